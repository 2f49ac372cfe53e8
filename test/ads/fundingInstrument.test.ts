import { searchFundingInstruments } from '../../nodes/PlatformAds/shared/fundingInstrumentLocator';
import { fundingInstruments } from '../emulator/routes/adsFundingInstruments';
import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';
import { pickerContext } from './pickerContext';

const { emulator, run, requests } = nodeHarness('ads');
const PATH = `/ads/12/accounts/${ACCOUNT}/funding_instruments`;
const SANDBOX_PATH = `/ads-sandbox/12/accounts/${ACCOUNT}/funding_instruments`;

const instrument = (operation: string, parameters: Record<string, unknown> = {}) =>
	run({
		resource: 'fundingInstrument',
		operation,
		accountId: byId(ACCOUNT),
		...parameters,
	});

describe('Funding Instrument Get Many', () => {
	test('lists the account instruments, with the amounts also in currency', async () => {
		const result = await instrument('getAll', { returnAll: true });
		expect(result.error).toBeUndefined();
		expect(requests()).toEqual([{ method: 'GET', path: PATH, query: { count: '1000' } }]);
		expect(json(result).map((one) => [one.id, one.currency, one.type])).toEqual([
			['fi1usd', 'USD', 'CREDIT_CARD'],
			['fi2jpy', 'JPY', 'INSERTION_ORDER'],
			['fi3kwd', 'KWD', 'AGENCY_CREDIT_LINE'],
			['fi4eur', 'EUR', 'CREDIT_LINE'],
		]);
		expect(json(result)[0]).toMatchObject({ credit_limit_local_micro: 50_000_000_000 });
		expect(json(result)[3]).toMatchObject({
			able_to_fund: false,
			reasons_not_able_to_fund: ['EXPIRED'],
		});
	});

	test('filters by ID, sorts and asks for the total count', async () => {
		const result = await instrument('getAll', {
			returnAll: false,
			limit: 10,
			listOptions: {
				fundingInstrumentIds: 'fi2jpy, fi1usd',
				sortBy: 'created_at-desc',
				withTotalCount: true,
				withDeleted: true,
			},
			output: 'response',
		});
		expect(result.error).toBeUndefined();
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: PATH,
				query: {
					count: '10',
					funding_instrument_ids: 'fi2jpy,fi1usd',
					sort_by: 'created_at-desc',
					with_total_count: 'true',
					with_deleted: 'true',
				},
			},
		]);
		expect(json(result)[0]).toMatchObject({
			total_count: 2,
			data: [expect.objectContaining({ id: 'fi2jpy' }), expect.objectContaining({ id: 'fi1usd' })],
		});
	});

	test('more than 200 IDs are refused before sending, naming the item and the field', async () => {
		const ids = Array.from({ length: 201 }, (_, n) => `fi${n}`).join(',');
		const result = await instrument('getAll', {
			returnAll: true,
			listOptions: { fundingInstrumentIds: ids },
		});
		expect(result.error?.message).toBe(
			'Item 1: Funding Instrument IDs allows at most 200 entries (it has 201)',
		);
		expect(requests()).toEqual([]);
	});
});

describe('Funding Instrument Get', () => {
	test('gets one instrument by ID', async () => {
		const result = await instrument('get', { fundingInstrumentId: byId('fi2jpy') });
		expect(requests()).toEqual([{ method: 'GET', path: `${PATH}/fi2jpy`, query: {} }]);
		expect(json(result)).toEqual([
			expect.objectContaining({ id: 'fi2jpy', currency: 'JPY', funded_amount: 5_000_000 }),
		]);
	});

	test("another account's instrument answers FUNDING_INSTRUMENT_NOT_FOUND", async () => {
		const result = await instrument('get', { fundingInstrumentId: byId('fi5gbp') });
		expect(requests()).toEqual([{ method: 'GET', path: `${PATH}/fi5gbp`, query: {} }]);
		expect(result.error?.message).toMatch(/FUNDING_INSTRUMENT_NOT_FOUND|not found/i);
	});

	test('an expression resolving to more than an ID is refused before sending', async () => {
		const result = await instrument('get', { fundingInstrumentId: byId('={{ "fi1usd/../x" }}') });
		expect(result.error?.message).toBe(
			'Item 1: Funding Instrument must be an ID of letters and digits, got "fi1usd/../x"',
		);
		expect(requests()).toEqual([]);
	});
});

