import { DEFAULT_ACCOUNT_MARK, searchAccounts } from '../../nodes/shared/ads/accountSearch';
import {
	searchCuratedCategories,
	searchCustomAudiences,
} from '../../nodes/PlatformAds/shared/listSearch';
import { adsAccounts } from '../emulator/routes/adsAccounts';
import { nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';
import { accountPickerContext, pickerContext } from './pickerContext';

const { emulator, requests } = nodeHarness('ads');

test('the account picker finds any part of a name or an ID, in any case, page by page', async () => {
	const accounts = adsAccounts(emulator().state);
	for (let n = 0; n < 250; n++)
		accounts.push({ ...accounts[0], id: `pick${n}`, name: `Picked ${n}` });
	const context = pickerContext(emulator(), { environment: 'production' });
	const first = await searchAccounts.call(context, 'CKED 1');
	const second = await searchAccounts.call(context, 'CKED 1', first.paginationToken);
	const found = [...first.results, ...second.results].map((result) => result.value);
	// "Picked 1", "Picked 10" to "Picked 19", "Picked 100" to "Picked 199": 111 accounts.
	expect(found).toHaveLength(111);
	expect(found).toEqual(expect.arrayContaining(['pick1', 'pick19', 'pick100', 'pick199']));
	expect(second.paginationToken).toBeUndefined();
	expect(requests()).toEqual([
		{ method: 'GET', path: '/ads/12/accounts', query: { count: '200' } },
		{
			method: 'GET',
			path: '/ads/12/accounts',
			query: { count: '200', cursor: first.paginationToken },
		},
	]);
	const byId = await searchAccounts.call(context, 'PICK24');
	// pick240 to pick249 are on the next page.
	expect(byId.results.map((result) => result.value)).toEqual(['pick24']);
	expect(byId.results[0].name).toMatch(/^Picked 24 \(pick24\)$/);
});

test('the account picker finds a word in the middle of a name', async () => {
	const found = await searchAccounts.call(
		pickerContext(emulator(), { environment: 'production' }),
		'second',
	);
	expect(found.results.map((result) => result.name)).toEqual(
		adsAccounts(emulator().state)
			.filter((account) => String(account.name).toLowerCase().includes('second'))
			.map((account) => `${String(account.name)} (${String(account.id)})`),
	);
	expect(found.results.length).toBeGreaterThan(0);
});

test('the pickers follow the environment: the sandbox base URL for Sandbox', async () => {
	await searchAccounts.call(pickerContext(emulator(), { environment: 'sandbox' }));
	expect(requests()).toEqual([
		{ method: 'GET', path: '/ads-sandbox/12/accounts', query: { count: '200' } },
	]);
});

test('the curated category picker lists the categories of the chosen account, filtered by name', async () => {
	const context = accountPickerContext(emulator());
	const found = await searchCuratedCategories.call(context, 'mus');
	expect(found.results).toEqual([{ name: 'Music (US)', value: '1b' }]);
	expect(requests()).toEqual([
		{ method: 'GET', path: `/ads/12/accounts/${ACCOUNT}/curated_categories`, query: {} },
	]);
});

test('the custom audience picker lists the audiences the chosen account owns, found mid-word', async () => {
	const context = accountPickerContext(emulator());
	const found = await searchCustomAudiences.call(context, 'SUBSCR');
	// "Newsletter subscribers" is the account's; "Partner audience" belongs to another account.
	expect(found.results).toEqual([{ name: 'Newsletter subscribers (1nmth)', value: '1nmth' }]);
	expect((await searchCustomAudiences.call(context, 'partner')).results).toEqual([]);
	expect(requests()).toEqual([
		{
			method: 'GET',
			path: `/ads/12/accounts/${ACCOUNT}/custom_audiences`,
			query: { count: '200' },
		},
		{
			method: 'GET',
			path: `/ads/12/accounts/${ACCOUNT}/custom_audiences`,
			query: { count: '200' },
		},
	]);
});

test('the custom audience picker waits for an account', async () => {
	const found = await searchCustomAudiences.call(
		pickerContext(emulator(), { environment: 'production' }),
	);
	expect(found.results).toEqual([]);
	expect(requests()).toEqual([]);
});

describe('the account picker without a readable credential', () => {
	/** A picker's context whose credential n8n cannot read, failing with n8n's `message`. */
	const unreadable = (message: string, credentials?: Record<string, unknown>) => {
		const context = pickerContext(emulator(), { environment: 'production' });
		const node = { ...context.getNode(), credentials };
		return Object.assign(context, {
			getNode: () => node,
			getCredentials: async () => {
				throw new Error(message);
			},
		});
	};

	test('none chosen: says to choose one, and sends nothing', async () => {
		await expect(
			searchAccounts.call(unreadable('Node does not have any credentials set for "x"')),
		).rejects.toMatchObject({
			message: 'Choose a credential first: "Credential to connect with" is empty',
		});
		expect(requests()).toEqual([]);
	});

	test('deleted: names the credential and says what to do, and sends nothing', async () => {
		const error = await searchAccounts
			.call(
				unreadable('Credential with ID "7" does not exist for type "platformOAuth1Api".', {
					platformOAuth1Api: { id: '7', name: 'Ads keys' },
				}),
			)
			.catch((caught: Error & { description?: string }) => caught);
		expect(error).toMatchObject({
			message: 'The credential "Ads keys" chosen in "Credential to connect with" could not be read',
		});
		expect((error as { description?: string }).description).toMatch(/deleted.*Pick another/);
		expect(requests()).toEqual([]);
	});
});

describe("the account picker with the credential's Default Ads Account ID", () => {
	/** A picker's context whose credential names `defaultAdsAccountId`. */
	const withDefault = (defaultAdsAccountId: string) => {
		const context = pickerContext(emulator(), { environment: 'production' });
		const getCredentials = context.getCredentials.bind(context);
		return Object.assign(context, {
			getCredentials: async (type: string) => ({
				...(await getCredentials(type)),
				defaultAdsAccountId,
			}),
		});
	};
	const marked = (name: string) => `${DEFAULT_ACCOUNT_MARK} ${name}`;

	// The accounts the emulator was seeded with (other tests here add more).
	const seeded = () => adsAccounts(emulator().state).slice(0, 2);

	test('lists it first, marked, from the page it is on', async () => {
		const second = seeded()[1];
		const found = await searchAccounts.call(withDefault(` ${String(second.id)} `));
		expect(found.results[0]).toEqual({
			name: marked(`${String(second.name)} (${String(second.id)})`),
			value: second.id,
		});
		expect(found.results.filter((result) => result.value === second.id)).toHaveLength(1);
		expect(found.results.map((result) => result.value)).toContain(seeded()[0].id);
		expect(requests()).toEqual([
			{ method: 'GET', path: '/ads/12/accounts', query: { count: '200' } },
		]);
	});

	test('past the first page: read by its ID, listed first, not repeated on its page', async () => {
		const accounts = adsAccounts(emulator().state);
		for (let n = 0; n < 250; n++)
			accounts.push({ ...accounts[0], id: `far${n}`, name: `Far ${n}` });
		const context = withDefault('far249');
		let page = await searchAccounts.call(context);
		expect(page.results[0]).toEqual({ name: marked('Far 249 (far249)'), value: 'far249' });
		const later: string[] = [];
		while (page.paginationToken) {
			page = await searchAccounts.call(context, undefined, page.paginationToken);
			later.push(...page.results.map((result) => String(result.value)));
		}
		expect(later).toContain('far248');
		expect(later).not.toContain('far249');
		expect(requests()[1]).toMatchObject({ method: 'GET', path: '/ads/12/accounts/far249' });
	});

	test('a search that does not match it leaves it out; an unknown ID is left out', async () => {
		const [first] = seeded();
		const found = await searchAccounts.call(withDefault(String(first.id)), 'second');
		expect(found.results.map((result) => result.value)).not.toContain(first.id);
		expect(found.results.length).toBeGreaterThan(0);
		const plain = await searchAccounts.call(pickerContext(emulator(), {}));
		const unknown = await searchAccounts.call(withDefault('nosuchacct'));
		expect(unknown.results).toEqual(plain.results);
	});
});
