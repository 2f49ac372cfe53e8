'use strict';
// Real n8n for end-to-end tests and `npm start`: installs n8n 1.123.81 into a cache folder
// outside the clone (once), installs this package into a private n8n user folder the way users
// install community nodes (npm pack, then npm install in ~/.n8n/nodes), runs the emulator and
// n8n as child processes, and talks to n8n's REST API. Recipe: ../shared/n8n-e2e.md.
const { execFile, execFileSync, spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const N8N_VERSION = process.env.N8N_VERSION || '1.123.81';
const CACHE_DIR = process.env.N8N_CACHE_DIR || path.join(os.homedir(), '.cache', 'n8n-nodes-platform');
const INSTALL_DIR = path.join(CACHE_DIR, `n8n-${N8N_VERSION}`);
const N8N_BIN = path.join(INSTALL_DIR, 'node_modules', '.bin', 'n8n');
const SQLITE_BINDING = path.join(INSTALL_DIR, 'node_modules', 'sqlite3', 'build', 'Release', 'node_sqlite3.node');

const log = (message) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

function run(command, args, options = {}) {
	return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024, ...options });
}

/** Installs n8n into the cache unless a complete install of the right version is there. */
function ensureN8n() {
	const complete = fs.existsSync(N8N_BIN) && fs.existsSync(SQLITE_BINDING) &&
		(() => { try { return run(N8N_BIN, ['--version']).trim() === N8N_VERSION; } catch { return false; } })();
	if (complete) return log(`n8n ${N8N_VERSION} found in ${INSTALL_DIR}`);
	log(`installing n8n ${N8N_VERSION} into ${INSTALL_DIR} (several minutes, once)`);
	fs.rmSync(INSTALL_DIR, { recursive: true, force: true });
	fs.mkdirSync(INSTALL_DIR, { recursive: true });
	fs.writeFileSync(path.join(INSTALL_DIR, 'package.json'), JSON.stringify({
		name: 'n8n-nodes-platform-n8n', version: '1.0.0', private: true,
		dependencies: { n8n: N8N_VERSION },
		// n8n-nodes-base pins xlsx to a tarball outside the npm registry; this is the same release.
		overrides: { xlsx: 'npm:@e965/xlsx@0.20.2' },
	}, null, 2));
	// --ignore-scripts: isolated-vm needs Node 22+; sqlite3 is the one native module rebuilt.
	run('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: INSTALL_DIR, stdio: 'inherit' });
	run('npm', ['rebuild', 'sqlite3'], {
		cwd: INSTALL_DIR, stdio: 'inherit',
		env: { ...process.env, npm_config_nodedir: process.env.npm_config_nodedir || '/usr', npm_config_build_from_source: 'true' },
	});
	if (!fs.existsSync(SQLITE_BINDING)) throw new Error('sqlite3 did not build');
}

/** Packs the built package and installs it into the user folder as n8n users do. */
function installPackage(userFolder) {
	const packDir = fs.mkdtempSync(path.join(os.tmpdir(), 'n8n-nodes-platform-pack-'));
	const tarball = run('npm', ['pack', '--silent', '--ignore-scripts', '--pack-destination', packDir], { cwd: ROOT }).trim().split('\n').pop();
	const nodesDir = path.join(userFolder, '.n8n', 'nodes');
	fs.mkdirSync(nodesDir, { recursive: true });
	// n8n provides n8n-workflow (the peer dependency) itself, as it does for packages from its UI.
	run('npm', ['install', '--prefix', nodesDir, '--omit=peer', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error', path.join(packDir, tarball)]);
	fs.rmSync(packDir, { recursive: true, force: true });
	log(`installed ${tarball} into ${nodesDir}`);
}

/** n8n's environment: private, offline, headless (see the recipe for why each is set). */
function n8nEnv(userFolder, port) {
	return {
		...process.env,
		N8N_USER_FOLDER: userFolder,
		N8N_ENCRYPTION_KEY: 'n8n-nodes-platform-local-key-0001',
		DB_TYPE: 'sqlite',
		N8N_EXPRESSION_ENGINE: 'legacy',
		N8N_RUNNERS_ENABLED: 'false',
		N8N_DIAGNOSTICS_ENABLED: 'false',
		N8N_DIAGNOSTICS_CONFIG_FRONTEND: '',
		N8N_DIAGNOSTICS_CONFIG_BACKEND: '',
		N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
		N8N_TEMPLATES_ENABLED: 'false',
		N8N_PERSONALIZATION_ENABLED: 'false',
		N8N_HIRING_BANNER_ENABLED: 'false',
		N8N_AI_ENABLED: 'false',
		EXTERNAL_FRONTEND_HOOKS_URLS: '',
		N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'true',
		N8N_SECURE_COOKIE: 'false',
		N8N_LISTEN_ADDRESS: process.env.N8N_LISTEN_ADDRESS || '127.0.0.1',
		N8N_HOST: '127.0.0.1',
		N8N_PROTOCOL: 'http',
		N8N_PORT: String(port),
		WEBHOOK_URL: `http://127.0.0.1:${port}/`,
		N8N_EDITOR_BASE_URL: `http://localhost:${port}/`,
		N8N_LOG_LEVEL: 'info',
		GENERIC_TIMEZONE: 'UTC',
		TZ: 'UTC',
		N8N_CUSTOM_EXTENSIONS: '',
	};
}

function n8nCli(env, args) {
	return run(N8N_BIN, args, { env });
}

/** A free loopback port (asked of the OS, so parallel runs do not collide). */
async function freePort() {
	return await new Promise((resolve, reject) => {
		const server = net.createServer();
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address();
			server.close(() => resolve(port));
		});
	});
}

/** Starts the compiled emulator (npm run build:emulator) and resolves with its addresses. */
async function startEmulator(port = 0) {
	const child = spawn(process.execPath, [path.join(ROOT, '.build', 'emulator', 'main.js'), '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
	child.stderr.on('data', (chunk) => process.env.E2E_VERBOSE && process.stderr.write(`[emulator] ${chunk}`));
	const addresses = await new Promise((resolve, reject) => {
		let buffer = '';
		child.stdout.on('data', (chunk) => {
			buffer += chunk;
			const line = buffer.split('\n')[0];
			if (buffer.includes('\n')) resolve(JSON.parse(line));
		});
		child.once('exit', (code) => reject(new Error(`emulator exited with ${code}`)));
	});
	return { ...addresses, process: child };
}

/** Starts `n8n start` and waits until its editor and active workflows are up. */
async function startN8n(env, logFile) {
	const out = fs.openSync(logFile, 'w');
	const child = spawn(N8N_BIN, ['start'], { env, stdio: ['ignore', out, out] });
	const deadline = Date.now() + 180_000;
	while (Date.now() < deadline) {
		if (child.exitCode !== null) throw new Error(`n8n start exited:\n${fs.readFileSync(logFile, 'utf8')}`);
		if (fs.readFileSync(logFile, 'utf8').includes('Editor is now accessible')) return child;
		await new Promise((resolve) => setTimeout(resolve, 500));
	}
	throw new Error(`n8n did not start in time:\n${fs.readFileSync(logFile, 'utf8')}`);
}

async function stop(child) {
	if (!child || child.exitCode !== null) return;
	const exited = new Promise((resolve) => child.once('exit', resolve));
	child.kill('SIGTERM');
	await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
	if (child.exitCode === null) child.kill('SIGKILL');
}

/** A tiny REST client for n8n that keeps the session cookie. */
function restClient(baseUrl) {
	let cookie = '';
	const call = async (method, urlPath, body) => {
		const response = await fetch(`${baseUrl}${urlPath}`, {
			method,
			redirect: 'manual',
			headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}), 'browser-id': 'e2e' },
			body: body ? JSON.stringify(body) : undefined,
		});
		const setCookie = response.headers.get('set-cookie');
		if (setCookie) cookie = setCookie.split(';')[0];
		const text = await response.text();
		let json;
		try { json = JSON.parse(text); } catch { json = undefined; }
		return { status: response.status, json, text, location: response.headers.get('location') };
	};
	return {
		call,
		async setupOwner() {
			const result = await call('POST', '/rest/owner/setup', {
				email: 'owner@n8n-nodes-platform.test', firstName: 'Local', lastName: 'Owner', password: 'Emulator-Password-1',
			});
			if (result.status !== 200) throw new Error(`owner setup failed: ${result.status} ${result.text}`);
		},
	};
}

