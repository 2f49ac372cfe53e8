'use strict';
// Platform Ads Measurement inside n8n: example (j) sends the shop's orders as purchase conversions,
// twice, and the emulator counts each order once (the order number is the conversion ID); an order
// sent from a panel left as it opens (Map Automatically, Pixel empty) reaches the platform with its
// value and currency; then Web Event Tag Create, Get, Get Many, Update and Delete, each checked on
// its output and request.
const fs = require('node:fs');
const path = require('node:path');

const { EXAMPLES_DIR, fileAccessSetting } = require('../../../examples/examples');
const {
	ADS_ACCOUNT: ACCOUNT,
	byType,
	chain,
	codeNode,
	locator,
	platformNode,
} = require('../workflows');

// The example reads its CSV relative to the repository root, where n8n runs; n8n 2.x reads files
// only in the folders it is told (this runner's n8n inherits the setting).
process.chdir(path.resolve(EXAMPLES_DIR, '..'));
process.env.N8N_RESTRICT_FILE_ACCESS_TO = fileAccessSetting();

const EXAMPLE = 'PlatformExampleJ';
const TAGS = 'PlatformMeasTag01';
const AUTO = 'PlatformMeasConv02';
const AUTO_ORDER = 'SO-E2E-4990';
const PIXEL = 'o8z6j';
const TAGS_PATH = `/ads/12/accounts/${ACCOUNT}/web_event_tags`;
const ORDERS = ['SO-1001', 'SO-1002', 'SO-1003', 'SO-1004'];

function workflows(credentials) {
	const example = JSON.parse(
		fs.readFileSync(path.join(EXAMPLES_DIR, 'j-shop-orders-to-conversions.json'), 'utf8'),
	);
	const oauth1 = byType(credentials, 'platformOAuth1Api');
	const tag = (name, parameters) =>
		platformNode(
			name,
			'platformAdsMeasurement',
			{
				authentication: 'oAuth1',
				resource: 'webEventTag',
				accountId: locator(ACCOUNT),
				...parameters,
			},
			oauth1,
		);
	const created = "={{ $('Create tag').first().json.id }}";
	return [
		example,
		// The panel as it opens: no Value, Currency, Time, Conversion ID or Pixel set.
		chain(AUTO, 'Measurement conversion mapped automatically', [
			codeNode(
				'One order',
				`return [{ json: { email: 'ann@example.com', order_id: '${AUTO_ORDER}', created_at: '2026-03-02T09:12:44Z', value: 49.9, currency: 'USD' } }];`,
			),
			platformNode(
				'Send the order',
				'platformAdsMeasurement',
				{
					authentication: 'oAuth1',
					resource: 'conversion',
					operation: 'send',
					accountId: locator(ACCOUNT),
					eventId: locator('o87ne'),
				},
				oauth1,
			),
		]),
		chain(TAGS, 'Measurement web event tags', [
			tag('Create tag', {
				operation: 'create',
				name: 'Newsletter sign-up',
				type: 'SIGN_UP',
				click_window: 30,
				view_through_window: 7,
				retargeting_enabled: true,
			}),
			tag('Get tag', { operation: 'get', webEventTagId: locator(created) }),
			tag('List tags', { operation: 'getAll', returnAll: true }),
			Object.assign(
				tag('Update tag', {
					operation: 'update',
					webEventTagId: locator(created),
					updateFields: { view_through_window: 30 },
				}),
				{ executeOnce: true },
			),
			Object.assign(tag('Delete tag', { operation: 'delete', webEventTagId: locator(created) }), {
				executeOnce: true,
			}),
		]),
	];
}

