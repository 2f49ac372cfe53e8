'use strict';
// The example workflows of examples/ inside n8n, against the emulator, each checked by its result:
// the post and its image on the emulator, the products in the catalog, the hashed audience users,
// the CSV report on disk, and one alert run per platform event.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const { EXAMPLES_DIR, exampleWorkflows, fileAccessSetting } = require('../../../examples/examples');
const { byType, chain, platformNode } = require('../workflows');

// The examples name their files relative to the repository root, where n8n runs; n8n 2.x reads
// and writes files only in the folders it is told (this runner's n8n inherits the setting).
process.chdir(path.resolve(EXAMPLES_DIR, '..'));
process.env.N8N_RESTRICT_FILE_ACCESS_TO = fileAccessSetting();

const USER = '1000000000000000001';
const REPORT = path.join(EXAMPLES_DIR, 'output', 'keyword-insights.csv');
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

function workflows(credentials) {
	// Example (b) fills the account's first catalog: this makes one for it.
	const catalog = chain('PlatformExCatal1', 'Example setup: a product catalog', [
		platformNode('Create catalog', 'platformAds', { authentication: 'oAuth1', resource: 'productCatalog', operation: 'create', catalogName: 'Shop feed' },
			byType(credentials, 'platformOAuth1Api')),
	]);
	return [...exampleWorkflows(), catalog];
}

