import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import { seedDemoPosts } from './demoPosts';
import { compileRoutes, handleRequest } from './server';
import { EmulatorState } from './state';
import type { EmulatorSeed, Fault, LoggedRequest, Route } from './types';

export type { EmulatorSeed, Fault, LoggedRequest, Reply, Route, RouteContext } from './types';
export type { EmulatorState } from './state';

/** Fake keys of the seeded app and user: not secrets, they only open the emulator. */
export const DEFAULT_SEED: EmulatorSeed = {
	consumerKey: 'emu-consumer-key',
	consumerSecret: 'emu-consumer-secret',
	accessToken: '1000000000000000001-emuAccessToken',
	accessTokenSecret: 'emu-access-token-secret',
	userId: '1000000000000000001',
	screenName: 'emulator_user',
	appBearerToken: 'emu-app-bearer-token',
	oauth2ClientId: 'emu-oauth2-client-id',
	oauth2ClientSecret: 'emu-oauth2-client-secret',
};

export interface EmulatorOptions {
	/** 0 (the default) picks a free port. */
	port?: number;
	host?: string;
	seed?: Partial<EmulatorSeed>;
	/** POST oauth2/token more often than this (per app) answers 403, code 99; 1000 by default. */
	bearerTokenMinIntervalMs?: number;
	/** Called with each request's log entry once it is answered (the CLI prints one line from it). */
	onRequest?: (entry: LoggedRequest) => void;
	/**
	 * Keep no uploaded media bytes (the 500 MB memory benchmark): an append keeps its segment's
	 * length and first bytes, finalize checks those (no SHA-256 of the whole file is recorded), and
	 * the log holds a multipart body's summary without its text.
	 */
	leanMediaUploads?: boolean;
	/** A few mentions of the seeded user by other users, for the demo (demoPosts.ts). */
	demoPosts?: boolean;
}

export interface Emulator {
	url: string;
	coreBaseUrl: string;
	adsBaseUrl: string;
	adsSandboxBaseUrl: string;
	seed: EmulatorSeed;
	/** Every request received, in order, with the answer's status. */
	log: LoggedRequest[];
	clearLog(): void;
	injectFault(fault: Fault): void;
	/** Drops every injected fault not used up yet. */
	clearFaults(): void;
	close(): Promise<void>;
	state: EmulatorState;
}

/**
 * Every file in routes/ exports `routes`; adding a resource to the emulator is adding one file.
 * Both .ts (tests) and .js (the compiled emulator of `npm start`) are loaded.
 */
function loadRoutes(): Route[] {
	const folder = join(__dirname, 'routes');
	return readdirSync(folder)
		.filter((file) => /\.(ts|js)$/.test(file) && !file.endsWith('.d.ts'))
		.sort()
		.flatMap((file) => {
			const { routes } = require(join(folder, file)) as { routes?: Route[] };
			if (!Array.isArray(routes))
				throw new Error(`emulator: routes/${file} does not export \`routes\``);
			return routes;
		});
}

/** Starts the local platform emulator on loopback. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
	const seed = { ...DEFAULT_SEED, ...options.seed };
	const state = new EmulatorState(seed, options.bearerTokenMinIntervalMs ?? 1000);
	state.leanMediaUploads = options.leanMediaUploads ?? false;
	if (options.demoPosts) seedDemoPosts(state);
	const routes = compileRoutes(loadRoutes());
	const log = state.log;
	const server = createServer((request, response) => {
		handleRequest(request, response, { state, routes, onResponse: options.onRequest }).catch(
			(error: Error) => {
				// Handlers' errors are answered inside; this is reading a request that broke off.
				if (response.headersSent) return void response.end();
				response.writeHead(500, { 'content-type': 'application/json' });
				response.end(
					JSON.stringify({ errors: [{ code: 131, message: `Emulator error: ${error.message}` }] }),
				);
			},
		);
	});
	// Idle connections stay open until the client closes them. With Node's 5 s timeout, a client
	// whose event loop was busy longer (a synchronous n8n CLI call, a loaded machine) sent its next
	// request on a kept-alive socket the emulator had just closed: "other side closed" or
	// ECONNRESET, a failure of the test machine, not of the code under test.
	server.keepAliveTimeout = 0;
	const host = options.host ?? '127.0.0.1';
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject);
		server.listen(options.port ?? 0, host, () => {
			server.off('error', reject);
			resolve();
		});
	});
	const url = `http://${host.includes(':') ? `[${host}]` : host}:${(server.address() as AddressInfo).port}`;
	return {
		url,
		coreBaseUrl: url,
		adsBaseUrl: `${url}/ads`,
		adsSandboxBaseUrl: `${url}/ads-sandbox`,
		seed,
		log,
		clearLog: () => void log.splice(0, log.length),
		injectFault: (fault) => void state.faults.push({ ...fault }),
		clearFaults: () => void state.faults.splice(0),
		close: async () => {
			server.closeAllConnections();
			await new Promise<void>((resolve) => server.close(() => resolve()));
		},
		state,
	};
}
