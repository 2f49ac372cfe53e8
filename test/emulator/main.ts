import { startEmulator } from './index';
import type { LoggedRequest } from './types';

/**
 * Runs the emulator as a process (npm start, end-to-end tests):
 *   node .build/emulator/main.js [--port N]      (or EMULATOR_PORT=N; 0, the default, picks a free port)
 * prints its addresses as one JSON line on stdout once listening, logs one line per request to
 * stderr (method, path without its query, status, auth scheme: never a token or secret), and
 * stops on SIGTERM or SIGINT.
 */
function portFromArguments(): number {
	const at = process.argv.indexOf('--port');
	const text = at >= 0 ? process.argv[at + 1] : (process.env.EMULATOR_PORT ?? '0');
	const port = Number(text);
	if (!Number.isInteger(port) || port < 0 || port > 65535)
		throw new Error(`emulator: invalid port ${JSON.stringify(text)}`);
	return port;
}

const logLine = (entry: LoggedRequest) =>
	`${entry.method} ${entry.path} ${entry.status} ${entry.auth.scheme}\n`;

async function main(): Promise<void> {
	const emulator = await startEmulator({
		port: portFromArguments(),
		onRequest: (entry) => process.stderr.write(logLine(entry)),
	});
	process.stdout.write(
		JSON.stringify({
			url: emulator.url,
			coreBaseUrl: emulator.coreBaseUrl,
			adsBaseUrl: emulator.adsBaseUrl,
			adsSandboxBaseUrl: emulator.adsSandboxBaseUrl,
		}) + '\n',
	);
	const stop = () => void emulator.close().then(() => process.exit(0));
	process.once('SIGTERM', stop);
	process.once('SIGINT', stop);
}

main().catch((error: Error) => {
	process.stderr.write(`${error.message}\n`);
	process.exit(1);
});
