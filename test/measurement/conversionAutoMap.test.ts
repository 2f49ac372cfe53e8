import { searchPixels } from '../../nodes/PlatformAdsMeasurement/resources/conversion/pixelLocator';
import { webEventTags } from '../emulator/routes/adsWebEventTags';
import { accountPickerContext } from '../ads/pickerContext';
import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import {
	CONVERSIONS_PATH,
	EMAIL_HASH,
	fixClock,
	PIXEL,
	sendParameters,
} from './conversionFixtures';

const { emulator, run, requests } = nodeHarness('measurement', { emulatorPerTest: true });
fixClock('2026-03-03T10:15:00Z');

/** Conversion > Send as a new panel leaves it: Map Automatically, Value, Currency, Time and ID empty. */
const fromPanel = (extra: Record<string, unknown> = {}) => {
	const parameters: Record<string, unknown> = sendParameters(extra);
	for (const name of ['conversionTime', 'value', 'currency', 'conversionId'])
		if (!(name in extra)) delete parameters[name];
	return parameters;
};

const sent = () =>
	requests()
		.filter(({ path }) => path === CONVERSIONS_PATH)
		.flatMap(({ body }) => (body as { conversions: Array<Record<string, unknown>> }).conversions);

const tag = (id: string) => webEventTags(emulator().state).find((record) => record.id === id)!;

describe('Conversion > Send, Map Automatically', () => {
	test("an order's value and currency reach the platform, and the output says which fields gave what", async () => {
		const result = await run(fromPanel(), {
			items: [
				{
					json: {
						email: 'test-email@test.com',
						order_id: 'SO-1',
						created_at: '2026-03-02T09:12:44Z',
						value: 49.9,
						currency: 'USD',
					},
				},
			],
		});
		expect(result.error).toBeUndefined();
		expect(sent()).toEqual([
			{
				conversion_time: '2026-03-02T09:12:44.000Z',
				event_id: 'o87ne',
				identifiers: [{ hashed_email: EMAIL_HASH }],
				value: '49.90',
				price_currency: 'USD',
				conversion_id: 'SO-1',
			},
		]);
		expect(json(result)).toEqual([
			{
				event_id: 'o87ne',
				conversion_time: '2026-03-02T09:12:44.000Z',
				conversion_id: 'SO-1',
				value: '49.90',
				price_currency: 'USD',
				fields_used: {
					hashed_email: 'email',
					conversion_time: 'created_at',
					value: 'value',
					price_currency: 'currency',
					conversion_id: 'order_id',
				},
				event_type: 'PURCHASE',
				pixel_id: PIXEL,
				conversions_processed: 1,
				debug_id: expect.any(String),
				request: 1,
			},
		]);
	});

	test('value by preference (value, total, revenue, amount, price) in any case; currency upper-cased, else USD', async () => {
		const result = await run(fromPanel(), {
			items: [
				{
					json: {
						email: 'a@example.com',
						Price: 3,
						'Order Total': 1,
						Total: '120.5',
						CURRENCY: 'eur',
					},
				},
				{ json: { email: 'b@example.com', revenue: 7, amount: 8 } },
				{ json: { email: 'c@example.com', value: '', price: 2.5 } },
			],
		});
		expect(result.error).toBeUndefined();
		expect(sent().map(({ value, price_currency }) => [value, price_currency])).toEqual([
			['120.5', 'EUR'],
			['7.00', 'USD'],
			['2.50', 'USD'],
		]);
		expect(json(result).map(({ fields_used }) => fields_used)).toEqual([
			{ hashed_email: 'email', value: 'Total', price_currency: 'CURRENCY' },
			{ hashed_email: 'email', value: 'revenue' },
			{ hashed_email: 'email', value: 'price' },
		]);
	});

	test('a value set in the panel wins over the item; Map Each Field Below maps no value', async () => {
		await run(fromPanel({ value: '5', currency: 'GBP' }), {
			items: [{ json: { email: 'a@example.com', value: 49.9, currency: 'USD' } }],
		});
		await run(fromPanel({ identifierMapping: 'defineBelow', email: '={{ $json.email }}' }), {
			items: [{ json: { email: 'a@example.com', value: 49.9, currency: 'USD' } }],
		});
		expect(sent().map(({ value, price_currency }) => [value, price_currency])).toEqual([
			['5', 'GBP'],
			[undefined, undefined],
		]);
	});

	test('a purchase without a value is sent with a warning; a lead without one is not warned of', async () => {
		const purchase = await run(fromPanel(), {
			items: [{ json: { email: 'a@example.com', order_id: 'SO-2' } }],
		});
		expect(json(purchase)[0]).toMatchObject({
			event_type: 'PURCHASE',
			warnings: [expect.stringMatching(/^no value: this purchase is sent without its revenue/)],
		});
		const lead = await run(fromPanel({ eventId: byId('o87nf') }), {
			items: [{ json: { email: 'a@example.com' } }],
		});
		expect(json(lead)[0].event_type).toBe('SIGN_UP');
		expect(json(lead)[0].warnings).toBeUndefined();
		expect(sent()).toHaveLength(2);
	});
});

