import { ACCOUNT, byId, itemZero, rows } from '../matrixCase';

const webEventTag = {
	operation: 'create',
	name: 'Lead',
	type: 'SIGN_UP',
	click_window: 14,
	view_through_window: 1,
	retargeting_enabled: true,
};
const conversion = {
	pixelId: 'o8z6j',
	eventId: byId('o87ne'),
	identifierMapping: 'autoMapInputData',
	currency: 'USD',
	conversionOptions: { pace: false },
};
const abTestPeriod = { startTime: '2030-01-01T12:00:00Z', endTime: '2030-01-15T12:00:00Z' };

/** Ads interface, Platform Ads Measurement: conversions, event tags, A/B tests, partners. */
export const measurementCases = [
	...rows(2, 'measurement', { resource: 'webEventTag', accountId: byId(ACCOUNT) }, [
		...itemZero([
			['create without a name', { ...webEventTag, name: ' ' }, 'Name is required'],
			['create with an unknown type', { ...webEventTag, type: 'LEAD' }, 'Type must be one of'],
			[
				'create with a 60-day post-engagement window',
				{ ...webEventTag, click_window: 60 },
				'Post-Engagement Window must be one of 1, 7, 14, 30',
			],
			[
				'create with a post-view window above the post-engagement one',
				{ ...webEventTag, click_window: 7, view_through_window: 14 },
				'Post-View Window (14 days) must be at most the post-engagement window (7 days)',
			],
			[
				'update changing nothing',
				{ operation: 'update', webEventTagId: byId('o8z6j'), updateFields: {} },
				'Update Fields needs at least one field to change',
			],
		]),
	]),
	...rows(
		2,
		'measurement',
		{ resource: 'conversion', operation: 'send', accountId: byId(ACCOUNT) },
		[
			[
				'an item without identifiers',
				conversion,
				'Item 2: Input item has no identifier field',
				[{ email: 'ann@example.com' }, { order_id: 'o-2' }],
			],
			[
				'an email without @',
				conversion,
				'Item 1: Input field "email" is not an email address',
				[{ email: 'ann.example.com' }],
			],
			[
				'a phone number too short',
				conversion,
				'Item 1: Input field "phone" must have 7 to 15 digits',
				[{ phone: '+1 555' }],
			],
			[
				'a Pixel that is no ID (expression)',
				{ ...conversion, pixelId: '={{ "o8z 6j" }}' },
				'Item 1: Pixel ',
				[{ email: 'ann@example.com' }],
			],
		],
	),
	...rows(2, 'measurement', { resource: 'abTest', accountId: byId(ACCOUNT) }, [
		...itemZero([
			[
				'create with no user group',
				{ operation: 'create', entityType: 'CAMPAIGN', ...abTestPeriod },
				'User Groups need 2 to 30 groups (there are 0)',
			],
			[
				'update changing nothing',
				{ operation: 'update', abTestId: byId('1500000000000000001'), updateFields: {} },
				'Update Fields needs at least one field to change',
			],
		]),
	]),
	...rows(
		2,
		'measurement',
		{ resource: 'appEventProviderConfiguration', accountId: byId(ACCOUNT) },
		[
			[
				'create without a Provider Advertiser ID (expression)',
				{ operation: 'create', providerAdvertiserId: '={{ "" }}' },
				'Item 1: Provider Advertiser ID is required',
			],
		],
	),
];
