import type { Emulator } from '../emulator';

/**
 * Acts on the emulator as any of its users, through the platform's own endpoints with a user
 * bearer token registered for that user (what an OAuth 2.0 sign-in gives): another account
 * mentioning, following, liking or writing to the one the trigger watches.
 */
export function actAs(emulator: Emulator, userId: string) {
	const token = `test-user-token-${userId}`;
	emulator.state.userBearerTokens.set(token, { userId, valid: true });
	return async (method: string, path: string, body?: unknown): Promise<Record<string, unknown>> => {
		const response = await fetch(`${emulator.coreBaseUrl}${path}`, {
			method,
			headers: {
				authorization: `Bearer ${token}`,
				...(body === undefined ? {} : { 'content-type': 'application/json' }),
			},
			...(body === undefined ? {} : { body: JSON.stringify(body) }),
		});
		const answer = (await response.json()) as Record<string, unknown>;
		if (!response.ok)
			throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
		return answer;
	};
}

export const PLATFORMDEV = '2244994945';
