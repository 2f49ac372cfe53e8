'use strict';
// Platform Ads > Custom Audience User and Do-Not-Reach List inside n8n: users mapped from several
// items with expressions are normalized and hashed by the node; the emulator (which refuses any
// identifier that is not a SHA-256 hash) stores what it received; nothing raw reaches it.
const { createHash } = require('node:crypto');

const { ADS_ACCOUNT: ACCOUNT, adsNodes, chain, codeNode, locator } = require('../workflows');

const PEOPLE = [
	{ email: ' Ann@Example.com ', phone: '+1 (415) 555-1212', handle: '@AdsAPI', crm: 'CRM-1' },
	{ email: 'bob@example.com', phone: '0044 20 7183 8750', handle: '', crm: '' },
	{ email: '', phone: '', handle: 'Jack', crm: 'CRM-3' },
];
const sha = (text) => createHash('sha256').update(text).digest('hex');

function workflows(credentials) {
	const ads = adsNodes(credentials);
	const people = codeNode('People', `return ${JSON.stringify(PEOPLE)}.map((json) => ({ json }));`);
	return [
		chain('PlatformAdsAud01', 'Ads audience users', [
			people,
			ads('Add to audience', {
				resource: 'customAudienceUser',
				operation: 'add',
				accountId: locator(ACCOUNT),
				customAudienceId: locator('1nmth'),
				email: '={{ $json.email }}',
				phoneNumber: '={{ $json.phone }}',
				handle: '={{ $json.handle }}',
				partnerUserId: '={{ $json.crm }}',
				userOptions: { expiresAt: '2031-01-01T00:00:00Z' },
			}),
			ads('Add to do-not-reach list', {
				resource: 'doNotReachList',
				operation: 'addUsers',
				accountId: locator(ACCOUNT),
				doNotReachListId: locator('dnr1a'),
				email: "={{ $('People').item.json.email || 'carl@example.com' }}",
				phoneNumber: "={{ $('People').item.json.phone }}",
			}),
		]),
	];
}

async function run({ h, check, assert, rest, emulator, newRequests }) {
	await check(
		'Ads audience users: 3 mapped items hashed by the node, one request each endpoint, stored as hashes',
		async () => {
			const execution = await h.runWorkflowInServer(rest, 'PlatformAdsAud01', 'Start');
			assert(
				execution.status === 'success',
				`execution status ${execution.status}: ${JSON.stringify(execution.data.resultData.error?.message)}`,
			);
			const out = (node) => execution.data.resultData.runData[node][0].data.main[0];
			const added = out('Add to audience').map((item) => [
				item.json.operation_type,
				JSON.stringify(item.json.identifier_counts),
				item.json.expires_at,
				item.json.batch?.success_count,
				item.pairedItem.item,
			]);
			const expected = [
				[
					'Update',
					'{"email":1,"phone_number":1,"handle":1,"partner_user_id":1}',
					'2031-01-01T00:00:00Z',
					3,
					0,
				],
				['Update', '{"email":1,"phone_number":1}', '2031-01-01T00:00:00Z', 3, 1],
				['Update', '{"handle":1,"partner_user_id":1}', '2031-01-01T00:00:00Z', 3, 2],
			];
			assert(
				JSON.stringify(added) === JSON.stringify(expected),
				`audience output ${JSON.stringify(added)}`,
			);
			const listed = out('Add to do-not-reach list').map((item) => [
				item.json.do_not_reach_list_id,
				JSON.stringify(item.json.identifier_counts),
				item.pairedItem.item,
			]);
			assert(
				JSON.stringify(listed) ===
					JSON.stringify([
						['dnr1a', '{"email":1,"phone_number":1}', 0],
						['dnr1a', '{"email":1,"phone_number":1}', 1],
						['dnr1a', '{"email":1}', 2],
					]),
				`list output ${JSON.stringify(out('Add to do-not-reach list').map((item) => item.json))}`,
			);

			const requests = (await newRequests()).filter((entry) => entry.path.startsWith('/ads/12/'));
			const seen = requests.map(
				(entry) => `${entry.method} ${entry.path} ${entry.status} ${entry.auth.scheme}`,
			);
			assert(
				JSON.stringify(seen) ===
					JSON.stringify([
						`POST /ads/12/accounts/${ACCOUNT}/custom_audiences/1nmth/users 200 oauth1`,
						`POST /ads/12/batch/accounts/${ACCOUNT}/do_not_reach_lists/dnr1a/users 200 oauth1`,
					]),
				`requests ${JSON.stringify(seen)}`,
			);

			const { data } = await (await fetch(`${emulator.url}/__emulator/ads-audience-users`)).json();
			const audience = data.members['audience:1nmth'];
			const wanted = [
				`email:${sha('ann@example.com')}`,
				`email:${sha('bob@example.com')}`,
				`phone_number:${sha('14155551212')}`,
				`phone_number:${sha('442071838750')}`,
				`handle:${sha('adsapi')}`,
				`handle:${sha('jack')}`,
				'partner_user_id:CRM-1',
				'partner_user_id:CRM-3',
			].sort();
			assert(
				JSON.stringify(audience) === JSON.stringify(wanted),
				`audience members ${JSON.stringify(audience)}`,
			);
			const list = data.members['list:dnr1a'];
			assert(
				list.length === 5 &&
					list.includes(`email:${sha('carl@example.com')}`) &&
					list.includes(`phone_number:${sha('442071838750')}`),
				`list members ${JSON.stringify(list)}`,
			);
			const stored = JSON.stringify(data.members);
			for (const raw of [
				'ann@example.com',
				'Ann@Example.com',
				'bob@example.com',
				'14155551212',
				'442071838750',
				'adsapi',
				'AdsAPI',
			]) {
				assert(!stored.includes(raw), 'a raw identifier reached the emulator');
			}
		},
	);
}

module.exports = { workflows, run };
