'use strict';
// The example workflows of examples/ inside n8n, against the emulator, each checked by its result:
// the post and its image on the emulator, the products in the catalog, the hashed audience users,
// the CSV report on disk, one alert run per platform event, the launched campaign with its line
// item, targeting and promoted post, the daily campaign report (CSV) equal to the emulator's
// metrics, and exactly the line items whose cost per click is above the target paused.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const { EXAMPLES_DIR, exampleWorkflows, fileAccessSetting } = require('../../../examples/examples');
const { oauth1Fetch } = require('../../../scripts/oauth1Fetch');
const { NEXT_POLL_MS, QUICK_POLL_TIMES } = require('../pollingWorkflows');
const { nodeOutput, workflowRunner } = require('../exampleRuns');
const { byType } = require('../workflows');

// The examples name their files relative to the repository root, where n8n runs; n8n 2.x reads
// and writes files only in the folders it is told (this runner's n8n inherits the setting).
process.chdir(path.resolve(EXAMPLES_DIR, '..'));
process.env.N8N_RESTRICT_FILE_ACCESS_TO = fileAccessSetting();

const USER = '1000000000000000001';
const REPORT = path.join(EXAMPLES_DIR, 'output', 'keyword-insights.csv');
const DAILY_REPORT = path.join(EXAMPLES_DIR, 'output', 'daily-campaign-report.csv');
const ADS_ACCOUNT = '18ce54d4x5t';
const STATS = `/ads/12/stats/accounts/${ADS_ACCOUNT}`;
/** The line items of the reporting campaign c7 (li7x00 to li7x44): they deliver every hour. */
const REPORTING_LINE_ITEM = /^li7x\d\d$/;
/** Example (i)'s target: the cost per click above which a line item is paused. */
const TARGET_COST_PER_CLICK = 0.52;
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/** Example (d) polls every minute; here as often as the line allows (pollingWorkflows.js). */
function workflows() {
	return exampleWorkflows().map((workflow) =>
		workflow.id !== 'PlatformExample4'
			? workflow
			: {
					...workflow,
					nodes: workflow.nodes.map((node) =>
						node.name === 'On new mention'
							? { ...node, parameters: { ...node.parameters, pollTimes: QUICK_POLL_TIMES } }
							: node,
					),
				},
	);
}

