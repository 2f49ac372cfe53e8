import { createHash } from 'node:crypto';

/**
 * A targeting value as the platform writes them: 16 hexadecimal characters, the same for the
 * same option every time the emulator starts.
 */
export const optionValue = (seed: string): string =>
	createHash('sha256').update(seed).digest('hex').slice(0, 16);
