import type { Fault, Route } from '../types';

/**
 * Test controls for when the emulator runs as a separate process (end-to-end tests):
 * GET /__emulator/log gives the request log (method, path, query, status, arrival time and the auth outcome,
 * never header values); POST /__emulator/faults injects a fault, as `injectFault` does (see the
 * Fault type for reset, malformed-json, delayMs and after); DELETE /__emulator/faults drops them all;
 * POST /__emulator/users/{id}/token gives a user bearer token of any user, to act as another
 * account (mention, follow, like, write to the signed-in user) through the platform's endpoints.
 */
/** A logged body as JSON can carry it: a binary one as its size, anything else as it is. */
function loggedBody(value: unknown): unknown {
	if (Buffer.isBuffer(value) || value instanceof Uint8Array) return `(${value.length} bytes)`;
	try {
		JSON.stringify(value);
		return value;
	} catch {
		return '(not JSON)';
	}
}

export const routes: Route[] = [
	{
		api: 'core',
		method: 'POST',
		path: '/__emulator/faults',
		auth: 'none',
		handler: ({ state, body }) => {
			state.faults.push({ ...(body as Fault) });
			return { status: 201, body: { data: body } };
		},
	},
	{
		api: 'core',
		method: 'DELETE',
		path: '/__emulator/faults',
		auth: 'none',
		handler: ({ state }) => ({ body: { data: { dropped: state.faults.splice(0).length } } }),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/__emulator/log',
		auth: 'none',
		// `?from=N` starts at the Nth request (0 first); `?bodies=1` adds each request's parsed body
		// and the emulator's answer body (no headers), a binary one as its size.
		handler: ({ state, query }) => ({
			body: {
				data: state.log
					.slice(Number(query.from) || 0)
					.map(({ method, path, query: sent, status, auth, receivedAt, body, responseBody }) => ({
						method,
						path,
						query: sent,
						status,
						receivedAt,
						auth: { scheme: auth.scheme, ok: auth.ok },
						...(query.bodies === '1'
							? { body: loggedBody(body), responseBody: loggedBody(responseBody) }
							: {}),
					})),
			},
		}),
	},
	{
		api: 'core',
		method: 'POST',
		path: '/__emulator/users/:id/token',
		auth: 'none',
		handler: ({ state, params }) => {
			const token = `emulator-user-token-${params.id}`;
			state.userBearerTokens.set(token, { userId: params.id, valid: true });
			return { status: 201, body: { data: { token } } };
		},
	},
];