async function run({ h, check, assert, rest, emulator, newRequests }) {
	const counts = async () =>
		(await (await fetch(`${emulator.url}/__emulator/conversions`)).json()).data;
	const output = (execution, node) =>
		execution.data.resultData.runData[node][0].data.main[0].map((item) => item.json);

	await check(
		'Example (j) run twice: 4 orders sent as purchase conversions each time, counted once',
		async () => {
			const before = await counts();
			const sent = [];
			for (let run = 1; run <= 2; run++) {
				const execution = await h.runWorkflowInServer(
					rest,
					EXAMPLE,
					'When clicking "Execute workflow"',
				);
				assert(
					execution.status === 'success',
					`run ${run}: ${execution.status} ${JSON.stringify(execution.data?.resultData?.error?.message)}`,
				);
				const items = output(execution, 'Send purchase conversions');
				assert(
					JSON.stringify(items.map((item) => [item.conversion_id, item.conversions_processed])) ===
						JSON.stringify(ORDERS.map((id) => [id, 4])),
					`run ${run} output ${JSON.stringify(items)}`,
				);
				const requests = (await newRequests()).filter((entry) =>
					entry.path.startsWith('/ads/12/measurement/'),
				);
				assert(
					requests.length === 1 &&
						requests[0].path === `/ads/12/measurement/conversions/${PIXEL}` &&
						requests[0].status === 200,
					`run ${run} requests ${JSON.stringify(requests.map((entry) => [entry.path, entry.status]))}`,
				);
				sent.push(items.map((item) => item.conversion_id));
			}
			assert(
				JSON.stringify(sent[0]) === JSON.stringify(sent[1]),
				'the reruns sent other conversion IDs',
			);
			const after = await counts();
			const counted = (after.byEventTag.o87ne ?? 0) - (before.byEventTag.o87ne ?? 0);
			assert(counted === 4, `the emulator counted ${counted} purchases for 4 orders sent twice`);
			assert(
				after.received - before.received === 8,
				`received ${after.received - before.received}`,
			);
		},
	);

	await check(
		'Map Automatically: an order with value 49.9 and currency USD reaches the platform with both, the pixel from its event',
		async () => {
			const execution = await h.runWorkflowInServer(rest, AUTO, 'Start');
			assert(
				execution.status === 'success',
				`${execution.status} ${JSON.stringify(execution.data?.resultData?.error?.message)}`,
			);
			const [item] = output(execution, 'Send the order');
			assert(
				item.pixel_id === PIXEL &&
					item.value === '49.90' &&
					item.price_currency === 'USD' &&
					item.fields_used?.value === 'value' &&
					item.fields_used?.price_currency === 'currency' &&
					item.fields_used?.conversion_id === 'order_id',
				`output ${JSON.stringify(item)}`,
			);
			const { counted } = await counts();
			const received = counted.find((conversion) => conversion.conversion_id === AUTO_ORDER);
			assert(
				received?.value === '49.90' && received.price_currency === 'USD',
				`the emulator counted ${JSON.stringify(received)}`,
			);
			await newRequests();
		},
	);

	let execution;
	let requests = [];
	const ran = async () => {
		if (execution) return;
		execution = await h.runWorkflowInServer(rest, TAGS, 'Start');
		assert(
			execution.status === 'success',
			`${execution.status} ${JSON.stringify(execution.data?.resultData?.error?.message)}`,
		);
		requests = (await newRequests()).filter((entry) => entry.path.startsWith(TAGS_PATH));
	};
	const requestOf = (method, pathName) =>
		requests.filter((entry) => entry.method === method && entry.path === pathName);

	await check(
		'Web Event Tag > Create: POST with the five values, the new tag UNVERIFIED',
		async () => {
			await ran();
			const [tag] = output(execution, 'Create tag');
			assert(
				tag.name === 'Newsletter sign-up' &&
					tag.status === 'UNVERIFIED' &&
					tag.website_tag_id === PIXEL,
				`created ${JSON.stringify(tag)}`,
			);
			const [post] = requestOf('POST', TAGS_PATH);
			assert(
				post?.query.click_window === '30' &&
					post.query.view_through_window === '7' &&
					post.query.type === 'SIGN_UP',
				`POST ${JSON.stringify(post?.query)}`,
			);
		},
	);

	await check('Web Event Tag > Get: the created tag by its ID', async () => {
		await ran();
		const created = output(execution, 'Create tag')[0].id;
		const [tag] = output(execution, 'Get tag');
		assert(tag.id === created && tag.type === 'SIGN_UP', `got ${JSON.stringify(tag)}`);
		assert(requestOf('GET', `${TAGS_PATH}/${created}`).length >= 1, 'no GET of the tag');
	});

	await check(
		'Web Event Tag > Get Many: Return All lists the seeded tags and the new one',
		async () => {
			await ran();
			const created = output(execution, 'Create tag')[0].id;
			const ids = output(execution, 'List tags').map((tag) => tag.id);
			assert(
				['o87ne', 'o87nf', 'o87ng', created].every((id) => ids.includes(id)),
				`listed ${JSON.stringify(ids)}`,
			);
			assert(requestOf('GET', TAGS_PATH).length >= 1, 'no list request');
		},
	);

	await check(
		'Web Event Tag > Update: one window changed, compared with the stored one, then PUT',
		async () => {
			await ran();
			const created = output(execution, 'Create tag')[0].id;
			const [tag] = output(execution, 'Update tag');
			assert(
				tag.view_through_window === 30 && tag.click_window === 30,
				`updated ${JSON.stringify(tag)}`,
			);
			const [put] = requestOf('PUT', `${TAGS_PATH}/${created}`);
			assert(
				JSON.stringify(put?.query) === '{"view_through_window":"30"}',
				`PUT ${JSON.stringify(put?.query)}`,
			);
		},
	);

	await check('Web Event Tag > Delete: the tag answered with deleted=true', async () => {
		await ran();
		const created = output(execution, 'Create tag')[0].id;
		const [tag] = output(execution, 'Delete tag');
		assert(tag.id === created && tag.deleted === true, `deleted ${JSON.stringify(tag)}`);
		assert(requestOf('DELETE', `${TAGS_PATH}/${created}`).length === 1, 'no DELETE');
	});
}

module.exports = { workflows, run };