/** Rows of a CSV file as Convert to File writes them: a header, then quoted or plain cells. */
function csvRows(text) {
	const rows = text
		.trim()
		.split('\n')
		.map((line) =>
			[...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
				.slice(0, -1)
				.map(([, cell]) => (cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell)),
		);
	const [header, ...body] = rows;
	return body.map((cells) => Object.fromEntries(header.map((name, n) => [name, cells[n]])));
}

/** The emulator's own metrics of line items (its admin route: the stats body, no rule checked). */
async function emulatorMetrics(emulator, ids, query) {
	const search = new URLSearchParams({
		account_id: ADS_ACCOUNT,
		entity: 'LINE_ITEM',
		entity_ids: ids.join(','),
		placement: 'ALL_ON_PLATFORM',
		metric_groups: 'ENGAGEMENT,BILLING',
		...query,
	});
	const response = await fetch(`${emulator.url}/__emulator/ads/metrics?${search}`);
	if (!response.ok) throw new Error(`admin metrics: ${response.status} ${await response.text()}`);
	return (await response.json()).data;
}

/** True when the instant is a midnight in the time zone (an IANA name). */
const isMidnightIn = (timeZone, ms) =>
	new Intl.DateTimeFormat('en-GB', {
		timeZone,
		hour: '2-digit',
		minute: '2-digit',
		hourCycle: 'h23',
	}).format(ms) === '00:00';

/** The first bucket of a metric in an admin answer's entity, null where there is none. */
const firstBucket = (entity, metric) => entity.id_data[0].metrics[metric]?.[0] ?? null;

async function run({ h, check, assert, rest, emulator, credentials, newRequests }) {
	const output = nodeOutput;
	const runExample = workflowRunner(h, rest, assert);
	const asApp = (pathName) => h.appGet(emulator.url, pathName);
	const control = async (method, pathName, body) => {
		const response = await fetch(`${emulator.url}${pathName}`, {
			method,
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify(body),
		});
		return { status: response.status, data: (await response.json()).data };
	};

	await check(
		'Example (a): the scheduled post uploads the image file and posts it; the emulator holds the post with the image',
		async () => {
			const execution = await runExample('PlatformExample1', 'Every day at 9:00');
			const [media] = output(execution, 'Upload image');
			const [post] = output(execution, 'Post with image');
			const stored = await asApp(
				`/2/posts/${post.id}?post.fields=attachments&expansions=attachments.media_keys`,
			);
			assert(
				stored.data?.text === 'Spring sale: 20% off every running shoe until Sunday.',
				`stored post ${JSON.stringify(stored)}`,
			);
			assert(
				stored.data.attachments?.media_keys?.length === 1 &&
					stored.includes?.media?.[0]?.type === 'photo',
				`attachments ${JSON.stringify(stored)}`,
			);
			assert(
				stored.data.attachments.media_keys[0] === media.media_key,
				`media ${JSON.stringify(media)}, post ${JSON.stringify(stored.data)}`,
			);
			const requests = (await newRequests()).map(
				(entry) => `${entry.method} ${entry.path} ${entry.status}`,
			);
			assert(
				requests.includes('POST /2/media/upload 200') && requests.includes('POST /2/posts 201'),
				`requests ${JSON.stringify(requests)}`,
			);
		},
	);

	await check(
		'Example (b): the product feed CSV becomes 3 products in the catalog, in one request',
		async () => {
			// Example (b) fills the account's first catalog (an account has one): made here unless an
			// earlier suite made it.
			const oauth1 = byType(credentials, 'platformOAuth1Api');
			const catalogs = `${emulator.adsBaseUrl}/12/product_catalogs`;
			if (!(await oauth1Fetch(oauth1, 'GET', catalogs)).data.length)
				await oauth1Fetch(oauth1, 'POST', `${catalogs}?name=Shop%20feed`);
			const catalogId = (await oauth1Fetch(oauth1, 'GET', catalogs)).data[0].id;
			await newRequests();
			const execution = await runExample('PlatformExample2', 'When clicking "Execute workflow"');
			const results = output(execution, 'Create or update products').map((item) => [
				item.id,
				item.status,
			]);
			assert(
				JSON.stringify(results) ===
					JSON.stringify([
						['SHOE-1', 'CREATE_SUCCESS'],
						['SHOE-2', 'CREATE_SUCCESS'],
						['SPIKE-1', 'CREATE_SUCCESS'],
					]),
				`results ${JSON.stringify(results)}`,
			);
			const puts = (await newRequests()).filter(
				(entry) =>
					entry.method === 'PUT' && entry.path === `/ads/12/product_catalogs/${catalogId}/products`,
			);
			assert(
				puts.length === 1 && puts[0].status === 200,
				`product requests ${JSON.stringify(puts.map((entry) => entry.status))}`,
			);
			const { data } = await oauth1Fetch(oauth1, 'GET', `${catalogs}/${catalogId}/products`);
			const stored = data
				.filter((product) => /^(SHOE|SPIKE)-/.test(product.id))
				.map((product) => [
					product.id,
					product.price,
					product.availability,
					product.brand,
					product.inventory,
				]);
			assert(
				JSON.stringify(stored) ===
					JSON.stringify([
						['SHOE-1', '89.00 USD', 'in stock', 'Emu Outdoor', '14'],
						['SHOE-2', '79.50 USD', 'in stock', 'Emu Outdoor', '6'],
						['SPIKE-1', '120.00 USD', 'out of stock', 'Emu Outdoor', '0'],
					]),
				`products in the catalog ${JSON.stringify(data)}`,
			);
		},
	);

	await check(
		'Example (c): the CRM export CSV is added to the custom audience as SHA-256 hashes, in one request, nothing raw sent',
		async () => {
			const execution = await runExample('PlatformExample3', 'When clicking "Execute workflow"');
			const items = output(execution, 'Add to custom audience');
			assert(
				items.length === 4 &&
					items.every((item) => item.batch?.success_count === 4 && item.batch.number === 1),
				`items ${JSON.stringify(items)}`,
			);
			const requests = (await newRequests()).filter(
				(entry) => entry.path === '/ads/12/accounts/18ce54d4x5t/custom_audiences/1nmth/users',
			);
			assert(
				requests.length === 1 && requests[0].status === 200,
				`requests ${JSON.stringify(requests.map((entry) => entry.status))}`,
			);
			const { data } = await (await fetch(`${emulator.url}/__emulator/ads-audience-users`)).json();
			const members = data.members['audience:1nmth'];
			const wanted = [
				`email:${sha256('ann.lee@example.com')}`,
				`email:${sha256('carla@example.org')}`,
				`phone_number:${sha256('14155551212')}`,
				`phone_number:${sha256('49301234567')}`,
				'partner_user_id:CRM-1004',
			];
			for (const member of wanted)
				assert(
					members.includes(member),
					`the audience lacks ${member}: ${JSON.stringify(members)}`,
				);
			const stored = JSON.stringify(data.members);
			for (const raw of [
				'Ann.Lee@Example.com',
				'ann.lee@example.com',
				'carla@example.org',
				'4930 1234567',
			])
				assert(!stored.includes(raw), `the emulator holds the raw value ${raw}`);
		},
	);

	await check(
		'Example (d): activated, new mentions start one run; the one asking for help gets a reply, the other none',
		async () => {
			const id = 'PlatformExample4';
			const token = (await control('POST', '/__emulator/users/2244994945/token', {})).data.token;
			const asDev = async (text) =>
				(
					await (
						await fetch(`${emulator.url}/2/posts`, {
							method: 'POST',
							headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
							body: JSON.stringify({ text }),
						})
					).json()
				).data;
			await h.setWorkflowActive(rest, id, true);
			try {
				// Activation polls once and records the newest mention; what comes after is new.
				await new Promise((resolve) => setTimeout(resolve, 3000));
				const help = await asDev('@emulator_user help please, my order is late');
				await asDev('@emulator_user love the new shoes');
				const deadline = Date.now() + NEXT_POLL_MS;
				let executions = [];
				while (
					Date.now() < deadline &&
					!(executions.length && !['new', 'running'].includes(executions[0].status))
				) {
					executions = await h.listExecutions(rest, id);
					await new Promise((resolve) => setTimeout(resolve, 500));
				}
				await new Promise((resolve) => setTimeout(resolve, 6000));
				executions = await h.listExecutions(rest, id);
				assert(
					executions.length === 1 && executions[0].status === 'success',
					`executions ${JSON.stringify(executions.map((e) => [e.id, e.status]))}`,
				);
				const execution = await h.getExecution(rest, executions[0].id);
				const mentions = output(execution, 'On new mention');
				const replies = output(execution, 'Reply');
				assert(mentions.length === 2, `mentions ${JSON.stringify(mentions)}`);
				assert(replies.length === 1, `replies ${JSON.stringify(replies)}`);
				const stored = await asApp(`/2/posts/${replies[0].id}?post.fields=referenced_posts`);
				assert(
					stored.data?.referenced_posts?.[0]?.id === help.id &&
						stored.data.text.startsWith('Thanks @platformdev'),
					`reply ${JSON.stringify(stored)}`,
				);
			} finally {
				await h.setWorkflowActive(rest, id, false);
			}
		},
	);

	await check(
		'Example (e): the weekly keyword report writes the rows of the search, one per day of the last 7 days (its default window), with no Code node',
		async () => {
			fs.rmSync(REPORT, { force: true });
			const execution = await runExample('PlatformExample5', 'Every Monday at 8:00');
			const [header, ...rows] = fs.readFileSync(REPORT, 'utf8').trim().split('\n');
			assert(header === 'keywords,date,postVolume', `header ${header}`);
			const cells = rows.map((row) => /^"running shoes, trail running",([\d-]+),(\d+)$/.exec(row));
			assert(cells.every(Boolean), `rows ${JSON.stringify(rows)}`);
			// The UTC day the run started in (not the check's: a run just before midnight).
			const today = new Date(new Date(execution.startedAt).toISOString().slice(0, 10));
			const days = cells.map(([, day]) => day);
			const expected = Array.from({ length: 7 }, (_, n) =>
				new Date(today.getTime() - (7 - n) * 86_400_000).toISOString().slice(0, 10),
			);
			assert(
				JSON.stringify(days) === JSON.stringify(expected),
				`days ${JSON.stringify(days)}, expected ${JSON.stringify(expected)}`,
			);
			const [search] = (await newRequests()).filter(
				(entry) => entry.path === '/ads/12/insights/keywords/search',
			);
			assert(
				search?.status === 200 &&
					search.query.keywords === 'running shoes,trail running' &&
					search.query.granularity === 'DAY' &&
					search.query.start_time === `${expected[0]}T00:00:00Z` &&
					search.query.end_time === `${today.toISOString().slice(0, 10)}T00:00:00Z`,
				`search ${JSON.stringify(search?.query)}`,
			);
		},
	);

	await check(
		'Example (f): activated, each platform event gives one alert run; deactivated, nothing is left on the emulator',
		async () => {
			const id = 'PlatformExample6';
			await h.setWorkflowActive(rest, id, true);
			try {
				const published = await control('POST', '/__emulator/events', {
					event_type: 'post.create',
					user_id: USER,
					payload: { text: 'Our spring sale is live' },
				});
				const ours =
					published.data?.deliveries?.filter((delivery) => delivery.status === 200) ?? [];
				assert(
					published.status === 201 && ours.length >= 1,
					`publish ${JSON.stringify(published)}`,
				);
				const deadline = Date.now() + 30_000;
				let executions = [];
				while (
					Date.now() < deadline &&
					!(executions.length && executions[0].status === 'success')
				) {
					executions = await h.listExecutions(rest, id);
					await new Promise((resolve) => setTimeout(resolve, 300));
				}
				assert(executions.length === 1, `${executions.length} executions`);
				const [alert] = output(
					await h.getExecution(rest, executions[0].id),
					'Send the alert (replace me)',
				);
				assert(
					alert?.alert === `post.create by user ${USER}: Our spring sale is live`,
					`alert ${JSON.stringify(alert)}`,
				);
			} finally {
				await h.setWorkflowActive(rest, id, false);
			}
			const left =
				(await asApp('/2/activity/subscriptions')).data?.filter(
					(subscription) => subscription.tag === 'marketing-alerts',
				) ?? [];
			assert(left.length === 0, `subscriptions left ${JSON.stringify(left)}`);
		},
	);

	await check(
		'Example (g): a campaign on fi1usd (50 a day, 500 in all), its line item, three targeting criteria and the newest post promoted',
		async () => {
			const oauth1 = byType(credentials, 'platformOAuth1Api');
			const account = `${emulator.adsBaseUrl}/12/accounts/18ce54d4x5t`;
			await newRequests();
			const execution = await runExample('PlatformExample7', 'When clicking "Execute workflow"');
			const [campaign] = output(execution, 'Create campaign');
			const [lineItem] = output(execution, 'Create line item');
			const sent = (await newRequests()).filter(
				(entry) =>
					entry.method === 'POST' && entry.path.startsWith('/ads/12/accounts/18ce54d4x5t/'),
			);
			const posted = (name) => sent.filter((entry) => entry.path.endsWith(`/${name}`));
			const [campaignRequest] = posted('campaigns');
			assert(
				posted('campaigns').length === 1 &&
					campaignRequest.status < 300 &&
					campaignRequest.query.funding_instrument_id === 'fi1usd' &&
					campaignRequest.query.daily_budget_amount_local_micro === '50000000' &&
					campaignRequest.query.total_budget_amount_local_micro === '500000000',
				`campaign request ${JSON.stringify(posted('campaigns'))}`,
			);
			const stored = (await oauth1Fetch(oauth1, 'GET', `${account}/campaigns/${campaign.id}`)).data;
			assert(
				stored?.funding_instrument_id === 'fi1usd' &&
					stored.daily_budget_amount_local_micro === 50_000_000 &&
					stored.total_budget_amount_local_micro === 500_000_000,
				`stored campaign ${JSON.stringify(stored)}`,
			);
			const [storedLine] = (
				await oauth1Fetch(oauth1, 'GET', `${account}/line_items?line_item_ids=${lineItem.id}`)
			).data;
			assert(
				storedLine?.campaign_id === campaign.id &&
					storedLine.product_type === 'PROMOTED_POSTS' &&
					posted('line_items').length === 1,
				`stored line item ${JSON.stringify(storedLine)}`,
			);
			const criteria = posted('targeting_criteria').map((entry) => [
				entry.status < 300,
				entry.query.line_item_id,
				entry.query.targeting_type,
				entry.query.targeting_value,
			]);
			assert(
				JSON.stringify(criteria) ===
					JSON.stringify([
						[true, lineItem.id, 'LOCATION', '96683cc9126741d1'],
						[true, lineItem.id, 'INTEREST', '1052'],
						[true, lineItem.id, 'INTEREST', '1050'],
					]),
				`targeting criteria ${JSON.stringify(criteria)}`,
			);
			const posts = (
				await oauth1Fetch(oauth1, 'GET', `${account}/posts?post_type=PUBLISHED&count=1000`)
			).data;
			const newest = [...posts].sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
			const promotions = posted('promoted_posts').map((entry) => [
				entry.status < 300,
				entry.query.line_item_id,
				entry.query.post_ids,
			]);
			assert(
				posts.length > 1 &&
					JSON.stringify(promotions) ===
						JSON.stringify([[true, lineItem.id, String(newest.post_id)]]),
				`promoted posts ${JSON.stringify(promotions)}, newest ${newest?.post_id}`,
			);
			const [promoted] = output(execution, 'Promote the post');
			assert(
				promoted?.line_item_id === lineItem.id &&
					String(promoted.post_id) === String(newest.post_id),
				`promoted post ${JSON.stringify(promoted)}`,
			);
		},
	);

	await check(
		"Example (h): the daily campaign report writes one row per line item that delivered yesterday (in the account's days, when it ran), with spend in currency and rates, equal to the emulator's metrics",
		async () => {
			const oauth1 = byType(credentials, 'platformOAuth1Api');
			fs.rmSync(DAILY_REPORT, { force: true });
			await newRequests();
			const execution = await runExample('PlatformExample8', 'Every morning at 7:00');
			const rows = csvRows(fs.readFileSync(DAILY_REPORT, 'utf8'));
			const requests = await newRequests();
			const stats = requests.filter((entry) => entry.path === STATS);
			const active = requests.filter((entry) => entry.path === `${STATS}/active_entities`);
			assert(
				active.length === 1 && stats.length >= 1 && stats.every((entry) => entry.status === 200),
				`requests ${JSON.stringify(requests.map((entry) => `${entry.method} ${entry.path} ${entry.status}`))}`,
			);
			// "Yesterday" is the day before the one the run started in, in the account's zone: read
			// from the run's own start, so the check holds at any hour, the account's midnight too.
			const { start_time: start, end_time: end } = active[0].query;
			const ranAt = Date.parse(execution.startedAt);
			const { timezone } = (
				await oauth1Fetch(oauth1, 'GET', `${emulator.adsBaseUrl}/12/accounts/${ADS_ACCOUNT}`)
			).data;
			assert(
				isMidnightIn(timezone, Date.parse(end)) &&
					Date.parse(end) <= ranAt &&
					ranAt - Date.parse(end) < 86_400_000 &&
					Date.parse(end) - Date.parse(start) === 86_400_000,
				`active entities asked for ${start} to ${end}; the run started at ${execution.startedAt} (${timezone})`,
			);
			// What the emulator counts as changed in that window, asked as the platform is: the
			// window is over, so this is what it was when the run asked. A line item whose metrics
			// another suite changed later (the admin metric routes record the change in the hour
			// they are made) is not active then, whichever hours the change names.
			const activeThen = (
				await oauth1Fetch(
					oauth1,
					'GET',
					`${emulator.adsBaseUrl}/12/stats/accounts/${ADS_ACCOUNT}/active_entities?entity=LINE_ITEM&start_time=${start}&end_time=${end}`,
				)
			).data;
			const delivered = [];
			for (const placement of ['ALL_ON_PLATFORM', 'PUBLISHER_NETWORK']) {
				const ids = activeThen
					.filter((entity) => entity.placements.includes(placement))
					.map((entity) => entity.entity_id);
				for (let first = 0; first < ids.length; first += 20)
					for (const entity of await emulatorMetrics(emulator, ids.slice(first, first + 20), {
						start_time: start,
						end_time: end,
						granularity: 'DAY',
						placement,
					}))
						if (firstBucket(entity, 'impressions') !== null)
							delivered.push({ ...entity, placement });
			}
			const keyOf = (id, placement) => `${id} ${placement}`;
			// The reporting campaign's line items deliver every hour: the report is never empty.
			assert(
				delivered.some((entity) => REPORTING_LINE_ITEM.test(entity.id)) &&
					JSON.stringify(rows.map((row) => keyOf(row.id, row.placement)).sort()) ===
						JSON.stringify(delivered.map((entity) => keyOf(entity.id, entity.placement)).sort()),
				`rows ${JSON.stringify(rows.map((row) => keyOf(row.id, row.placement)))}, delivered yesterday ${JSON.stringify(delivered.map((entity) => keyOf(entity.id, entity.placement)))}`,
			);
			for (const entity of delivered) {
				const row = rows.find((one) => one.id === entity.id && one.placement === entity.placement);
				const spend = firstBucket(entity, 'billed_charge_local_micro');
				const impressions = firstBucket(entity, 'impressions');
				const clicks = firstBucket(entity, 'clicks');
				assert(
					Number(row.spend) === (spend ?? 0) / 1e6 &&
						Number(row.impressions) === impressions &&
						Number(row.clicks) === clicks &&
						// In percent, to 2 decimals.
						Number(row.clickRatePercent) === Math.round((clicks / impressions) * 1e4) / 100 &&
						row.name &&
						!('billed_charge_local_micro' in row),
					`row ${JSON.stringify(row)}, emulator ${JSON.stringify(entity)}`,
				);
			}
		},
	);

	await check(
		'Example (i): exactly the line items whose cost per click over the last 3 days is above the target are paused; the others stay active',
		async () => {
			const oauth1 = byType(credentials, 'platformOAuth1Api');
			const account = `${emulator.adsBaseUrl}/12/accounts/${ADS_ACCOUNT}`;
			await newRequests();
			await runExample('PlatformExample9', 'Every day at 8:00');
			const requests = await newRequests();
			const stats = requests.filter((entry) => entry.path === STATS);
			assert(
				stats.length >= 1 && stats.every((entry) => entry.status === 200),
				`stats requests ${JSON.stringify(stats.map((entry) => [entry.status, entry.query]))}`,
			);
			const { start_time: start, end_time: end } = stats[0].query;
			assert(
				Date.parse(end) - Date.parse(start) === 3 * 86_400_000 &&
					stats.every((entry) => entry.query.granularity === 'TOTAL'),
				`the stats cover ${start} to ${end}`,
			);
			const campaignLineItems = (
				await oauth1Fetch(oauth1, 'GET', `${account}/line_items?campaign_ids=c7&count=1000`)
			).data;
			const ids = campaignLineItems.map((lineItem) => lineItem.id);
			const expensive = [];
			for (let first = 0; first < ids.length; first += 20)
				for (const entity of await emulatorMetrics(emulator, ids.slice(first, first + 20), {
					start_time: start,
					end_time: end,
					granularity: 'TOTAL',
				})) {
					const clicks = firstBucket(entity, 'clicks');
					const spend = firstBucket(entity, 'billed_charge_local_micro');
					// The rows' cost per click is in the currency's decimals (USD: 2).
					const costPerClick = clicks && Math.round((spend ?? 0) / clicks / 1e4) / 100;
					if (clicks && costPerClick > TARGET_COST_PER_CLICK) expensive.push(entity.id);
				}
			assert(
				expensive.length > 0 && expensive.length < ids.length,
				`${expensive.length} of ${ids.length} line items are above the target: the check would prove nothing`,
			);
			const updated = requests
				.filter(
					(entry) =>
						entry.method === 'PUT' &&
						entry.path.startsWith(`/ads/12/accounts/${ADS_ACCOUNT}/line_items/`),
				)
				.map((entry) => [entry.path.split('/').pop(), entry.query.entity_status, entry.status]);
			assert(
				JSON.stringify(updated.map(([id]) => id).sort()) ===
					JSON.stringify([...expensive].sort()) &&
					updated.every(([, status, code]) => status === 'PAUSED' && code === 200),
				`updates ${JSON.stringify(updated)}, expected ${JSON.stringify(expensive)}`,
			);
			const now = (
				await oauth1Fetch(oauth1, 'GET', `${account}/line_items?campaign_ids=c7&count=1000`)
			).data;
			const wrong = now.filter(
				(lineItem) => (lineItem.entity_status === 'PAUSED') !== expensive.includes(lineItem.id),
			);
			assert(wrong.length === 0, `line items in the wrong state ${JSON.stringify(wrong)}`);
		},
	);
}

module.exports = { workflows, run };
