import { mapped, sha } from '../../ads/audienceUsersHelpers';
import { ACCOUNT, byId, rows } from '../matrixCase';

/** Ads interface: features, line item curated categories, catalogs; targeted audiences, lists, users. */
export const adsOtherCases = [
	...rows(2, 'ads', { resource: 'feature', accountId: byId(ACCOUNT) }, [
		[
			'listing a key outside the three listable ones (expression)',
			{ operation: 'getAll', feature_keys: '={{ ["AGE_TARGETING"] }}' },
			'Item 1: Feature Keys must be one of REACH_AND_FREQUENCY_ANALYTICS, REACH_FREQUENCY_CAP, WEBSITE_CLICKS_CPM_BILLING, got "AGE_TARGETING"',
		],
		[
			'adding no key (expression)',
			{ operation: 'add', feature_keys: '={{ [] }}' },
			'Item 1: Feature Keys needs at least one feature key',
		],
		[
			'adding an unknown key (expression)',
			{ operation: 'add', feature_keys: '={{ "AGE_TARGETING,TELEPORTATION" }}' },
			'Item 1: Feature Keys must be one of AGE_TARGETING, ',
		],
	]),
	...rows(2, 'ads', { resource: 'lineItemCuratedCategory', accountId: byId(ACCOUNT) }, [
		[
			'create without a line item (expression)',
			{
				operation: 'create',
				linkCuratedCategoryId: byId('1c'),
				linkLineItemId: byId('={{ $json.missing }}'),
			},
			'Item 1: Line Item is required',
		],
		[
			'update changing nothing',
			{
				operation: 'update',
				lineItemCuratedCategoryId: byId('licc1'),
				linkCuratedCategoryId: byId(''),
				linkLineItemId: byId(''),
			},
			'Item 1: Curated Category or Line Item is needed: an update must change at least one of them',
		],
	]),
	...rows(2, 'ads', { resource: 'productCatalog', operation: 'create', catalogName: 'X' }, [
		[
			'a user id that is not numeric',
			{ additionalFields: { userId: 'me' } },
			'Item 1: User ID must be a numeric ID',
		],
	]),
	...rows(3, 'ads', { accountId: byId(ACCOUNT) }, [
		[
			'a targeted custom audience that is no id (expression)',
			{ resource: 'targetedAudience', operation: 'get', customAudienceId: byId('={{ "1nm th" }}') },
			'Item 1: Custom Audience must be an ID of letters and digits, got "1nm th"',
		],
		[
			'a do-not-reach list id with a slash (expression)',
			{ resource: 'doNotReachList', operation: 'delete', doNotReachListId: byId('={{ "a/b" }}') },
			'Item 1: Do-Not-Reach List must be an ID of letters and digits, got "a/b"',
		],
		[
			'no custom audience (expression)',
			{ ...mapped('add'), customAudienceId: byId('={{ $json.audience }}') },
			'Item 1: Custom Audience is required',
			[{ email: 'ann@example.com' }],
		],
		[
			'one user whose operation alone is over 5,000,000 bytes',
			{ ...mapped('add'), alreadyHashed: true, email: '={{ $json.hashes }}' },
			'Item 1: Email, Phone Number, Handle, Device ID, Platform User ID, Partner User ID make a request body over 5,000,000 bytes on their own: spread the values over several items',
			[{ hashes: Array.from({ length: 80_000 }, (_, n) => sha(String(n))) }],
		],
	]),
];