describe('Conversion > Send, pixel', () => {
	test("left empty, the pixel is the event's (its tag's website_tag_id)", async () => {
		const result = await run(fromPanel({ pixelId: { __rl: true, mode: 'list', value: '' } }), {
			items: [{ json: { email: 'a@example.com', value: 1 } }],
		});
		expect(result.error).toBeUndefined();
		expect(requests().map(({ method, path }) => `${method} ${path}`)).toEqual([
			'GET /ads/12/accounts/18ce54d4x5t/web_event_tags/o87ne',
			`POST ${CONVERSIONS_PATH}`,
		]);
		expect(json(result)[0].pixel_id).toBe(PIXEL);
	});

	test('a pixel picked from the list is sent to; an event of another pixel is refused, naming Event', async () => {
		const picked = await run(fromPanel({ pixelId: { __rl: true, mode: 'list', value: PIXEL } }), {
			items: [{ json: { email: 'a@example.com', value: 1 } }],
		});
		expect(json(picked)[0].pixel_id).toBe(PIXEL);
		tag('o87nf').website_tag_id = 'o8zzz';
		const other = await run(fromPanel({ eventId: byId('o87nf') }), {
			items: [{ json: { email: 'a@example.com', value: 1 } }],
		});
		expect(other.error?.message).toBe(
			"Item 1: Event is an event of pixel o8zzz, but this run sends to pixel o8z6j: pick an event of that pixel, or the event's own pixel in Pixel",
		);
		expect(sent()).toHaveLength(1);
	});

	test('the picker lists each pixel once with its events, searchable by an event name', async () => {
		const context = accountPickerContext(emulator());
		expect((await searchPixels.call(context)).results).toEqual([
			{ name: 'o8z6j (Purchase, Lead, Page view)', value: 'o8z6j' },
		]);
		expect((await searchPixels.call(context, 'lead')).results).toHaveLength(1);
		expect((await searchPixels.call(context, 'nothing like it')).results).toEqual([]);
	});
});

describe('Conversion > Send, conversion times (clock fixed at 2026-03-03T10:15Z)', () => {
	test("two years old: sent, with a warning past the event's longest attribution window", async () => {
		const result = await run(fromPanel(), {
			items: [{ json: { email: 'a@example.com', value: 1, created_at: '2024-03-03T10:15:00Z' } }],
		});
		expect(result.error).toBeUndefined();
		expect(json(result)[0].warnings).toEqual([
			"conversion_time is 730 days old, past the event's longest attribution window (14 days): the platform may take it but can credit no ad with it",
		]);
		expect(sent()).toHaveLength(1);
	});

	test('the window is the longer of the event\'s two, in days written as one would ("1 day")', async () => {
		Object.assign(tag('o87ne'), { click_window: 1, view_through_window: 1 });
		const result = await run(fromPanel(), {
			items: [
				{ json: { email: 'a@example.com', value: 1, created_at: '2026-03-01T10:15:00Z' } },
				{ json: { email: 'b@example.com', value: 1, created_at: '2026-03-03T09:15:00Z' } },
			],
		});
		expect(json(result).map(({ warnings }) => warnings)).toEqual([
			[expect.stringMatching(/^conversion_time is 2 days old, past .* \(1 day\)/)],
			undefined,
		]);
	});

	test('up to 5 minutes ahead is clock skew and sent; five months ahead is refused before any request', async () => {
		const skewed = await run(fromPanel(), {
			items: [{ json: { email: 'a@example.com', value: 1, created_at: '2026-03-03T10:19:00Z' } }],
		});
		expect(skewed.error).toBeUndefined();
		expect(json(skewed)[0].warnings).toBeUndefined();
		const ahead = await run(fromPanel(), {
			items: [{ json: { email: 'a@example.com', value: 1, created_at: '2026-08-03T12:00:00Z' } }],
		});
		expect(ahead.error?.message).toMatch(
			/^Item 1: Input field "created_at" is 153 days in the future \(2026-08-03T12:00:00.000Z/,
		);
		expect(sent()).toHaveLength(1);
	});
});
