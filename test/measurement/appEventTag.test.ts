import { byId, json, nodeHarness } from '../helpers/nodeHarness';

const { run, requests } = nodeHarness('measurement');
const ACCOUNT = '18ce54d4x5t';
const PATH = `/ads/12/accounts/${ACCOUNT}/app_event_tags`;
const tags = (operation: string, extra: Record<string, unknown> = {}) =>
	run({ resource: 'appEventTag', operation, accountId: byId(ACCOUNT), ...extra });

const CREATE = {
	appStoreIdentifier: '333903271',
	osType: 'IOS',
	conversionType: 'ADD_TO_CART',
	providerAppEventId: 'af_add_to_cart',
	providerAppEventName: 'Add to cart',
};

describe('App Event Tag', () => {
	test('Create sends the five required values and the chosen options as the query', async () => {
		const result = await tags('create', {
			...CREATE,
			tagOptions: {
				postEngagementAttributionWindow: 7,
				postViewAttributionWindow: 0,
				retargetingEnabled: false,
				deepLinkScheme: 'myapp://',
			},
		});
		expect(result.error).toBeUndefined();
		expect(requests()).toEqual([
			{
				method: 'POST',
				path: PATH,
				query: {
					app_store_identifier: '333903271',
					os_type: 'IOS',
					conversion_type: 'ADD_TO_CART',
					provider_app_event_id: 'af_add_to_cart',
					provider_app_event_name: 'Add to cart',
					post_engagement_attribution_window: '7',
					post_view_attribution_window: '0',
					retargeting_enabled: 'false',
					deep_link_scheme: 'myapp://',
				},
			},
		]);
		expect(json(result)[0]).toMatchObject({
			conversion_type: 'ADD_TO_CART',
			post_engagement_attribution_window: 7,
			post_view_attribution_window: 0,
			retargeting_enabled: false,
		});
	});

	test('Get, Get Many (by ID) and Delete send one request each', async () => {
		await tags('get', { appEventTagId: byId('jhp'), getOptions: { withDeleted: true } });
		await tags('getAll', { listOptions: { appEventTagIds: 'jhp, jhq' }, limit: 5 });
		const deleted = await tags('delete', { appEventTagId: byId('jhq') });
		expect(requests()).toEqual([
			{ method: 'GET', path: `${PATH}/jhp`, query: { with_deleted: 'true' } },
			{ method: 'GET', path: PATH, query: { app_event_tag_ids: 'jhp,jhq', count: '5' } },
			{ method: 'DELETE', path: `${PATH}/jhq`, query: {} },
		]);
		expect(json(deleted)[0]).toMatchObject({ id: 'jhq', deleted: true });
	});

	test.each([
		['App Store Identifier', { appStoreIdentifier: '={{ "" }}' }],
		['OS Type', { osType: 'WINDOWS' }],
		['Conversion Type', { conversionType: 'DOWNLOAD' }],
		['Provider App Event Name', { providerAppEventName: ' ' }],
		['Post-Engagement Attribution Window', { tagOptions: { postEngagementAttributionWindow: 60 } }],
		[
			'Post-View Attribution Window',
			{ tagOptions: { postEngagementAttributionWindow: 1, postViewAttributionWindow: 7 } },
		],
	])('Create refuses a bad %s before sending', async (field, change) => {
		const result = await tags('create', { ...CREATE, ...change });
		expect(result.error?.message).toMatch(new RegExp(`^Item 1: ${field} `));
		expect(requests()).toEqual([]);
	});

	test('Get refuses an ID with other characters before sending', async () => {
		const result = await tags('get', { appEventTagId: byId('={{ "jh/p" }}') });
		expect(result.error?.message).toMatch(/^Item 1: App Event Tag /);
		expect(requests()).toEqual([]);
	});
});