describe('Funding Instrument Create and Delete (sandbox)', () => {
	test('Create sends every value as a query parameter to the sandbox, amounts in micros', async () => {
		const result = await instrument('create', {
			environment: 'sandbox',
			currency: 'kwd',
			type: 'INSERTION_ORDER',
			start_time: '2026-12-01T00:00:00Z',
			additionalFields: {
				end_time: '2026-12-31T00:00:00Z',
				funded_amount_local_micro: '1500.125',
			},
		});
		expect(result.error).toBeUndefined();
		expect(requests()).toEqual([
			{
				method: 'POST',
				path: SANDBOX_PATH,
				query: {
					currency: 'KWD',
					type: 'INSERTION_ORDER',
					start_time: '2026-12-01T00:00:00Z',
					end_time: '2026-12-31T00:00:00Z',
					funded_amount_local_micro: '1500125000',
				},
			},
		]);
		expect(json(result)).toEqual([
			expect.objectContaining({ currency: 'KWD', funded_amount: 1500.125 }),
		]);
	});

	test.each([
		[
			{ currency: 'US' },
			'Item 1: Currency must be a three-letter ISO 4217 code such as USD, got "US"',
		],
		[
			{ type: 'GIFT_CARD' },
			expect.stringMatching(/^Item 1: Type must be one of AGENCY_CREDIT_LINE/),
		],
		[{ start_time: 'soon' }, expect.stringMatching(/^Item 1: Start Time must be an ISO 8601 time/)],
		[
			{ currency: 'JPY', additionalFields: { credit_limit_local_micro: '100.5' } },
			'Item 1: Credit Limit must be a whole amount in JPY, which has no decimals, got 100.5 JPY',
		],
		[
			{ additionalFields: { funded_amount_local_micro: '10.005' } },
			'Item 1: Funded Amount has more than 2 decimals, the most USD has, got 10.005 USD',
		],
	])('bad input %j is refused before sending', async (parameters, message) => {
		const result = await instrument('create', {
			environment: 'sandbox',
			currency: 'USD',
			type: 'CREDIT_CARD',
			start_time: '2026-12-01T00:00:00Z',
			...parameters,
		});
		expect(result.error?.message).toEqual(message);
		expect(requests()).toEqual([]);
	});

	test('Delete goes to the sandbox; the instrument then cannot fund', async () => {
		fundingInstruments(emulator().state).push({
			...fundingInstruments(emulator().state)[0],
			id: 'fidel1',
		});
		const result = await instrument('delete', {
			environment: 'sandbox',
			fundingInstrumentId: byId('fidel1'),
		});
		expect(requests()).toEqual([{ method: 'DELETE', path: `${SANDBOX_PATH}/fidel1`, query: {} }]);
		expect(json(result)).toEqual([
			expect.objectContaining({
				id: 'fidel1',
				deleted: true,
				able_to_fund: false,
				reasons_not_able_to_fund: ['DELETED'],
			}),
		]);
	});
});

describe('Funding instrument picker', () => {
	test('shows name, currency and type, and finds a part in the middle of a word', async () => {
		const context = pickerContext(emulator(), { accountId: ACCOUNT });
		const found = await searchFundingInstruments.call(context, 'ENDING 424');
		expect(found.results).toEqual([
			{ name: 'Visa ending 4242 · USD · Credit Card (fi1usd)', value: 'fi1usd' },
		]);
		expect((await searchFundingInstruments.call(context, 'xpired')).results).toEqual([
			{
				name: 'Expired EUR credit line · EUR · Credit Line · cannot fund (fi4eur)',
				value: 'fi4eur',
			},
		]);
		expect(requests()).toEqual([
			{ method: 'GET', path: PATH, query: { count: '200' } },
			{ method: 'GET', path: PATH, query: { count: '200' } },
		]);
	});
});
