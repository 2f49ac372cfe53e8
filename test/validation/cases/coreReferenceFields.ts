import { locator, rows, under } from '../matrixCase';

/**
 * The fields added so that every parameter of the core interface's reference can be sent (post
 * disclosures and media card, media metadata, broadcasts, bookmark folders, article covers): each
 * limit the reference states, or a companion a field needs, broken once.
 */
const MEDIA = { mediaIds: '1455952740635586573' };
const POLL = { pollOptions: ['Yes', 'No'] };
const BROADCAST = {
	operation: 'create',
	sourceId: 'stream-key-1',
	startTime: '2030-01-01T10:00:00Z',
	endTime: '2030-01-01T11:00:00Z',
};

export const coreReferenceFieldCases = [
	...rows(
		1,
		'core',
		{ resource: 'post', operation: 'create', text: 'Launch day' },
		under('options', [
			[
				'a direct-message link that is not https',
				{ directMessageDeepLink: 'http://platform.example/messages' },
				'Item 1: Direct Message Link must be an https:// URL',
			],
			[
				'poll reply settings without a poll',
				{ pollReplySettings: 'following' },
				'Item 1: Poll Reply Settings needs Poll Options',
			],
			[
				'poll reply settings the platform does not know',
				{ ...POLL, pollReplySettings: '={{ "everyone" }}' },
				'Item 1: Poll Reply Settings must be one of mentionedUsers, following, subscribers, verified, got "everyone"',
			],
			[
				'a media title without media',
				{ mediaTitle: 'Trailer' },
				'Item 1: Media Title needs Media IDs',
			],
			[
				'media embeddable without media',
				{ embeddable: true },
				'Item 1: Media Embeddable needs Media IDs',
			],
			[
				'a preview image ID that is not one',
				{ ...MEDIA, previewMediaId: 'thumb-1' },
				'Item 1: Media Preview Image ID must be a numeric ID of 1 to 19 digits, got "thumb-1"',
			],
			[
				'a call to action without its URL',
				{ ...MEDIA, callToAction: 'visit_site' },
				'Item 1: Media Call to Action URL is required with Media Call to Action',
			],
			[
				'a call-to-action URL that is not https',
				{ ...MEDIA, callToAction: 'watch_now', callToActionUrl: 'http://example.com' },
				'Item 1: Media Call to Action URL must be an https:// URL',
			],
			[
				'a call-to-action URL without a call to action',
				{ ...MEDIA, callToActionUrl: 'https://example.com' },
				'Item 1: Media Call to Action URL needs Media Call to Action',
			],
		]),
	),
	...rows(
		1,
		'core',
		{ resource: 'media', operation: 'addMetadata', mediaId: '1455952740635586573', altText: '' },
		[
			[
				'no alt text and no other metadata',
				{},
				'Item 1: Alt Text is required unless Additional Metadata is added',
			],
			...under('additionalMetadata', [
				[
					'a country code of three letters',
					{ allowedCountries: 'US, USA' },
					'Item 1: Allowed Countries must hold two-letter country codes such as US; "USA" is not one',
				],
				[
					'a blocked country that is not a code',
					{ blockedCountries: 'Germany' },
					'Item 1: Blocked Countries must hold two-letter country codes such as US; "Germany" is not one',
				],
				[
					'an allowed site written as a link',
					{ allowedDomains: 'https://example.com' },
					'Item 1: Allowed Sites must hold domain names such as example.com; "https://example.com" is not one',
				],
				[
					'an expiry that is not a date',
					{ expiresAt: 'next week' },
					'Item 1: Expires At must be a date and time',
				],
				[
					'a found-media ID without its provider',
					{ foundMediaId: 'abc123' },
					'Item 1: Found Media Provider is required with Found Media ID',
				],
				[
					'a sensitive-content warning the platform does not know',
					{ sensitiveWarning: '={{ ["nudity"] }}' },
					'Item 1: Sensitive Content Warning must be one of adult_content, graphic_violence, other, got "nudity"',
				],
			]),
		],
	),
	...rows(1, 'core', { resource: 'broadcast' }, [
		...under('additionalFields', [
			[
				'a chat option that is not a number',
				{ chat_option: 'everyone' },
				'Item 1: Chat Option must be a whole number such as 1, got "everyone"',
			],
			[
				'a telecast ID that is not one',
				{ telecast_id: 'tv-1' },
				'Item 1: Telecast ID must be a numeric ID of 1 to 19 digits, got "tv-1"',
			],
			[
				'a repeat count without a repeat',
				{ repeatCount: 3 },
				'Item 1: Repeat is required with Repeat Count',
			],
			[
				'a repeat count of zero',
				{ repeatFrequency: 'Daily', repeatCount: 0 },
				'Item 1: Repeat Count must be a whole number from 1, got "0"',
			],
		]).map(
			([rule, parameters, message]) =>
				[rule, { ...BROADCAST, ...parameters }, message] as [string, object, string],
		),
		[
			'a start filter that is not a date',
			{ operation: 'getAll', filters: { oldestStartTime: 'soon' } },
			'Item 1: Starting After must be a date and time',
		],
		[
			'a start window that ends before it begins',
			{
				operation: 'getAll',
				filters: {
					oldestStartTime: '2030-02-01T00:00:00Z',
					newestStartTime: '2030-01-01T00:00:00Z',
				},
			},
			'Item 1: Starting Before must be after Starting After',
		],
	]),
	...rows(1, 'core', { resource: 'bookmark', authentication: 'bearerToken' }, [
		[
			'a bookmark folder ID that is not one',
			{ operation: 'add', postId: locator('1500000000000000201'), options: { folderId: 'travel' } },
			'Item 1: Folder ID must be a numeric ID of 1 to 19 digits, got "travel"',
		],
	]),
	...rows(
		1,
		'core',
		{ resource: 'article', operation: 'createDraft', title: 'Launch', body: 'Hello' },
		under('options', [
			[
				'a cover media ID that is not one',
				{ coverMediaId: 'cover.png' },
				'Item 1: Cover Media ID must be a numeric ID of 1 to 19 digits, got "cover.png"',
			],
			[
				'a cover category without a cover',
				{ coverMediaCategory: 'post_gif' },
				'Item 1: Cover Media Category needs Cover Media ID',
			],
		]),
	),
];
