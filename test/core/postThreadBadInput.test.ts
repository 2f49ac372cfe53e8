import type { IDataObject } from 'n8n-workflow';

import { nodeHarness } from '../helpers/nodeHarness';

/**
 * Bad input of Create Thread and of the weighted length of posts: each row is refused before
 * any request, naming the item and the field. `items` are the input items' JSON; Input Items
 * mode reads each part's text and media from them.
 */
const { emulator, run } = nodeHarness('core');

const LINK = 'https://example.com/a-long-link-that-still-weighs-23';
const items = (mode: 'items', texts: string[], media: string[] = []) => ({
	parameters: {
		partsFrom: mode,
		threadText: '={{ $json.text }}',
		threadMediaIds: '={{ $json.media }}',
	},
	items: texts.map((text, index) => ({ text, media: media[index] ?? '' })),
});
const oneItem = (text: string) => items('items', [text]);
const split = (threadText: string, extra: IDataObject = {}) => ({
	parameters: { partsFrom: 'split', threadText, ...extra },
	items: [{}],
});
const create = (text: string) => ({
	parameters: { operation: 'create', text },
	items: [{}],
});

const OVER = 'is 281 of 280 characters as the platform counts them';
const ZWJ = '👨‍👩‍👧';
const MEDIA = '1455952740635586573';

const CASES: Array<[string, { parameters: IDataObject; items: IDataObject[] }, string]> = [
	['link over by one', oneItem(`${'a'.repeat(257)} ${LINK}`), `Item 1: Text (part 1) ${OVER}`],
	[
		'bare link over by one',
		oneItem(`${'a'.repeat(257)} example.com/x`),
		`Item 1: Text (part 1) ${OVER}`,
	],
	[
		'link with trailing dot over by one',
		oneItem(`${'a'.repeat(256)} ${LINK}.`),
		`Item 1: Text (part 1) ${OVER}`,
	],
	[
		'two links over by one',
		oneItem(`${'a'.repeat(233)} ${LINK} ${LINK}`),
		`Item 1: Text (part 1) ${OVER}`,
	],
	['CJK over by one', oneItem(`${'東'.repeat(140)}a`), `Item 1: Text (part 1) ${OVER}`],
	['Hangul over by one', oneItem(`${'한'.repeat(140)}.`), `Item 1: Text (part 1) ${OVER}`],
	['emoji over by one', oneItem(`${'😀'.repeat(140)}a`), `Item 1: Text (part 1) ${OVER}`],
	['joined emoji over by one', oneItem(`${ZWJ.repeat(140)}a`), `Item 1: Text (part 1) ${OVER}`],
	['flags over by one', oneItem(`${'🇯🇵'.repeat(140)}a`), `Item 1: Text (part 1) ${OVER}`],
	['skin tones over by one', oneItem(`${'👍🏽'.repeat(140)}a`), `Item 1: Text (part 1) ${OVER}`],
	['keycaps over by one', oneItem(`${'1️⃣'.repeat(140)}a`), `Item 1: Text (part 1) ${OVER}`],
	[
		'decomposed accents over by one',
		oneItem('e\u0301'.repeat(281)),
		`Item 1: Text (part 1) ${OVER}`,
	],
	['Latin over by one', oneItem('a'.repeat(281)), `Item 1: Text (part 1) ${OVER}`],
	[
		'mixed over by one',
		oneItem(`${'東'.repeat(100)}${'😀'.repeat(20)} ${LINK} ${'a'.repeat(16)}`),
		`Item 1: Text (part 1) ${OVER}`,
	],
	[
		'third item over by one',
		items('items', ['fine', 'fine too', `${'東'.repeat(140)}!`]),
		`Item 3: Text (part 3) ${OVER}`,
	],
	['empty part', items('items', ['one', '  ', 'three']), 'Item 2: Text (part 2) is empty'],
	[
		'five media on a part',
		items('items', ['one', 'two'], ['', `${MEDIA},${MEDIA},${MEDIA},${MEDIA},${MEDIA}`]),
		'Item 2: Media IDs (part 2) allows at most 4 entries',
	],
	[
		'media id that is not numeric',
		items('items', ['one'], ['abc']),
		'Item 1: Media IDs (part 1) must hold numeric IDs',
	],
	[
		'too many parts',
		items(
			'items',
			Array.from({ length: 26 }, (_, i) => `part ${i}`),
		),
		'Item 26: Text makes 26 posts; a thread here has at most 25',
	],
	['empty text to split', split('   '), 'Item 1: Text is required'],
	[
		'a word that cannot be split',
		split(`Intro. ${'x'.repeat(300)} end.`),
		'Item 1: Text cannot be split',
	],
	[
		'CJK with no space that cannot be split',
		split('東'.repeat(141)),
		'Item 1: Text cannot be split',
	],
	[
		'a word that cannot be split with numbering',
		split('y'.repeat(277), { threadOptions: { numbered: true } }),
		'Item 1: Text cannot be split',
	],
	[
		'media for a part the text does not make',
		split('Short text.', {
			threadMedia: {
				parts: [
					{ part: 1, mediaIds: MEDIA },
					{ part: 2, mediaIds: MEDIA },
				],
			},
		}),
		'Item 1: Media (entry 2) names part 2, but the text makes 1 part',
	],
	[
		'media for part 0',
		split('Short text.', { threadMedia: { parts: [{ part: 0, mediaIds: MEDIA }] } }),
		'Item 1: Media (entry 1) must name a part number from 1, got 0',
	],
	[
		'five media on a split part (two entries of one part add up)',
		split('Short text.', {
			threadMedia: {
				parts: [
					{ part: 1, mediaIds: `${MEDIA}, ${MEDIA}, ${MEDIA}` },
					{ part: 1, mediaIds: `${MEDIA}, ${MEDIA}` },
				],
			},
		}),
		'Item 1: Media IDs (part 1) allows at most 4 entries',
	],
	[
		'bad media id on a split part',
		split('Short text.', { threadMedia: { parts: [{ part: 1, mediaIds: '12x' }] } }),
		'Item 1: Media IDs (part 1) must hold numeric IDs',
	],
	[
		'reply id that is not numeric',
		split('Short text.', { threadOptions: { inReplyToPostId: 'abc' } }),
		'Item 1: First Post Replies To must be a numeric ID',
	],
	[
		'quote id that is not numeric',
		split('Short text.', { threadOptions: { quotePostId: '12345678901234567890' } }),
		'Item 1: First Post Quotes must be a numeric ID',
	],
	[
		'Post > Create: CJK over 25,000',
		create(`${'東'.repeat(12_500)}a`),
		'Item 1: Text is 25,001 of 25,000 characters as the platform counts them',
	],
	[
		'Post > Create: emoji over 25,000',
		create(`${'😀'.repeat(12_500)}a`),
		'Item 1: Text is 25,001 of 25,000 characters as the platform counts them',
	],
	[
		'Post > Create: links over 25,000',
		create(`${`${LINK} `.repeat(1041)}${'x'.repeat(17)}`),
		'Item 1: Text is 25,001 of 25,000 characters as the platform counts them',
	],
];

