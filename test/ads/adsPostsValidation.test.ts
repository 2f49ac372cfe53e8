import { nodeHarness, byId } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';

const { run, requests } = nodeHarness('ads');

const image = (n: number) => `3_${1_300_000_000_000_000_000n + BigInt(n * 3)}`;
const soon = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 16) + 'Z';
const ago = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 16) + 'Z';
const inTwoYears = () =>
	new Date(Date.now() + 2 * 366 * 86_400_000).toISOString().slice(0, 16) + 'Z';
const ids = (count: number) => Array.from({ length: count }, (_, n) => String(1000 + n)).join(',');

const create = { operation: 'create', text: 'Hello', mediaKeys: '' };
const scheduledCreate = () => ({ resource: 'scheduledPost', ...create, scheduledAt: soon() });
const update = (resource: string, fields: Record<string, unknown>) => ({
	resource,
	operation: 'update',
	[`${resource}Id`]: byId('1339940521097347001'),
	updateFields: fields,
});

/** One row: the parameters of a run, and the field the error must name with its problem. */
const CASES: Array<[string, () => Record<string, unknown>, RegExp]> = [
	[
		'Scheduled At empty',
		() => ({ ...scheduledCreate(), scheduledAt: '={{ "" }}' }),
		/Scheduled At is required/,
	],
	[
		'Scheduled At not a time',
		() => ({ ...scheduledCreate(), scheduledAt: 'next tuesday' }),
		/Scheduled At must be an ISO 8601 time/,
	],
	[
		'Scheduled At in the past',
		() => ({ ...scheduledCreate(), scheduledAt: ago() }),
		/Scheduled At must be in the future/,
	],
	[
		'Scheduled At two years ahead',
		() => ({ ...scheduledCreate(), scheduledAt: inTwoYears() }),
		/Scheduled At must be at most one year ahead/,
	],
	[
		'no text and no media',
		() => ({ ...scheduledCreate(), text: '  ' }),
		/Text is required when there is no media/,
	],
	[
		'five images',
		() => ({ ...scheduledCreate(), mediaKeys: [0, 1, 2, 3, 4].map(image).join(',') }),
		/Media Names or IDs allows at most 4 images/,
	],
	[
		'an image and a video',
		() => ({ ...scheduledCreate(), mediaKeys: `${image(0)},7_1300000000000000001` }),
		/Media Names or IDs allows up to 4 images, or 1 GIF, or 1 video, not mixed/,
	],
	[
		'a name of 81 characters',
		() => ({ ...scheduledCreate(), additionalFields: { name: 'n'.repeat(81) } }),
		/Name must be at most 80 characters long/,
	],
	[
		'As User not numeric',
		() => ({ ...scheduledCreate(), asUserId: byId('abc') }),
		/As User must be a numeric ID/,
	],
	[
		'an update that changes nothing',
		() => update('scheduledPost', {}),
		/Update Fields needs at least one field to change/,
	],
	[
		'Remove Media with media chosen',
		() => update('scheduledPost', { removeMediaKeys: true, mediaKeys: image(0) }),
		/Remove Media cannot be used together with Media Names or IDs/,
	],
	[
		'Scheduled Post ID not numeric',
		() => ({ ...update('scheduledPost', { text: 'x' }), scheduledPostId: byId('abc') }),
		/Scheduled Post must be a numeric ID/,
	],
	[
		'Scheduled At of an update in the past',
		() => update('scheduledPost', { scheduledAt: ago() }),
		/Scheduled At must be in the future/,
	],
	[
		'a draft with a malformed media key',
		() => ({ resource: 'draftPost', ...create, mediaKeys: 'xyz' }),
		/Media Names or IDs must hold media keys/,
	],
	[
		'Remove Card with Card URI',
		() => update('draftPost', { removeCard: true, cardUri: 'card://1' }),
		/Remove Card cannot be used together with Card URI/,
	],
	[
		'Post Type by expression',
		() => ({ resource: 'adsPost', operation: 'getAll', postType: 'LIVE' }),
		/Post Type must be one of DRAFT, PUBLISHED, SCHEDULED/,
	],
	[
		'Name Starts With of 81 characters',
		() => ({
			resource: 'adsPost',
			operation: 'getAll',
			postType: 'DRAFT',
			listOptions: { name: 'x'.repeat(81) },
		}),
		/Name Starts With must be at most 80/,
	],
	[
		'201 Post IDs',
		() => ({
			resource: 'adsPost',
			operation: 'getAll',
			postType: 'DRAFT',
			listOptions: { postIds: ids(201) },
		}),
		/Post IDs allows at most 200/,
	],
	[
		'Timeline Type by expression',
		() => ({
			resource: 'adsPost',
			operation: 'getAll',
			postType: 'DRAFT',
			listOptions: { timelineType: 'SOME' },
		}),
		/Timeline Type must be one of/,
	],
	[
		'a preview without Post IDs',
		() => ({ resource: 'postPreview', operation: 'get', postType: 'DRAFT', postIds: '={{ "" }}' }),
		/Post IDs is required/,
	],
	[
		'a preview of 201 posts',
		() => ({ resource: 'postPreview', operation: 'get', postType: 'DRAFT', postIds: ids(201) }),
		/Post IDs allows at most 200/,
	],
	[
		'a tracking tag URL that is no web address',
		() => ({
			resource: 'trackingTag',
			operation: 'create',
			tagLineItemId: byId('8v7jo'),
			trackingTagType: 'CLICK_TRACKER',
			trackingTagUrl: 'ftp://x',
		}),
		/Tracking Tag URL must be an http/,
	],
	[
		'a tracking tag type by expression',
		() => ({
			resource: 'trackingTag',
			operation: 'create',
			tagLineItemId: byId('8v7jo'),
			trackingTagType: 'PIXEL',
			trackingTagUrl: 'https://x.example',
		}),
		/Tracking Tag Type must be one of CLICK_TRACKER, IMPRESSION_TAG/,
	],
	[
		'a tracking tag update without URL',
		() => ({
			resource: 'trackingTag',
			operation: 'update',
			trackingTagId: byId('3m82'),
			trackingTagUrl: '={{ "" }}',
		}),
		/Tracking Tag URL is required/,
	],
	[
		'Line Item IDs with a space inside',
		() => ({
			resource: 'trackingTag',
			operation: 'getAll',
			listOptions: { lineItemIds: '8v7 jo' },
		}),
		/Line Item IDs must hold IDs of letters and digits/,
	],
	[
		'201 Promotable User IDs',
		() => ({
			resource: 'promotableUser',
			operation: 'getAll',
			listOptions: { promotableUserIds: ids(201) },
		}),
		/Promotable User IDs allows at most 200/,
	],
	[
		'a scheduled post list of user "me"',
		() => ({ resource: 'scheduledPost', operation: 'getAll', listOptions: { userId: 'me' } }),
		/User ID must be a numeric ID/,
	],
];

test.each(CASES)('%s is refused before any request', async (_, parameters, message) => {
	const result = await run({ accountId: byId(ACCOUNT), ...parameters() });
	expect(result.error?.message).toMatch(/^Item 1: /);
	expect(result.error?.message).toMatch(message);
	expect(requests()).toEqual([]);
});
