import { serverError } from '../emulator/faults';
import { postWeight } from '../emulator/weightedLength';
import { nodeHarness } from '../helpers/nodeHarness';
import { seedMedia, seedPost } from './postFixtures';
import { LONG_TEXT } from './postThreadText';

const { emulator, run, requests } = nodeHarness('core', { emulatorPerTest: true });
const ME = () => emulator().seed.userId;
beforeEach(() => {
	seedMedia(emulator(), '1455952740635586573');
	seedMedia(emulator(), '1455952740635586574');
	seedPost(emulator(), { id: '1500000000000000201', text: 'a post to answer' }, 10);
});

/** The five parts LONG_TEXT splits into (part 2 is 301 characters long but weighs 236). */
const PARTS = [
	'Our spring campaign starts today and we want to share what we learned while planning it. First, we talked to forty customers about how they choose tools for their marketing work. Most of them said they want fewer steps and clearer reports, not more dashboards to watch.',
	'The full notes are here: https://example.com/research/spring-campaign-customer-interviews-2026?utm_source=thread Second, we rebuilt the onboarding flow so that a new team can publish its first post in minutes. The old flow asked for eleven settings before anything happened, which scared people away.',
	'Now it asks for three, and everything else has a sensible default you can change later on. Third, we measured everything twice, once before and once after each change, to be honest with ourselves.',
	'Sign-ups grew by a third and support questions fell by half during the first two weeks. We wrote the whole story down with charts at blog.example.com/spring-story for anyone curious. Thank you to everyone who tested early versions and told us plainly what did not work.',
	'We could not have done it without you, and we will keep listening to what you tell us. Next month we will share the numbers of the summer plans in the same open way, good or bad.',
];

const lookups = () => [
	{ method: 'GET', path: '/2/users/me', query: {} },
	{
		method: 'GET',
		path: `/2/users/${ME()}/posts`,
		query: { max_results: '100', 'post.fields': 'referenced_posts' },
	},
];

const postRequests = () => requests().filter((request) => request.method === 'POST');
const split = (extra: Record<string, unknown> = {}) => ({
	resource: 'post',
	operation: 'createThread',
	partsFrom: 'split',
	threadText: LONG_TEXT,
	...extra,
});

/** Each body replies to the id the answer before it gave. */
function expectChain(ids: string[], firstReplyTo?: string) {
	postRequests().forEach((request, index) => {
		const replyTo = index === 0 ? firstReplyTo : ids[index - 1];
		expect((request.body as { reply?: unknown }).reply).toEqual(
			replyTo ? { in_reply_to_post_id: replyTo } : undefined,
		);
	});
}

test('a 1,200-character text with two links becomes five posts within 280, each replying to the one before', async () => {
	expect(LONG_TEXT.length).toBeGreaterThanOrEqual(1200);
	const { items, error } = await run(split());
	expect(error).toBeUndefined();
	const ids = items.map((item) => item.json.id as string);
	expect(requests()).toEqual([
		...lookups(),
		...PARTS.map((text, index) => ({
			method: 'POST',
			path: '/2/posts',
			query: {},
			body: index === 0 ? { text } : { text, reply: { in_reply_to_post_id: ids[index - 1] } },
		})),
	]);
	// The emulator's own count (written apart from the node's) agrees that every part fits.
	for (const text of PARTS) expect(postWeight(text)).toBeLessThanOrEqual(280);
	expect(PARTS[1].length).toBeGreaterThan(280);
	expect(items.map((item) => [item.json.text, item.json.part])).toEqual(
		PARTS.map((text, index) => [text, index + 1]),
	);
	expect(items.map((item) => item.pairedItem)).toEqual(PARTS.map(() => ({ item: 0 })));
});

test('numbering adds " i/n" to each part, counted in its length', async () => {
	const { items, error } = await run(split({ threadOptions: { numbered: true } }));
	expect(error).toBeUndefined();
	expect(postRequests().map((request) => (request.body as { text: string }).text)).toEqual(
		PARTS.map((text, index) => `${text} ${index + 1}/5`),
	);
	expectChain(items.map((item) => item.json.id as string));
});

