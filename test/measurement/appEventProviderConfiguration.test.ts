import { providerConfigurations } from '../emulator/routes/adsAppEventProviderConfigurations';
import { byId, json, nodeHarness } from '../helpers/nodeHarness';

const { emulator, run, requests } = nodeHarness('measurement');
const ACCOUNT = '18ce54d4x5t';
const PATH = `/ads/12/accounts/${ACCOUNT}/app_event_provider_configurations`;
const configurations = (operation: string, extra: Record<string, unknown> = {}) =>
	run({ resource: 'appEventProviderConfiguration', operation, accountId: byId(ACCOUNT), ...extra });

beforeEach(() => providerConfigurations(emulator().state).splice(0));

describe('App Event Provider Configuration', () => {
	test('Create looks for a linked partner, then sends provider_advertiser_id', async () => {
		const result = await configurations('create', { providerAdvertiserId: 'adv-42' });
		expect(requests()).toEqual([
			{ method: 'GET', path: PATH, query: { count: '1000' } },
			{ method: 'POST', path: PATH, query: { provider_advertiser_id: 'adv-42' } },
		]);
		expect(json(result)[0]).toMatchObject({
			provider_advertiser_id: 'adv-42',
			provider_name: 'Emulator Measurement Partner',
		});
	});

	test('a second Create is refused after the look-up: nothing is posted', async () => {
		await configurations('create', { providerAdvertiserId: 'adv-1' });
		emulator().clearLog();
		const result = await configurations('create', { providerAdvertiserId: 'adv-2' });
		expect(result.error?.message).toMatch(
			/^Item 1: Account already has an app event provider configuration/,
		);
		expect(requests().map(({ method }) => method)).toEqual(['GET']);
	});

	test('Get, Get Many and Delete send one request each', async () => {
		const created = json(await configurations('create', { providerAdvertiserId: 'adv-7' }))[0];
		const id = String(created.id);
		emulator().clearLog();
		const got = await configurations('get', { appEventProviderConfigurationId: byId(id) });
		await configurations('getAll', {
			returnAll: true,
			listOptions: { providerConfigurationIds: id, withDeleted: true },
		});
		await configurations('delete', { appEventProviderConfigurationId: byId(id) });
		expect(requests()).toEqual([
			{ method: 'GET', path: `${PATH}/${id}`, query: {} },
			{ method: 'GET', path: PATH, query: { ids: id, with_deleted: 'true', count: '1000' } },
			{ method: 'DELETE', path: `${PATH}/${id}`, query: {} },
		]);
		expect(json(got)[0]).toMatchObject({ id, provider_advertiser_identifier: 'adv-7' });
	});

	test('an empty Provider Advertiser ID is refused before sending anything', async () => {
		const result = await configurations('create', { providerAdvertiserId: '={{ "" }}' });
		expect(result.error?.message).toBe('Item 1: Provider Advertiser ID is required');
		expect(requests()).toEqual([]);
	});
});
