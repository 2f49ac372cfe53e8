import type { ILoadOptionsFunctions } from 'n8n-workflow';

import { PlatformOAuth1Api } from '../../credentials/PlatformOAuth1Api.credentials';
import type { Emulator } from '../emulator';
import { emulatorCredentials } from '../helpers/credentials';
import { fakeContext } from '../helpers/fakeContext';
import { ACCOUNT } from './adsFixtures';

/** A picker's context in the seeded account: the node's parameters and its OAuth1 keys. */
export function accountPickerContext(emulator: Emulator): ILoadOptionsFunctions {
	const context = fakeContext(
		new PlatformOAuth1Api(),
		emulatorCredentials(emulator).platformOAuth1Api,
	) as unknown as Record<string, unknown>;
	const parameters: Record<string, unknown> = { environment: 'production', accountId: ACCOUNT };
	context.getNodeParameter = (name: string, fallback: unknown) => parameters[name] ?? fallback;
	context.getCurrentNodeParameter = (name: string) => parameters[name];
	return context as unknown as ILoadOptionsFunctions;
}
