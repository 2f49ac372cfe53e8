import type { Emulator } from '../emulator';

/** The ads account the emulator seeds for its user, the one most ads tests work in. */
export const ACCOUNT = '18ce54d4x5t';

/** What the emulator received, as [method, path, query, body]. */
export const received = (emulator: Emulator) =>
	emulator.log.map((entry) => [entry.method, entry.path, entry.query, entry.body]);