/** Credentials of all five types, pointing at the emulator, with its fake seeded keys. */
function platformCredentials(emulator) {
	const urls = { baseUrl: emulator.coreBaseUrl, adsBaseUrl: emulator.adsBaseUrl, adsSandboxBaseUrl: emulator.adsSandboxBaseUrl };
	return [
		{ id: 'PlatformOAuth1K1', name: 'Platform OAuth1 (emulator)', type: 'platformOAuth1Api', data: {
			consumerKey: 'emu-consumer-key', consumerSecret: 'emu-consumer-secret',
			accessToken: '1000000000000000001-emuAccessToken', accessTokenSecret: 'emu-access-token-secret', ...urls } },
		{ id: 'PlatformOAuth1S1', name: 'Platform OAuth1 Sign-In (emulator)', type: 'platformOAuth1SignInApi', data: {
			consumerKey: 'emu-consumer-key', consumerSecret: 'emu-consumer-secret', authEndpoint: 'authorize', accessType: '', ...urls } },
		{ id: 'PlatformOAuth2P1', name: 'Platform OAuth2 (emulator)', type: 'platformOAuth2Api', data: {
			clientId: 'emu-oauth2-client-id', clientSecret: 'emu-oauth2-client-secret', baseUrl: urls.baseUrl } },
		{ id: 'PlatformBearer01', name: 'Platform Bearer Token (emulator)', type: 'platformBearerTokenApi', data: {
			bearerToken: 'emu-app-bearer-token', baseUrl: urls.baseUrl } },
		{ id: 'PlatformAppOnly1', name: 'Platform App-Only (emulator)', type: 'platformAppOnlyApi', data: {
			apiKey: 'emu-consumer-key', apiSecret: 'emu-consumer-secret', baseUrl: urls.baseUrl } },
	];
}

