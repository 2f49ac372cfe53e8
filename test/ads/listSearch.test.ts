import type { ILoadOptionsFunctions } from 'n8n-workflow';

import { PlatformOAuth1Api } from '../../credentials/PlatformOAuth1Api.credentials';
import {
	searchAccounts,
	searchCuratedCategories,
} from '../../nodes/PlatformAds/methods/listSearch';
import { adsAccounts } from '../emulator/routes/adsAccounts';
import { emulatorCredentials } from '../helpers/credentials';
import { fakeContext } from '../helpers/fakeContext';
import { nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';

const { emulator, requests } = nodeHarness('ads');

/** The pickers' context: the node's parameters and its OAuth1 keys credential. */
const pickerContext = (parameters: Record<string, unknown>) => {
	const context = fakeContext(
		new PlatformOAuth1Api(),
		emulatorCredentials(emulator()).platformOAuth1Api,
	) as unknown as Record<string, unknown>;
	context.getNodeParameter = (name: string, fallback: unknown) => parameters[name] ?? fallback;
	context.getCurrentNodeParameter = (name: string) => parameters[name];
	return context as unknown as ILoadOptionsFunctions;
};

test('the account picker searches by name with q and pages with next_cursor', async () => {
	const accounts = adsAccounts(emulator().state);
	for (let n = 0; n < 250; n++)
		accounts.push({ ...accounts[0], id: `pick${n}`, name: `Picked ${n}` });
	const context = pickerContext({ environment: 'production' });
	const first = await searchAccounts.call(context, 'picked');
	expect(first.results).toHaveLength(200);
	expect(first.results[0]).toEqual({ name: 'Picked 0 (pick0)', value: 'pick0' });
	const second = await searchAccounts.call(context, 'picked', first.paginationToken);
	expect(second.results.map((result) => result.value)).toEqual(
		Array.from({ length: 50 }, (_, n) => `pick${n + 200}`),
	);
	expect(second.paginationToken).toBeUndefined();
	expect(requests()).toEqual([
		{ method: 'GET', path: '/ads/12/accounts', query: { count: '200', q: 'picked' } },
		{
			method: 'GET',
			path: '/ads/12/accounts',
			query: { count: '200', q: 'picked', cursor: first.paginationToken },
		},
	]);
});

test('the pickers follow the environment: the sandbox base URL for Sandbox', async () => {
	await searchAccounts.call(pickerContext({ environment: 'sandbox' }));
	expect(requests()).toEqual([
		{ method: 'GET', path: '/ads-sandbox/12/accounts', query: { count: '200' } },
	]);
});

test('the curated category picker lists the categories of the chosen account, filtered by name', async () => {
	const context = pickerContext({ environment: 'production', accountId: ACCOUNT });
	const found = await searchCuratedCategories.call(context, 'mus');
	expect(found.results).toEqual([{ name: 'Music (US)', value: '1b' }]);
	expect(requests()).toEqual([
		{ method: 'GET', path: `/ads/12/accounts/${ACCOUNT}/curated_categories`, query: {} },
	]);
});
