'use strict';
// n8n in queue mode (its way to scale out): one main process (`n8n start`: editor, REST API,
// activation), workers (`n8n worker`: run the executions) and webhook processors (`n8n webhook`:
// take production webhook calls and queue them), sharing a Postgres database and Redis. Each
// cluster gets a database and a Redis key prefix of its own, dropped when it stops, so runs never
// share state. Used by the queue-mode end-to-end profile and the trigger throughput benchmark.
const { randomBytes } = require('node:crypto');
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const h = require('./harness');

const POSTGRES = {
	host: process.env.E2E_PG_HOST || '127.0.0.1',
	port: process.env.E2E_PG_PORT || '5432',
	user: process.env.E2E_PG_USER || 'postgres',
};
const REDIS = {
	host: process.env.E2E_REDIS_HOST || '127.0.0.1',
	port: process.env.E2E_REDIS_PORT || '6379',
};

const psql = (sql) =>
	h.run('psql', [
		'-h',
		POSTGRES.host,
		'-p',
		POSTGRES.port,
		'-U',
		POSTGRES.user,
		'-d',
		'postgres',
		'-v',
		'ON_ERROR_STOP=1',
		'-qc',
		sql,
	]);

/** Deletes the run's Redis keys (Bull's queue and n8n's cache under the prefix). */
function dropRedisPrefix(prefix) {
	const keys = h
		.run('redis-cli', ['-h', REDIS.host, '-p', REDIS.port, '--scan', '--pattern', `${prefix}*`])
		.split('\n')
		.filter(Boolean);
	for (let i = 0; i < keys.length; i += 500)
		h.run('redis-cli', ['-h', REDIS.host, '-p', REDIS.port, 'del', ...keys.slice(i, i + 500)]);
}

/**
 * Starts a cluster in `work` (a folder of its own) with the package installed, the credentials
 * and workflows imported: `workers` workers and `webhookProcessors` webhook processors. Production
 * webhook URLs (WEBHOOK_URL, as registered with the platform) point at the first processor.
 * Resolves with { env, rest, mainPort, webhookUrls, processes, addWorker(), stop() }.
 */
async function startQueueCluster({
	work,
	credentials,
	workflows,
	workers = 2,
	webhookProcessors = 1,
}) {
	const id = `${process.pid}_${randomBytes(4).toString('hex')}`;
	const database = `n8n_e2e_${id}`;
	const prefix = `n8n-e2e-${id}`;
	const processes = [];
	const userFolder = path.join(work, 'user');
	fs.mkdirSync(userFolder, { recursive: true });
	const stop = async () => {
		await Promise.all(processes.map(({ child }) => h.stop(child)));
		try {
			psql(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
			dropRedisPrefix(prefix);
		} catch (error) {
			h.log(`warning: queue cluster cleanup: ${error.message}`);
		}
	};
	try {
		psql(`CREATE DATABASE "${database}"`);
		h.installPackage(userFolder);
		const mainPort = await h.freePort();
		const webhookPorts = await Promise.all(
			Array.from({ length: webhookProcessors }, () => h.freePort()),
		);
		const webhookUrls = webhookPorts.map((port) => `http://127.0.0.1:${port}/`);
		const env = {
			...h.n8nEnv(userFolder, mainPort),
			DB_TYPE: 'postgresdb',
			DB_POSTGRESDB_HOST: POSTGRES.host,
			DB_POSTGRESDB_PORT: POSTGRES.port,
			DB_POSTGRESDB_USER: POSTGRES.user,
			DB_POSTGRESDB_DATABASE: database,
			// n8n's default is 2 connections per process: on a loaded machine a webhook processor of
			// 2.41.1 taking 20 deliveries at once waited past the 20 s connection timeout, failed its
			// database pings and answered 503 to everything after. Queue-mode setups raise it.
			DB_POSTGRESDB_POOL_SIZE: process.env.E2E_PG_POOL_SIZE || '5',
			EXECUTIONS_MODE: 'queue',
			QUEUE_BULL_REDIS_HOST: REDIS.host,
			QUEUE_BULL_REDIS_PORT: REDIS.port,
			QUEUE_BULL_PREFIX: prefix,
			// n8n's cache (webhook lookups, among others) goes to Redis in queue mode: same prefix.
			N8N_CACHE_BACKEND: 'redis',
			N8N_CACHE_REDIS_KEY_PREFIX: prefix,
			QUEUE_HEALTH_CHECK_ACTIVE: 'false',
			...h.webhookUrlEnv(webhookUrls[0]),
		};
		fs.writeFileSync(path.join(work, 'credentials.json'), JSON.stringify(credentials));
		fs.writeFileSync(path.join(work, 'workflows.json'), JSON.stringify(workflows));
		h.n8nCli(env, ['import:credentials', `--input=${path.join(work, 'credentials.json')}`]);
		h.n8nCli(env, ['import:workflow', `--input=${path.join(work, 'workflows.json')}`]);

		const launch = async (name, args, port) => {
			const logFile = path.join(work, `${name}.log`);
			const out = fs.openSync(logFile, 'w');
			const processEnv = await h.withBrokerPort({
				...env,
				N8N_PORT: String(port ?? (await h.freePort())),
			});
			const child = h.track(
				spawn(h.N8N_BIN, args, { env: processEnv, stdio: ['ignore', out, out] }),
			);
			fs.closeSync(out);
			processes.push({ name, child, logFile });
			return { child, logFile };
		};
		const main = await launch('main', ['start'], mainPort);
		await h.waitForProcess(
			'n8n main',
			'"Editor is now accessible" in its log and 200 from /healthz/readiness',
			main.child,
			main.logFile,
			async () =>
				fs.readFileSync(main.logFile, 'utf8').includes('Editor is now accessible') &&
				(await h.isReady(`http://127.0.0.1:${mainPort}`)),
		);
		const rest = h.restClient(`http://127.0.0.1:${mainPort}`);
		await rest.setupOwner();
		const workerReady = (logFile) => async () =>
			/worker is now ready|Worker started/i.test(fs.readFileSync(logFile, 'utf8'));
		let workerCount = 0;
		/** Starts one more worker (the benchmark measures with one, then two) and waits for it. */
		const addWorker = async () => {
			const { child, logFile } = await launch(`worker-${++workerCount}`, [
				'worker',
				'--concurrency=10',
			]);
			await h.waitForProcess(
				`n8n worker ${workerCount}`,
				'"worker is now ready" in its log',
				child,
				logFile,
				workerReady(logFile),
			);
		};
		const webhooks = await Promise.all(
			webhookPorts.map((port, i) => launch(`webhook-${i + 1}`, ['webhook'], port)),
		);
		await Promise.all([
			...Array.from({ length: workers }, () => addWorker()),
			...webhooks.map(({ child, logFile }, i) =>
				h.waitForProcess(
					`n8n webhook ${i + 1}`,
					'200 from /healthz/readiness',
					child,
					logFile,
					() => h.isReady(webhookUrls[i].replace(/\/$/, '')),
				),
			),
		]);
		return { env, rest, mainPort, webhookUrls, processes, database, prefix, addWorker, stop };
	} catch (error) {
		await stop();
		throw error;
	}
}

module.exports = { startQueueCluster };
