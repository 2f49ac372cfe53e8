import { builder, button, details, IMAGE, media, VIDEO } from '../../ads/cardFixtures';
import { ACCOUNT, byId, rows, under } from '../matrixCase';

const swipe = (count: number) => ({
	type: 'SWIPEABLE_MEDIA',
	mediaKeys: Array.from({ length: count }, (_, n) => `3_${n + 1}`).join(','),
});
const base = { resource: 'card', accountId: byId(ACCOUNT) };

/** Ads interface, cards: the list's filters, a create's components and slides, an update, a legacy delete. */
export const cardCases = [
	...rows(
		3,
		'ads',
		{ ...base, operation: 'getAll', limit: 10 },
		under('listOptions', [
			[
				'Card IDs',
				{ cardIds: Array.from({ length: 201 }, (_, n) => `k${n}`).join(',') },
				'Item 1: Card IDs allows at most 200 entries (it has 201)',
			],
			[
				'Card URIs',
				{ cardUris: 'card://k0,k1' },
				'Item 1: Card URIs must hold card URIs such as card://1jmgg; "k1" is not one',
			],
			[
				'Card URIs count',
				{ cardUris: Array.from({ length: 201 }, (_, n) => `card://k${n}`).join(',') },
				'Item 1: Card URIs allows at most 200 entries (it has 201)',
			],
			[
				'Name Starts With',
				{ q: 'x'.repeat(81) },
				'Item 1: Name Starts With must be at most 80 characters long (it has 81)',
			],
		]),
	),
	...rows(3, 'ads', { ...base, operation: 'create' }, [
		['name required', { name: '  ', ...builder(media(), details()) }, 'Item 1: Name is required'],
		[
			'name at most 80',
			{ name: 'n'.repeat(81), ...builder(media(), details()) },
			'Item 1: Name must be at most 80 characters long (it has 81)',
		],
		[
			'no components',
			{ name: 'x', components: {} },
			'Item 1: Components needs components: one media component and one Details or Button component',
		],
		[
			'no media component',
			{ name: 'x', ...builder(details()) },
			'Item 1: Components need exactly one media component (Media or Swipeable Media); there are 0',
		],
		[
			'two media components',
			{ name: 'x', ...builder(media(), media(VIDEO), details()) },
			'Item 1: Components need exactly one media component (Media or Swipeable Media); there are 2',
		],
		[
			'no Details or Button',
			{ name: 'x', ...builder(media()) },
			'Item 1: Components need exactly one Details (website) or Button (app) component; there are 0',
		],
		[
			'Details and Button',
			{ name: 'x', ...builder(media(), details(), button()) },
			'Item 1: Components need exactly one Details (website) or Button (app) component; there are 2',
		],
		[
			'media key required',
			{ name: 'x', ...builder(media(''), details()) },
			'Item 1: Components → Media 1 → Media Name or ID is required',
		],
		[
			'swipeable: one key',
			{ name: 'x', ...builder(swipe(1), details()) },
			'Item 1: Components → Swipeable Media 1 → Media Names or IDs must hold 2 to 6 media keys (it has 1)',
		],
		[
			'swipeable: seven keys',
			{ name: 'x', ...builder(swipe(7), details()) },
			'Item 1: Components → Swipeable Media 1 → Media Names or IDs must hold 2 to 6 media keys (it has 7)',
		],
		[
			'details title',
			{ name: 'x', ...builder(media(), { ...details(), title: '' }) },
			'Item 1: Components → Details 1 → Title is required',
		],
		[
			'details url',
			{ name: 'x', ...builder(media(), { ...details(), url: 'example.com' }) },
			'Item 1: Components → Details 1 → Website URL must be a web address (http:// or https://), got "example.com"',
		],
		[
			'button label',
			{ name: 'x', ...builder(media(), button({ label: 'BUY' })) },
			'Item 1: Components → Button 1 → Label must be one of BOOK, CONNECT, INSTALL, OPEN, ORDER, PLAY, SHOP, got "BUY"',
		],
		[
			'country code required',
			{ name: 'x', ...builder(media(), button({ countryCode: '' })) },
			'Item 1: Components → Button 1 → Country Code is required',
		],
		[
			'country code ISO',
			{ name: 'x', ...builder(media(), button({ countryCode: 'XX' })) },
			'Item 1: Components → Button 1 → Country Code must be an ISO 3166-1 alpha-2 country code in capitals such as US or GB, got "XX"',
		],
		[
			'a store id',
			{ name: 'x', ...builder(media(), button({ iosAppStoreIdentifier: '' })) },
			'Item 1: Components → Button 1 → iOS App Store Identifier or Google Play App ID is required: the button needs at least one app store',
		],
		[
			'ios deep link alone',
			{
				name: 'x',
				...builder(
					media(),
					button({
						iosAppStoreIdentifier: '',
						androidStoreAppId: 'com.example',
						iosDeepLink: 'ex://',
					}),
				),
			},
			'Item 1: Components → Button 1 → iOS Deep Link needs the iOS App Store Identifier',
		],
		[
			'android deep link alone',
			{ name: 'x', ...builder(media(), button({ androidStoreDeepLink: 'ex://' })) },
			'Item 1: Components → Button 1 → Android Deep Link needs the Google Play App ID',
		],
		[
			'per slide: media',
			{
				name: 'x',
				layout: 'slides',
				...builder(
					{ ...media(), slide: 1 },
					{ ...details(), slide: 1 },
					{ ...details(2), slide: 2 },
				),
			},
			'Item 1: Slides → Slide 2 need exactly one media component (Media or Swipeable Media); there are 0',
		],
		[
			'per slide: field',
			{
				name: 'x',
				layout: 'slides',
				...builder(
					{ ...media(), slide: 1 },
					{ ...details(), slide: 1 },
					{ ...media(), slide: 2 },
					{ ...details(), url: '', slide: 2 },
				),
			},
			'Item 1: Slides → Slide 2 → Details 1 → Website URL is required',
		],
		[
			'slides without gaps',
			{
				name: 'x',
				layout: 'slides',
				...builder(
					{ ...media(), slide: 1 },
					{ ...details(), slide: 1 },
					{ ...media(), slide: 3 },
					{ ...details(), slide: 3 },
				),
			},
			'Item 1: Components → Slide numbers must run 1, 2, 3, ... without gaps; slide 2 has no component',
		],
		[
			'slides JSON syntax',
			{ name: 'x', layout: 'slidesJson', slidesJson: '[[' },
			'Item 1: Slides (JSON) is not valid JSON',
		],
		[
			'slides JSON: a slide field',
			{
				name: 'x',
				layout: 'slidesJson',
				slidesJson: JSON.stringify([
					[
						{ type: 'MEDIA', media_key: IMAGE },
						{
							type: 'BUTTON',
							label: { type: 'ENUM', value: 'SHOP' },
							destination: { type: 'APP', country_code: 'US' },
						},
					],
				]),
			},
			'Item 1: Slides (JSON) → Slide 1 → Button 1 → iOS App Store Identifier or Google Play App ID is required: the button needs at least one app store',
		],
	]),
	...rows(3, 'ads', { ...base, operation: 'update' }, [
		[
			'nothing to change',
			{ cardId: byId('k2') },
			'Item 1: Name or Layout is needed: an update must change the name, the components or the slides',
		],
		[
			'name at most 80',
			{ cardId: byId('k2'), name: 'n'.repeat(81) },
			'Item 1: Name must be at most 80 characters long (it has 81)',
		],
		[
			'components checked',
			{ cardId: byId('k2'), layout: 'components', ...builder(media()) },
			'Item 1: Components need exactly one Details (website) or Button (app) component; there are 0',
		],
	]),
	...rows(3, 'ads', { ...base, operation: 'deleteLegacy' }, [
		[
			'a legacy card type that is not one',
			{ cardId: byId('legacy1'), legacyCardType: 'IMAGE/../x' },
			'Item 1: Card Type must be a card type such as IMAGE_CONVERSATION, got "IMAGE/../x"',
		],
	]),
];
