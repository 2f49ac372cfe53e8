import { ACCOUNT, byId, itemZero, rows, under, type MatrixCase } from '../matrixCase';

/** The emulator's seeded user, who granted the account access. */
const USER_ID = '1000000000000000001';

/** Ads interface, account media lists and posts from an advertising account. */
export const adsPostAndMediaCases: MatrixCase[] = [
	...rows(
		3,
		'ads',
		{ resource: 'accountMedia', operation: 'getAll', accountId: byId(ACCOUNT), limit: 5 },
		under('listOptions', [
			[
				'an unknown creative type',
				{ creativeTypes: '={{ "PREROLL,VIDEO" }}' },
				'Item 1: Creative Types must be one of BANNER, BANNER_TABLET, INTERSTITIAL, INTERSTITIAL_LANDSCAPE, INTERSTITIAL_LANDSCAPE_TABLET, INTERSTITIAL_TABLET, MEDIUM_RECTANGLE, PREROLL, VAST_PREROLL, got "VIDEO"',
			],
			[
				'201 IDs',
				{ accountMediaIds: Array.from({ length: 201 }, (_, n) => `am${n}`).join(',') },
				'Item 1: Account Media IDs allows at most 200 entries (it has 201)',
			],
			[
				'an ID with a dash',
				{ accountMediaIds: 'am1,am-2' },
				'Item 1: Account Media IDs must hold account media IDs of letters and digits; "am-2" is not one',
			],
			[
				'a sort without direction',
				{ sortBy: 'newest' },
				'Item 1: Sort By must be an attribute and a direction such as created_at-asc or name-desc, got "newest"',
			],
		]),
	),
	...rows(
		3,
		'ads',
		{
			resource: 'adsPost',
			operation: 'create',
			accountId: byId(ACCOUNT),
			as_user_id: USER_ID,
			text: 'Hello',
		},
		itemZero([
			['no As User ID', { as_user_id: '={{ "" }}' }, 'As User ID is required'],
			[
				'an As User ID that is not numeric',
				{ as_user_id: '={{ "platformdev" }}' },
				'As User ID must be a numeric ID of 1 to 19 digits, got "platformdev"',
			],
			['neither text nor media', { text: '' }, 'Text is required when there are no Media Keys'],
			[
				'5 images',
				{ media_keys: '3_1,3_2,3_3,3_4,3_5' },
				'Media Keys allows at most 4 images (it has 5)',
			],
			[
				'2 GIFs',
				{ media_keys: '16_1,16_2' },
				'Media Keys allows up to 4 images, or 1 GIF, or 1 video, not mixed (it has 2 keys: GIF, GIF)',
			],
			[
				'2 videos',
				{ media_keys: '7_1,7_2' },
				'Media Keys allows up to 4 images, or 1 GIF, or 1 video, not mixed (it has 2 keys: video, video)',
			],
			[
				'an image with a video',
				{ media_keys: '3_1,7_2' },
				'Media Keys allows up to 4 images, or 1 GIF, or 1 video, not mixed (it has 2 keys: image, video)',
			],
			[
				'a key that is no media key',
				{ media_keys: '3_1,19_5' },
				'Media Keys must hold media keys of images (3_...), GIFs (16_...) or videos (7_... or 13_...); "19_5" is not one',
			],
			[
				'a name of 81 characters',
				{ additionalFields: { name: 'n'.repeat(81) } },
				'Name must be at most 80 characters long (it has 81)',
			],
			[
				'a video title of 71 characters',
				{ additionalFields: { video_title: 't'.repeat(71) } },
				'Video Title must be at most 70 characters long (it has 71)',
			],
			[
				'a video description of 201 characters',
				{ additionalFields: { video_description: 'd'.repeat(201) } },
				'Video Description must be at most 200 characters long (it has 201)',
			],
			[
				'a video CTA without its value',
				{ additionalFields: { video_cta: 'VISIT_SITE' } },
				'Video CTA Value is required with Video CTA VISIT_SITE',
			],
			[
				'a video CTA value without its CTA',
				{ additionalFields: { video_cta_value: 'https://example.com' } },
				'Video CTA is required with Video CTA Value',
			],
			[
				'an unknown video CTA (expression)',
				{ additionalFields: { video_cta: '={{ "BUY" }}', video_cta_value: 'x' } },
				'Video CTA must be one of VISIT_SITE, WATCH_NOW, got "BUY"',
			],
			[
				'unknown conversation settings',
				{ additionalFields: { conversation_settings: '={{ "NOBODY" }}' } },
				'Conversation Settings must be one of EVERYONE, FOLLOWING, MENTIONED_USERS, got "NOBODY"',
			],
			[
				'an unknown post mode',
				{ additionalFields: { post_mode: '={{ "full" }}' } },
				'Post Mode must be one of compat, extended, got "full"',
			],
		]),
	),
	...rows(
		3,
		'ads',
		{ resource: 'adsPost', operation: 'rename', accountId: byId(ACCOUNT) },
		itemZero([
			[
				'a name of 81 characters',
				{ postId: byId('1500000000000000001'), name: 'n'.repeat(81) },
				'Name must be at most 80 characters long (it has 81)',
			],
			['no name', { postId: byId('1500000000000000001'), name: '={{ "" }}' }, 'Name is required'],
			[
				'a post id that is not numeric',
				{ postId: byId('={{ "abc" }}'), name: 'x' },
				'Post must be a numeric ID of 1 to 19 digits, got "abc"',
			],
		]),
	),
];