/**
 * Completes an OAuth sign-in through n8n's REST API as the browser would: n8n's auth URL, the
 * emulator's page (which approves at once), then n8n's callback with the session cookie.
 */
async function connectOAuth(rest, version, credentialId) {
	const auth = await rest.call('GET', `/rest/oauth${version}-credential/auth?id=${credentialId}`);
	if (auth.status !== 200) throw new Error(`oauth${version} auth: ${auth.status} ${auth.text}`);
	const approval = await fetch(auth.json.data, { redirect: 'manual' });
	const callback = new URL(approval.headers.get('location'));
	const done = await rest.call('GET', `${callback.pathname}${callback.search}`);
	if (done.status !== 200 || /error/i.test(done.text.slice(0, 2000)) && !/oauth-callback|success/i.test(done.text)) {
		throw new Error(`oauth${version} callback: ${done.status} ${done.text.slice(0, 500)}`);
	}
}

/**
 * Runs the credential's own test through n8n, as the credential dialog does: the stored data
 * (n8n fills in the secrets it shows blanked, and the OAuth token data), with `overrides` on top.
 */
async function testCredential(rest, credential, overrides = {}) {
	const stored = await rest.call('GET', `/rest/credentials/${credential.id}?includeData=true`);
	const data = { ...(stored.json?.data?.data ?? credential.data), ...overrides };
	const result = await rest.call('POST', '/rest/credentials/test', {
		credentials: { id: credential.id, name: credential.name, type: credential.type, data },
	});
	return result.json?.data ?? result.json ?? { status: 'Error', message: result.text };
}

/**
 * Runs a workflow with `n8n execute --rawOutput` and returns the run: the JSON block from the
 * first line "{" to the next "}". Asynchronous, so this process keeps serving its sockets
 * (a blocked event loop would leave keep-alive connections to the emulator stale).
 */
async function executeWorkflow(env, id) {
	const output = await new Promise((resolve) => {
		execFile(N8N_BIN, ['execute', '--id', id, '--rawOutput'], { env, maxBuffer: 64 * 1024 * 1024 }, (_error, stdout) => resolve(String(stdout)));
	});
	const lines = output.split('\n');
	const start = lines.indexOf('{');
	const end = lines.indexOf('}', start);
	if (start < 0 || end < 0) throw new Error(`no execution JSON in:\n${output.slice(-3000)}`);
	return JSON.parse(lines.slice(start, end + 1).join('\n'));
}

module.exports = {
	ROOT, CACHE_DIR, N8N_BIN, log, run, ensureN8n, installPackage, n8nEnv, n8nCli, freePort,
	startEmulator, startN8n, stop, restClient, platformCredentials, connectOAuth, testCredential,
	executeWorkflow,
};