test.each(CASES)('%s', async (_name, { parameters, items: json }, message) => {
	const { error, items: output } = await run(
		{ authentication: 'oAuth1', resource: 'post', operation: 'createThread', ...parameters },
		{ items: json.map((entry) => ({ json: entry })) },
	);
	expect(output).toEqual([]);
	expect(error?.message.startsWith(message) ? message : error?.message).toBe(message);
	expect(emulator().log).toEqual([]);
});

test('a second item that breaks a rule stops the first item from being sent too', async () => {
	const { error } = await run(
		{
			authentication: 'oAuth1',
			resource: 'post',
			operation: 'createThread',
			partsFrom: 'split',
			threadText: '={{ $json.text }}',
		},
		{ items: [{ json: { text: 'Fine.' } }, { json: { text: 'z'.repeat(281) } }] },
	);
	expect(error?.message).toMatch(/^Item 2: Text cannot be split/);
	expect(emulator().log).toEqual([]);
});

test('exactly 280 by weight passes (links, CJK, emoji)', async () => {
	const texts = [`${'a'.repeat(256)} ${LINK}`, '東'.repeat(140), `${ZWJ.repeat(139)}ab`];
	const { error } = await run(
		{
			authentication: 'oAuth1',
			resource: 'post',
			operation: 'createThread',
			...items('items', texts).parameters,
		},
		{ items: texts.map((text) => ({ json: { text, media: '' } })) },
	);
	expect(error).toBeUndefined();
	expect(
		emulator()
			.log.filter((request) => request.method === 'POST')
			.map((request) => (request.body as IDataObject).text),
	).toEqual(texts);
});
