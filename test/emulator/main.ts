import { startEmulator } from './index';

/**
 * Runs the emulator as a process (npm start, end-to-end tests): `--port N` or EMULATOR_PORT,
 * prints its addresses as one JSON line, logs one line per request to stderr (method, path,
 * status: never a token), and stops on SIGTERM or SIGINT.
 */
async function main(): Promise<void> {
	const portArgument = process.argv.indexOf('--port');
	const port = Number(portArgument >= 0 ? process.argv[portArgument + 1] : (process.env.EMULATOR_PORT ?? 0));
	const emulator = await startEmulator({ port });
	let logged = 0;
	const flushLog = () => {
		for (; logged < emulator.log.length; logged++) {
			const entry = emulator.log[logged];
			if (entry.status === 0) break;
			process.stderr.write(`${entry.method} ${entry.path} ${entry.status} ${entry.auth.scheme}\n`);
		}
	};
	const ticker = setInterval(flushLog, 100);
	process.stdout.write(
		JSON.stringify({
			url: emulator.url,
			coreBaseUrl: emulator.coreBaseUrl,
			adsBaseUrl: emulator.adsBaseUrl,
			adsSandboxBaseUrl: emulator.adsSandboxBaseUrl,
		}) + '\n',
	);
	const stop = async () => {
		clearInterval(ticker);
		flushLog();
		await emulator.close();
		process.exit(0);
	};
	process.on('SIGTERM', () => void stop());
	process.on('SIGINT', () => void stop());
}

void main();
