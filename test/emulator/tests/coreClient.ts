import type { Emulator } from '..';

/** A user-context bearer token the tests register in the emulator (as an OAuth 2.0 sign-in would give). */
const USER_TOKEN = 'test-user-bearer-token';

/**
 * Plain JSON requests to the emulator's core interface for emulator tests, as the app (app-only
 * bearer token, the default) or as the seeded user (a user-context bearer token).
 */
export function coreClient(emulator: Emulator) {
	const app = () => ({ authorization: `Bearer ${emulator.seed.appBearerToken}` });
	const user = () => {
		emulator.state.userBearerTokens.set(USER_TOKEN, { userId: emulator.seed.userId, valid: true });
		return { authorization: `Bearer ${USER_TOKEN}` };
	};
	async function call(
		method: string,
		path: string,
		body?: unknown,
		headers: Record<string, string> = app(),
	) {
		const response = await fetch(`${emulator.coreBaseUrl}${path}`, {
			method,
			headers: {
				...headers,
				...(body === undefined ? {} : { 'content-type': 'application/json' }),
			},
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		const answer = {
			status: response.status,
			type: response.headers.get('content-type'),
			body: (await response.json()) as Record<string, any>,
		};
		return answer;
	}
	return { app, user, call };
}
