import { conversionEvents, ENGAGEMENTS } from '../emulator/routes/adsConversionEvents';
import { json, nodeHarness } from '../helpers/nodeHarness';

const { emulator, run, requests } = nodeHarness('measurement');
const [click] = ENGAGEMENTS;

const REQUIRED = {
	appId: click.app_id,
	osType: 'IOS',
	hashedDeviceId: click.hashed_device_id,
	conversionType: 'PURCHASE',
	conversionTime: '2026-01-12T10:30:00.250+02:00',
};
const REQUIRED_QUERY = {
	app_id: click.app_id,
	os_type: 'IOS',
	hashed_device_id: click.hashed_device_id,
	conversion_type: 'PURCHASE',
	conversion_time: '2026-01-12T08:30:00.250Z',
};

describe('Conversion Event > Send', () => {
	test('sends every value as the query, times in UTC with milliseconds; the answer carries the attribution', async () => {
		const result = await run({
			resource: 'conversionEvent',
			operation: 'send',
			...REQUIRED,
			conversionOptions: {
				clickWindow: 7,
				viewThroughWindow: 1,
				nonPlatformEngagementTime: '2026-01-11T09:00:00Z',
				nonPlatformEngagementType: 'VIEW',
				priceMicro: 123450000,
				priceCurrency: 'EUR',
				numberItems: 2,
				userPaymentInfo: true,
				deviceIpAddress: '8.25.197.25',
			},
		});
		expect(requests()).toEqual([
			{
				method: 'POST',
				path: '/ads/12/conversion_event',
				query: {
					...REQUIRED_QUERY,
					click_window: '7',
					view_through_window: '1',
					non_platform_engagement_time: '2026-01-11T09:00:00.000Z',
					non_platform_engagement_type: 'VIEW',
					price_micro: '123450000',
					price_currency: 'EUR',
					number_items: '2',
					user_payment_info: 'true',
					device_ip_address: '8.25.197.25',
				},
			},
		]);
		expect(json(result)[0]).toMatchObject({
			platform_attribution: {
				engagement_type: 'CLICK',
				promoted_properties: { line_item_id: '8v7jo' },
			},
			conversion_value_micro: 123450000,
			conversion_value: 123.45,
		});
	});

	test("a time without zone is read in the workflow's zone (n8n's default America/New_York, UTC-5 in January), keeping its milliseconds", async () => {
		await run({
			resource: 'conversionEvent',
			operation: 'send',
			...REQUIRED,
			conversionTime: '2026-01-12T08:30:00.5',
		});
		expect(requests()[0].query.conversion_time).toBe('2026-01-12T13:30:00.500Z');
	});
});

describe('Conversion Attribution > Get', () => {
	test('asks with the required values, windows and extra device IDs; records nothing', async () => {
		const before = conversionEvents(emulator().state).length;
		const result = await run({
			resource: 'conversionAttribution',
			operation: 'get',
			...REQUIRED,
			conversionOptions: { clickWindow: 1, viewThroughWindow: 0, extraDeviceIds: 'aaa, bbb' },
		});
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: '/ads/12/conversion_attribution',
				query: {
					...REQUIRED_QUERY,
					click_window: '1',
					view_through_window: '0',
					extra_device_ids: 'aaa,bbb',
				},
			},
		]);
		expect(json(result)[0]).toMatchObject({
			platform_attribution: null,
			extra_device_ids: ['aaa', 'bbb'],
		});
		expect(conversionEvents(emulator().state)).toHaveLength(before);
	});
});

describe('bad input is refused before sending', () => {
	test.each([
		[
			'send',
			'View-Through Window',
			{ conversionOptions: { clickWindow: 1, viewThroughWindow: 7 } },
		],
		['get', 'View-Through Window', { conversionOptions: { viewThroughWindow: 30 } }],
		['send', 'Click Window', { conversionOptions: { clickWindow: '={{ 3 }}' } }],
		['send', 'Conversion Time', { conversionTime: '={{ "yesterday" }}' }],
		['get', 'Conversion Time', { conversionTime: '={{ "" }}' }],
		['send', 'Hashed Device ID', { hashedDeviceId: '={{ "" }}' }],
		['get', 'OS Type', { osType: '={{ "ios" }}' }],
		['send', 'Conversion Type', { conversionType: '={{ "DOWNLOAD" }}' }],
		['send', 'Price Currency', { conversionOptions: { priceCurrency: 'euro' } }],
		['send', 'Price Micro', { conversionOptions: { priceMicro: 1.5 } }],
		['send', 'Device IP Address', { conversionOptions: { deviceIpAddress: 'my phone' } }],
		[
			'get',
			'Non-Platform Engagement Time',
			{ conversionOptions: { nonPlatformEngagementTime: '={{ "soon" }}' } },
		],
	])('%s: %s', async (operation, field, change) => {
		const resource = operation === 'send' ? 'conversionEvent' : 'conversionAttribution';
		const result = await run({ resource, operation, ...REQUIRED, ...change });
		expect(result.error?.message).toMatch(new RegExp(`^Item 1: ${field} `));
		expect(requests()).toEqual([]);
	});
});
