'use strict';
// End-to-end: the packed package inside a real n8n server, against the emulator. Proves that
// n8n loads the nodes and credentials, that each credential's test passes (both sign-in flows
// completed through n8n's own OAuth endpoints), and that workflows run every node.
const fs = require('node:fs');
const path = require('node:path');

const h = require('./harness');
const { everyCredentialWorkflow, singleGetMeWorkflow } = require('./workflows');

const WORK = path.join(__dirname, '.work');
const results = [];

async function check(name, body) {
	try {
		await body();
		results.push([name, true]);
		h.log(`PASS ${name}`);
	} catch (error) {
		results.push([name, false]);
		h.log(`FAIL ${name}: ${error.message}`);
	}
}

function assert(condition, message) {
	if (!condition) throw new Error(message);
}

async function main() {
	h.ensureN8n();
	fs.rmSync(WORK, { recursive: true, force: true });
	const userFolder = path.join(WORK, 'user');
	fs.mkdirSync(userFolder, { recursive: true });
	h.installPackage(userFolder);

	const emulator = await h.startEmulator();
	const port = await h.freePort();
	const env = h.n8nEnv(userFolder, port);
	let n8n;
	try {
		const credentials = h.platformCredentials(emulator);
		fs.writeFileSync(path.join(WORK, 'credentials.json'), JSON.stringify(credentials));
		fs.writeFileSync(path.join(WORK, 'workflow.json'), JSON.stringify([everyCredentialWorkflow(credentials), singleGetMeWorkflow(credentials)]));
		h.n8nCli(env, ['import:credentials', `--input=${path.join(WORK, 'credentials.json')}`]);
		h.n8nCli(env, ['import:workflow', `--input=${path.join(WORK, 'workflow.json')}`]);

		n8n = await h.startN8n(env, path.join(WORK, 'n8n.log'));
		const rest = h.restClient(`http://127.0.0.1:${port}`);
		await rest.setupOwner();

		await check('n8n loads the package without errors', async () => {
			const startLog = fs.readFileSync(path.join(WORK, 'n8n.log'), 'utf8');
			assert(!/n8n-nodes-platform[\s\S]{0,200}(error|failed)/i.test(startLog), 'n8n logged an error about the package');
			const described = await rest.call('POST', '/rest/node-types', {
				nodeInfos: ['platformCore', 'platformAds'].map((name) => ({ name: `n8n-nodes-platform.${name}`, version: 1 })),
			});
			const names = (described.json?.data ?? []).map((type) => type.name);
			assert(names.length === 2, `n8n describes ${JSON.stringify(names)} (HTTP ${described.status})`);
			const credentialNames = (described.json?.data ?? []).flatMap((type) => type.credentials.map((c) => c.name));
			for (const credential of credentials) assert(credentialNames.includes(credential.type), `credential ${credential.type} not offered`);
		});

		await check('OAuth1 sign-in completes through n8n (request_token, authorize, access_token)', async () => {
			await h.connectOAuth(rest, 1, 'PlatformOAuth1S1');
		});
		await check('OAuth2 PKCE sign-in completes through n8n', async () => {
			await h.connectOAuth(rest, 2, 'PlatformOAuth2P1');
		});

		for (const credential of credentials) {
			await check(`credential test passes: ${credential.type}`, async () => {
				const result = await h.testCredential(rest, credential);
				assert(result.status === 'OK', `${credential.type}: ${JSON.stringify(result)}`);
			});
		}

		await check('credential test fails with a wrong secret', async () => {
			const result = await h.testCredential(rest, credentials[0], { consumerSecret: 'not-the-secret' });
			assert(result.status === 'Error', `expected an error, got ${JSON.stringify(result)}`);
			assert(!JSON.stringify(result).includes('not-the-secret'), 'the secret appears in the message');
		});

		await check('the emulator saw each flow on the wire', async () => {
			const { data } = await (await fetch(`${emulator.url}/__emulator/log`)).json();
			const seen = (method, pathName, status = 200) => data.some((entry) => entry.method === method && entry.path === pathName && entry.status === status);
			assert(seen('POST', '/oauth/request_token'), 'no request_token');
			assert(seen('GET', '/oauth/authorize', 302), 'no authorize');
			assert(seen('POST', '/oauth/access_token'), 'no access_token');
			assert(seen('POST', '/2/oauth2/token'), 'no OAuth2 token exchange');
			assert(seen('POST', '/oauth2/token'), 'no app-only token request');
			assert(seen('GET', '/2/webhooks'), 'no bearer test request');
			assert(data.filter((entry) => entry.path === '/2/users/me' && entry.status === 200).length >= 3, 'fewer than 3 user-context tests');
		});

		await check('a workflow runs every node with every user-context credential', async () => {
			const run = await h.executeWorkflow(env, 'PlatformE2eAll01');
			assert(run.status === 'success' || run.finished === true, `execution status ${run.status}: ${JSON.stringify(run.data?.resultData?.error ?? {}).slice(0, 800)}`);
			const output = (node) => run.data.resultData.runData[node][0].data.main[0].map((item) => item.json);
			for (const node of ['Me via OAuth1 keys', 'Me via OAuth1 sign-in', 'Me via OAuth2']) {
				const [user] = output(node);
				assert(user.id === '1000000000000000001' && user.username === 'emulator_user', `${node}: ${JSON.stringify(user)}`);
				assert(user.created_at === '2020-01-01T00:00:00.000Z', `${node}: user.fields not sent`);
			}
			const accounts = output('Ads accounts');
			assert(accounts.length === 2 && accounts[0].id === '18ce54d4x5t', `ads: ${JSON.stringify(accounts)}`);
		});
		const injectFault = async (fault) => {
			await fetch(`${emulator.url}/__emulator/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) });
		};
		const userRequests = async () => (await (await fetch(`${emulator.url}/__emulator/log`)).json()).data.filter((entry) => entry.path === '/2/users/me');

		await check('a routing request waits out a 429 until the reset time, inside n8n', async () => {
			const before = (await userRequests()).length;
			// The reset is 10 s away (n8n execute takes some of that to start): a retry after a fixed
			// delay would come before it.
			const resetSeconds = Math.floor(Date.now() / 1000) + 10;
			await injectFault({ path: '/2/users/me', status: 429, headers: { 'x-rate-limit-reset': String(resetSeconds) }, body: { errors: [{ code: 88, message: 'Rate limit exceeded' }] } });
			const run = await h.executeWorkflow(env, 'PlatformE2eOne01');
			assert(run.status === 'success', `execution status ${run.status}`);
			const requests = (await userRequests()).slice(before);
			assert(JSON.stringify(requests.map((entry) => entry.status)) === '[429,200]', `statuses ${JSON.stringify(requests.map((entry) => entry.status))}`);
			const afterResetMs = requests[1].receivedAt - resetSeconds * 1000;
			assert(afterResetMs >= 0 && afterResetMs < 5000, `retried ${afterResetMs} ms after the reset time`);
		});

		await check('a routing error reaches the user as the mapped message, inside n8n', async () => {
			await injectFault({
				path: '/2/users/me', status: 404, headers: { 'content-type': 'application/problem+json' },
				body: { type: 'https://api.platform.example/2/problems/resource-not-found', title: 'Not Found Error', detail: 'Could not find user.', parameter: 'id', value: '1', resource_type: 'user' },
			});
			const run = await h.executeWorkflow(env, 'PlatformE2eOne01');
			const error = run.data?.resultData?.error ?? {};
			assert(run.status === 'error', `execution status ${run.status}`);
			assert(error.message === 'Not Found Error (HTTP 404, resource-not-found)', `message ${JSON.stringify(error.message)}`);
			assert(String(error.description).includes('No user was found for id = 1'), `description ${JSON.stringify(error.description)}`);
		});
	} finally {
		await h.stop(n8n);
		await h.stop(emulator.process);
	}

	const failed = results.filter(([, ok]) => !ok).length;
	console.log(`\nend-to-end in n8n: ${results.length - failed} passed, ${failed} failed`);
	fs.mkdirSync(path.join(h.ROOT, '.build'), { recursive: true });
	fs.writeFileSync(path.join(h.ROOT, '.build', 'e2e-results.json'), JSON.stringify({ passed: results.length - failed, failed }));
	process.exitCode = failed === 0 && results.length > 0 ? 0 : 1;
}

main().catch((error) => {
	console.error(error);
	process.exitCode = 1;
});