test('a failure at part 3 of 5 names the parts posted; a rerun posts parts 3 to 5 only', async () => {
	emulator().injectFault(serverError({ method: 'POST', path: '/2/posts', after: 2 }));
	const first = await run(split());
	expect(first.error?.message).toMatch(
		/^Item 1: Part 3 of 5 failed \(parts posted: \d+, \d+\): Service unavailable/,
	);
	const posted = postRequests().slice(0, 2);
	expect(posted.map((request) => (request.body as { text: string }).text)).toEqual(
		PARTS.slice(0, 2),
	);
	const before = requests().length;

	const second = await run(split());
	expect(second.error).toBeUndefined();
	const rerun = requests().slice(before);
	expect(
		rerun
			.filter((request) => request.method === 'POST')
			.map((r) => (r.body as { text: string }).text),
	).toEqual(PARTS.slice(2));
	const ids = second.items.map((item) => item.json.id as string);
	expect(second.items.map((item) => [item.json.part, item.json.alreadyPosted])).toEqual([
		[1, true],
		[2, true],
		[3, undefined],
		[4, undefined],
		[5, undefined],
	]);
	expect(rerun.filter((request) => request.method === 'POST').map((r) => r.body)).toEqual(
		PARTS.slice(2).map((text, index) => ({ text, reply: { in_reply_to_post_id: ids[index + 1] } })),
	);
});

test('under Continue On Fail the posts made come out with the error item', async () => {
	emulator().injectFault(serverError({ method: 'POST', path: '/2/posts', after: 2 }));
	const { items, error } = await run(split(), { continueOnFail: true });
	expect(error).toBeUndefined();
	expect(items.map((item) => item.json.part)).toEqual([1, 2, 3]);
	expect(items[2].json.error).toMatch(/^Part 3 of 5 failed/);
	expect(items.slice(0, 2).map((item) => item.json.text)).toEqual(PARTS.slice(0, 2));
});

test('Input Items: one post per item with its own media, the first replying to a post and quoting one', async () => {
	const { items, error } = await run(
		{
			resource: 'post',
			operation: 'createThread',
			partsFrom: 'items',
			threadText: '={{ $json.text }}',
			threadMediaIds: '={{ $json.media }}',
			threadOptions: { inReplyToPostId: '1500000000000000201', quotePostId: '1500000000000000201' },
		},
		{
			items: [
				{ json: { text: 'One', media: '1455952740635586573' } },
				{ json: { text: 'Two', media: '' } },
				{ json: { text: 'Three 東京', media: '1455952740635586574' } },
			],
		},
	);
	expect(error).toBeUndefined();
	const ids = items.map((item) => item.json.id as string);
	expect(postRequests().map((request) => request.body)).toEqual([
		{
			text: 'One',
			media: { media_ids: ['1455952740635586573'] },
			reply: { in_reply_to_post_id: '1500000000000000201' },
			quote_post_id: '1500000000000000201',
		},
		{ text: 'Two', reply: { in_reply_to_post_id: ids[0] } },
		{
			text: 'Three 東京',
			media: { media_ids: ['1455952740635586574'] },
			reply: { in_reply_to_post_id: ids[1] },
		},
	]);
	expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
});

test('the first part answers and quotes posts picked from the list or given by their link', async () => {
	const { error } = await run({
		resource: 'post',
		operation: 'createThread',
		partsFrom: 'split',
		threadText: 'Short text.',
		threadOptions: {
			inReplyToPostId: { __rl: true, mode: 'list', value: '1500000000000000201' },
			quotePostId: {
				__rl: true,
				mode: 'url',
				value: 'https://example.com/someone/status/1500000000000000201',
			},
		},
	});
	expect(error).toBeUndefined();
	expect(postRequests().map((request) => request.body)).toEqual([
		{
			text: 'Short text.',
			reply: { in_reply_to_post_id: '1500000000000000201' },
			quote_post_id: '1500000000000000201',
		},
	]);
});

test('Split: media given per part number (two entries of one part add up)', async () => {
	const { error } = await run(
		split({
			threadMedia: {
				parts: [
					{ part: 3, mediaIds: '1455952740635586574' },
					{ part: 1, mediaIds: '1455952740635586573' },
					{ part: 3, mediaIds: ' 1455952740635586573 ' },
				],
			},
		}),
	);
	expect(error).toBeUndefined();
	expect(postRequests().map((request) => (request.body as { media?: unknown }).media)).toEqual([
		{ media_ids: ['1455952740635586573'] },
		undefined,
		{ media_ids: ['1455952740635586574', '1455952740635586573'] },
		undefined,
		undefined,
	]);
});

test('each part comes out with its link, the parts found on a rerun too', async () => {
	const username = emulator().seed.screenName;
	const first = await run(split());
	expect(first.error).toBeUndefined();
	const links = first.items.map((item) => item.json.link);
	expect(links).toEqual(
		first.items.map((item) => `https://x.com/${username}/status/${String(item.json.id)}`),
	);
	const again = await run(split());
	expect(again.items.map((item) => [item.json.link, item.json.alreadyPosted])).toEqual(
		links.map((link) => [link, true]),
	);
});
