import type { Route } from '../types';

/**
 * GET /__emulator/log: the request log for tests that run the emulator as a separate process
 * (end-to-end tests): method, path, query, status and the auth outcome, never header values.
 */
export const routes: Route[] = [
	{
		api: 'core',
		method: 'GET',
		path: '/__emulator/log',
		auth: 'none',
		handler: ({ state }) => ({ body: { data: state.log.map(({ method, path, query, status, auth }) => ({ method, path, query, status, auth: { scheme: auth.scheme, ok: auth.ok } })) } }),
	},
];
