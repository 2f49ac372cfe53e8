'use strict';
// The trigger-attacks suite's checks of what the trigger asked for: correctly signed deliveries
// of events it never subscribed to (another user, type, tag, shape, account, or a real delivery
// of another workflow of the same app) are answered 200 {ignored} and start no run; times in
// every form the platform sends; an id-less account-activity entry sent again with its keys in
// another order; and what n8n answers a delivery over its body limit.
const { randomUUID } = require('node:crypto');

const { SIGNATURE_HEADER, sign } = require('./activityDeliveries');
const { rawPost, settledRuns } = require('./triggerAttack');

/**
 * `attack` names the suite's activity trigger (post.create of `user`, tagged `tag`), `other` a
 * second workflow on the same user and type with its own tag and raw bodies in its items, and
 * `account` an account-activity trigger of `user`: each `{id, url}`.
 */
async function checkSubscribedEvents({
	h,
	check,
	assert,
	rest,
	emulator,
	secret,
	attack,
	other,
	account,
	user,
	tag,
	figures,
}) {
	const signed = (url, raw) =>
		rawPost(url, Buffer.from(raw), {
			'content-type': 'application/json',
			[SIGNATURE_HEADER]: sign(raw, secret),
		});
	const parsed = (answer) => {
		try {
			return JSON.parse(answer.text);
		} catch {
			return { text: answer.text.slice(0, 200) };
		}
	};
	const activity = (data = {}) =>
		JSON.stringify({
			data: {
				event_type: 'post.create',
				event_uuid: randomUUID(),
				filter: { user_id: user },
				tag,
				payload: { text: 'attack' },
				...data,
			},
		});
	const OTHER_USER = '2244994945';
	const streamMatch = JSON.stringify({
		data: { id: '1500000000000009001', text: 'rocket', created_at: new Date().toISOString() },
		matching_rules: [{ id: '1', tag: 'rockets (n8n workflow PlatformAttack01 0a1b2c3d)' }],
	});
	const accountEntry = (forUserId) =>
		JSON.stringify({
			for_user_id: forUserId,
			favorite_events: [{ id: randomUUID(), created_at: new Date().toISOString() }],
		});

	const expectAnswers = async (cases, expected) => {
		const wrong = [];
		for (const [name, url, raw] of cases) {
			const answer = await signed(url, raw);
			const body = parsed(answer);
			if (!expected(answer, body))
				wrong.push(`${name}: ${answer.status} ${answer.text.slice(0, 200)}`);
		}
		return wrong;
	};

	await check(
		'Trigger attacks: signed events of another user, type, tag, shape or account are answered 200 {ignored} and start no run',
		async () => {
			const before = [await settledRuns(rest, attack.id), await settledRuns(rest, account.id)];
			const wrong = await expectAnswers(
				[
					['another user', attack.url, activity({ filter: { user_id: OTHER_USER } })],
					['another event type', attack.url, activity({ event_type: 'post.delete' })],
					["another workflow's tag", attack.url, activity({ tag: 'someone-else' })],
					['a stream-rule match', attack.url, streamMatch],
					['account activity', attack.url, accountEntry(user)],
					['an activity event to account activity', account.url, activity()],
					['another account', account.url, accountEntry(OTHER_USER)],
				],
				(answer, body) =>
					answer.status === 200 &&
					answer.type.startsWith('application/json') &&
					typeof body.ignored === 'string',
			);
			assert(wrong.length === 0, wrong.join('; '));
			const after = [await settledRuns(rest, attack.id), await settledRuns(rest, account.id)];
			assert(
				JSON.stringify(after) === JSON.stringify(before),
				`runs ${JSON.stringify(before)} -> ${JSON.stringify(after)}`,
			);
		},
	);

	await check(
		'Trigger attacks: a real delivery of another workflow of the same app, sent to this one, starts no run here',
		async () => {
			const before = [await settledRuns(rest, attack.id), await settledRuns(rest, other.id)];
			const published = await fetch(`${emulator.url}/__emulator/events`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify({
					event_type: 'post.create',
					user_id: user,
					payload: { text: 'real event' },
				}),
			});
			assert(published.status === 201, `publish: ${published.status}`);
			const afterEvent = [await settledRuns(rest, attack.id), await settledRuns(rest, other.id)];
			assert(
				afterEvent[0] === before[0] + 1 && afterEvent[1] === before[1] + 1,
				`each workflow runs once for its own delivery: ${JSON.stringify(before)} -> ${JSON.stringify(afterEvent)}`,
			);
			// The other workflow's delivery, as it arrived (its items carry the raw body).
			const [latest] = await h.listExecutions(rest, other.id);
			const execution = await h.getExecution(rest, latest.id);
			const raw =
				execution.data.resultData.runData['Activity Trigger'][0].data.main[0][0].json.raw_body;
			assert(
				typeof raw === 'string' && raw.includes('real event'),
				`raw body ${String(raw).slice(0, 200)}`,
			);
			const here = await signed(attack.url, raw);
			assert(
				here.status === 200 && typeof parsed(here).ignored === 'string',
				`sent to this workflow: ${here.status} ${here.text.slice(0, 200)}`,
			);
			const there = await signed(other.url, raw);
			assert(
				parsed(there).duplicate === true,
				`sent back: ${there.status} ${there.text.slice(0, 200)}`,
			);
			const after = [await settledRuns(rest, attack.id), await settledRuns(rest, other.id)];
			assert(
				JSON.stringify(after) === JSON.stringify(afterEvent),
				`runs ${JSON.stringify(afterEvent)} -> ${JSON.stringify(after)}`,
			);
		},
	);

	await check(
		'Trigger attacks: times as ISO, the older date format, epoch seconds and milliseconds (numbers and digits) are read; old, future and unreadable ones start no run',
		async () => {
			const before = await settledRuns(rest, attack.id);
			const now = Date.now();
			const [weekday, day, month, year, clock] = new Date(now)
				.toUTCString()
				.replace(',', '')
				.split(' ');
			const taken = [
				['ISO', new Date(now).toISOString()],
				['the older date format', `${weekday} ${month} ${day} ${clock} +0000 ${year}`],
				['milliseconds', now],
				['seconds', Math.floor(now / 1000)],
				['milliseconds as digits', String(now)],
				['seconds as digits', String(Math.floor(now / 1000))],
			].map(([name, time]) => [`${name}, now`, attack.url, activity({ created_at: time })]);
			const refused = [
				['milliseconds of 2019', 1551441600000],
				['seconds of 2019', 1551441600],
				['the older date format, 2018', 'Wed Oct 10 20:19:24 +0000 2018'],
				['the year 2100', '2100-01-01T00:00:00Z'],
				['ten minutes ahead', new Date(now + 600_000).toISOString()],
				['unreadable', 'yesterday at noon'],
			].map(([name, time]) => [name, attack.url, activity({ created_at: time })]);
			const wrong = [
				...(await expectAnswers(
					taken,
					(answer, body) => answer.status === 200 && body.accepted === true,
				)),
				...(await expectAnswers(
					refused,
					(answer, body) => answer.status === 400 && typeof body.error === 'string',
				)),
			];
			assert(wrong.length === 0, wrong.join('; '));
			const after = await settledRuns(rest, attack.id);
			assert(after === before + taken.length, `${after - before} runs, expected ${taken.length}`);
		},
	);

	await check(
		'Trigger attacks: an id-less account-activity entry sent again with its keys in another order starts no second run',
		async () => {
			const before = await settledRuns(rest, account.id);
			const at = new Date().toISOString();
			const first = JSON.stringify({
				for_user_id: user,
				follow_events: [
					{
						type: 'follow',
						created_at: at,
						source: { id: '7', name: 'n' },
						target: { id: user },
					},
				],
			});
			const reordered = JSON.stringify({
				follow_events: [
					{
						target: { id: user },
						source: { name: 'n', id: '7' },
						created_at: at,
						type: 'follow',
					},
				],
				for_user_id: user,
			});
			const one = await signed(account.url, first);
			const two = await signed(account.url, reordered);
			assert(parsed(one).accepted === true, `first: ${one.status} ${one.text.slice(0, 200)}`);
			assert(parsed(two).duplicate === true, `reordered: ${two.status} ${two.text.slice(0, 200)}`);
			const after = await settledRuns(rest, account.id);
			assert(after === before + 1, `${after - before} runs, expected 1`);
		},
	);

	await check(
		"Trigger attacks: a 17 MB signed delivery (over n8n's 16 MB body limit) starts no run and n8n stays healthy",
		async () => {
			const before = await settledRuns(rest, attack.id);
			const answer = await signed(
				attack.url,
				activity({ payload: { text: 'x'.repeat(17 * 1024 * 1024) } }),
			);
			figures.oversized = `${answer.status} ${answer.type.split(';')[0]} ${answer.text.slice(0, 120)}`;
			console.log(`    a 17 MB delivery: n8n answered ${figures.oversized}`);
			assert(answer.status >= 400, `17 MB: ${figures.oversized}`);
			const after = await settledRuns(rest, attack.id);
			assert(after === before, `${after - before} runs`);
			const healthy = await fetch(`${attack.url.split('/webhook/')[0]}/healthz`);
			assert(healthy.status === 200, `healthz ${healthy.status}`);
		},
	);
}

module.exports = { checkSubscribedEvents };
