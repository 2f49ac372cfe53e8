import type { ILoadOptionsFunctions } from 'n8n-workflow';

import { PlatformOAuth1Api } from '../../credentials/PlatformOAuth1Api.credentials';
import type { Emulator } from '../emulator';
import { emulatorCredentials } from '../helpers/credentials';
import { fakeContext } from '../helpers/fakeContext';
import { ACCOUNT } from './adsFixtures';

/** A picker's (list search's) context: the node's current `parameters` and its OAuth1 keys. */
export function pickerContext(
	emulator: Emulator,
	parameters: Record<string, unknown>,
): ILoadOptionsFunctions {
	const context = fakeContext(
		new PlatformOAuth1Api(),
		emulatorCredentials(emulator).platformOAuth1Api,
	) as unknown as Record<string, unknown>;
	context.getNodeParameter = (name: string, fallback: unknown) => parameters[name] ?? fallback;
	context.getCurrentNodeParameter = (name: string) => parameters[name];
	// The workflow's zone, in which pickers show dates.
	context.getTimezone = () => 'America/New_York';
	return context as unknown as ILoadOptionsFunctions;
}

/** A picker's context in the seeded account, in production. */
export const accountPickerContext = (emulator: Emulator) =>
	pickerContext(emulator, { environment: 'production', accountId: ACCOUNT });