async function run({ h, check, assert, rest, emulator, newRequests }) {
	const output = (execution, node) => execution.data.resultData.runData[node][0].data.main[0].map((item) => item.json);
	const runExample = async (id, trigger) => {
		const execution = await h.runWorkflowInServer(rest, id, trigger);
		assert(execution.status === 'success', `${id}: execution status ${execution.status}: ${JSON.stringify(execution.data?.resultData?.error?.message)}`);
		return execution;
	};
	const asApp = async (pathName) => (await fetch(`${emulator.url}${pathName}`, { headers: { authorization: 'Bearer emu-app-bearer-token' } })).json();
	const control = async (method, pathName, body) => {
		const response = await fetch(`${emulator.url}${pathName}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
		return { status: response.status, data: (await response.json()).data };
	};

	await check('Example (a): the scheduled post uploads the image file and posts it; the emulator holds the post with the image', async () => {
		const execution = await runExample('PlatformExample1', 'Every day at 9:00');
		const [media] = output(execution, 'Upload image');
		const [post] = output(execution, 'Post with image');
		const stored = await asApp(`/2/posts/${post.id}?post.fields=attachments&expansions=attachments.media_keys`);
		assert(stored.data?.text === 'Spring sale: 20% off every running shoe until Sunday.', `stored post ${JSON.stringify(stored)}`);
		assert(stored.data.attachments?.media_keys?.length === 1 && stored.includes?.media?.[0]?.type === 'photo', `attachments ${JSON.stringify(stored)}`);
		const upload = (await newRequests()).find((entry) => entry.method === 'POST' && entry.path === '/2/media/upload');
		const png = fs.readFileSync(path.join(EXAMPLES_DIR, 'data', 'spring-sale.png'));
		assert(upload?.status === 200 && upload.rawBody.includes(png.subarray(0, 16).toString('latin1')) && media.id, `upload ${upload?.status} ${JSON.stringify(media)}`);
	});

	await check('Example (b): the product feed CSV becomes 3 products in the catalog, in one request', async () => {
		const setup = await runExample('PlatformExCatal1', 'Start');
		const catalogId = output(setup, 'Create catalog')[0].id;
		await newRequests();
		const execution = await runExample('PlatformExample2', 'When clicking "Execute workflow"');
		const results = output(execution, 'Create or update products').map((item) => [item.id, item.status]);
		assert(JSON.stringify(results) === JSON.stringify([['SHOE-1', 'CREATE_SUCCESS'], ['SHOE-2', 'CREATE_SUCCESS'], ['SPIKE-1', 'CREATE_SUCCESS']]), `results ${JSON.stringify(results)}`);
		const puts = (await newRequests()).filter((entry) => entry.method === 'PUT' && entry.path === `/ads/12/product_catalogs/${catalogId}/products`);
		assert(puts.length === 1 && puts[0].status === 200, `product requests ${JSON.stringify(puts.map((entry) => entry.status))}`);
		const sent = JSON.stringify(puts[0].body);
		assert(sent.includes('"89.00 USD"') && sent.includes('Emu Outdoor') && sent.includes('out of stock'), `body ${sent.slice(0, 500)}`);
	});

	await check('Example (c): the CRM export CSV is added to the custom audience as SHA-256 hashes, in one request, nothing raw sent', async () => {
		const execution = await runExample('PlatformExample3', 'When clicking "Execute workflow"');
		const items = output(execution, 'Add to custom audience');
		assert(items.length === 4 && items.every((item) => item.batch?.success_count === 4 && item.batch.number === 1), `items ${JSON.stringify(items)}`);
		const requests = (await newRequests()).filter((entry) => entry.path === '/ads/12/accounts/18ce54d4x5t/custom_audiences/1nmth/users');
		assert(requests.length === 1 && requests[0].status === 200, `requests ${JSON.stringify(requests.map((entry) => entry.status))}`);
		const body = requests[0].rawBody;
		for (const expected of [sha256('ann.lee@example.com'), sha256('14155551212'), sha256('442071838750'), 'CRM-1004']) {
			assert(body.includes(expected), `the request lacks ${expected}`);
		}
		for (const raw of ['Example.com', 'ann.lee', '415', 'bob@']) assert(!body.includes(raw), `the request holds the raw value ${raw}`);
	});

	await check('Example (e): the weekly keyword report writes one CSV row per day of the last 7 days', async () => {
		fs.rmSync(REPORT, { force: true });
		await runExample('PlatformExample5', 'Every Monday at 8:00');
		const [header, ...rows] = fs.readFileSync(REPORT, 'utf8').trim().split('\n');
		assert(header === 'day,posts,related_keyword', `header ${header}`);
		const today = new Date(new Date().toISOString().slice(0, 10));
		const days = rows.map((row) => row.split(',')[0]);
		const expected = Array.from({ length: 7 }, (_, n) => new Date(today.getTime() - (7 - n) * 86_400_000).toISOString().slice(0, 10));
		assert(JSON.stringify(days) === JSON.stringify(expected), `days ${JSON.stringify(days)}, expected ${JSON.stringify(expected)}`);
		assert(rows.every((row) => /^\S+,\d+,running shoes|trail running/.test(row)), `rows ${JSON.stringify(rows)}`);
		const [search] = (await newRequests()).filter((entry) => entry.path === '/ads/12/insights/keywords/search');
		assert(search?.status === 200 && search.query.keywords === 'running shoes,trail running' && search.query.granularity === 'DAY', `search ${JSON.stringify(search?.query)}`);
	});

	await check('Example (f): activated, each platform event gives one alert run; deactivated, nothing is left on the emulator', async () => {
		const id = 'PlatformExample6';
		await h.setWorkflowActive(rest, id, true);
		try {
			const published = await control('POST', '/__emulator/events', { event_type: 'post.create', user_id: USER, payload: { text: 'Our spring sale is live' } });
			const ours = published.data?.deliveries?.filter((delivery) => delivery.status === 200) ?? [];
			assert(published.status === 201 && ours.length >= 1, `publish ${JSON.stringify(published)}`);
			const deadline = Date.now() + 30_000;
			let executions = [];
			while (Date.now() < deadline && !(executions.length && executions[0].status === 'success')) {
				executions = await h.listExecutions(rest, id);
				await new Promise((resolve) => setTimeout(resolve, 300));
			}
			assert(executions.length === 1, `${executions.length} executions`);
			const [alert] = output(await h.getExecution(rest, executions[0].id), 'Send the alert (replace me)');
			assert(alert?.alert === `post.create by user ${USER}: Our spring sale is live`, `alert ${JSON.stringify(alert)}`);
		} finally {
			await h.setWorkflowActive(rest, id, false);
		}
		const left = (await asApp('/2/activity/subscriptions')).data?.filter((subscription) => subscription.tag === 'marketing-alerts') ?? [];
		assert(left.length === 0, `subscriptions left ${JSON.stringify(left)}`);
	});
}

module.exports = { workflows, run };
