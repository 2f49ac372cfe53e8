import { conversionCounts } from '../emulator/serverConversions';
import { json, nodeHarness, byId } from '../helpers/nodeHarness';
import {
	ACCOUNT,
	CONVERSIONS_PATH,
	EMAIL_HASH,
	fixClock,
	NOT_LOWER_CASED_HASH,
	PHONE_HASH,
	PIXEL,
	items,
	order,
	sendParameters,
} from './conversionFixtures';

const { emulator, run, requests } = nodeHarness('measurement', { emulatorPerTest: true });
fixClock();

const bodies = () =>
	requests()
		.filter(({ path }) => path === CONVERSIONS_PATH)
		.map(({ body }) => body as { conversions: Array<Record<string, unknown>> });

describe('Conversion > Send', () => {
	test('the hashing vectors: a trimmed upper-case email and an E.164 phone, the exact request', async () => {
		const result = await run(sendParameters(), {
			items: [
				{
					json: {
						order_id: 'A-1',
						'E-mail': '  Test-Email@Test.COM ',
						phone_number: '+1 123 456 7890',
						click_id: ' 26l8j2bq7f ',
						ip_address: ' 8.25.197.25 ',
						userAgent: 'Mozilla/5.0 ',
						created_at: '2026-03-02T05:15:00.25',
						total: 20,
					},
				},
			],
		});
		expect(result.error).toBeUndefined();
		expect(requests()).toEqual([
			// The event's tag, once per run: its pixel, type and attribution windows.
			{ method: 'GET', path: `/ads/12/accounts/${ACCOUNT}/web_event_tags/o87ne`, query: {} },
			{
				method: 'POST',
				path: CONVERSIONS_PATH,
				query: {},
				body: {
					conversions: [
						{
							// No offset: read in the workflow's zone (America/New_York, UTC-5 in March),
							// the fraction kept.
							conversion_time: '2026-03-02T10:15:00.250Z',
							event_id: 'o87ne',
							identifiers: [
								{ twclid: '26l8j2bq7f' },
								{ hashed_email: EMAIL_HASH },
								{ hashed_phone_number: PHONE_HASH },
								{ ip_address: '8.25.197.25', user_agent: 'Mozilla/5.0' },
							],
							value: '20.00',
							price_currency: 'USD',
							conversion_id: 'A-1',
						},
					],
				},
			},
		]);
		expect(JSON.stringify(requests())).not.toContain(NOT_LOWER_CASED_HASH);
		expect(json(result)).toEqual([
			{
				event_id: 'o87ne',
				conversion_time: '2026-03-02T10:15:00.250Z',
				conversion_id: 'A-1',
				value: '20.00',
				price_currency: 'USD',
				// Map Automatically: which input field gave each identifier.
				fields_used: {
					hashed_email: 'E-mail',
					hashed_phone_number: 'phone_number',
					twclid: 'click_id',
					ip_address: 'ip_address',
					user_agent: 'userAgent',
				},
				event_type: 'PURCHASE',
				pixel_id: PIXEL,
				conversions_processed: 1,
				debug_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
				request: 1,
			},
		]);
		expect(result.items[0].pairedItem).toEqual({ item: 0 });
	});

	test('Map Each Field Below: expressions, a national phone with the default country code, a hash sent as is', async () => {
		const result = await run(
			sendParameters({
				identifierMapping: 'defineBelow',
				email: '={{ $json.contact }}',
				phoneNumber: '={{ $json.tel }}',
				defaultCountryCode: '1',
				value: '19.999',
				currency: 'kwd',
				conversionOptions: {
					pace: false,
					numberItems: 3,
					description: ' Spring sale ',
					contents: {
						content: [
							{
								contentId: 'SKU-1',
								contentName: 'Mug',
								contentPrice: 6.5,
								numItems: 3,
								contentGroupId: '123',
							},
						],
					},
				},
			}),
			{
				items: [
					{
						json: {
							order_id: 'B-1',
							contact: EMAIL_HASH.toUpperCase(),
							tel: '(123) 456-7890',
							created_at: '2026-03-02T10:15:00.5+01:00',
						},
					},
				],
			},
		);
		expect(result.error).toBeUndefined();
		expect(bodies()[0].conversions).toEqual([
			{
				conversion_time: '2026-03-02T09:15:00.500Z',
				event_id: 'o87ne',
				identifiers: [{ hashed_email: EMAIL_HASH }, { hashed_phone_number: PHONE_HASH }],
				value: '19.999',
				price_currency: 'KWD',
				conversion_id: 'B-1',
				number_items: 3,
				description: 'Spring sale',
				contents: [
					{
						num_items: 3,
						content_id: 'SKU-1',
						content_name: 'Mug',
						content_group_id: '123',
						content_price: 6.5,
					},
				],
			},
		]);
	});

	test('10,000 items become exactly 20 requests of 500, in input order, one output item each', async () => {
		const result = await run(sendParameters(), { items: items(10_000) });
		expect(result.error).toBeUndefined();
		const sent = bodies();
		expect(sent.map(({ conversions }) => conversions.length)).toEqual(Array(20).fill(500));
		expect(
			sent.flatMap(({ conversions }) => conversions.map(({ conversion_id }) => conversion_id)),
		).toEqual(Array.from({ length: 10_000 }, (_, n) => `order-${n}`));
		expect(result.items).toHaveLength(10_000);
		expect(result.items[9_999]).toMatchObject({
			json: { request: 20, conversions_processed: 500 },
			pairedItem: { item: 9_999 },
		});
	});

	test('a refused request fails exactly its own 500 items; the others are counted', async () => {
		// Items 500 to 999 (the second request) name an event of another account.
		const parameters = sendParameters({
			eventId: byId('={{ $itemIndex >= 500 && $itemIndex < 1000 ? "o9a1b" : "o87ne" }}'),
		});
		const result = await run(parameters, { items: items(1_500), continueOnFail: true });
		expect(result.error).toBeUndefined();
		const failed = result.items.flatMap((item, n) => (item.json.error ? [n] : []));
		expect(failed).toEqual(Array.from({ length: 500 }, (_, n) => 500 + n));
		expect(String(result.items[500].json.error)).toMatch(
			/Items 501 to 1000 \(one request\).*o9a1b/,
		);
		expect(result.items[500].pairedItem).toEqual({ item: 500 });
		expect(conversionCounts(emulator().state).byEventTag).toEqual({ o87ne: 1_000 });

		const stopped = await run(parameters, { items: items(1_500) });
		expect(stopped.error?.message).toMatch(/^Items 501 to 1000 \(one request\)/);
	});

	test('a rerun of the same orders sends the same conversion IDs and the platform counts them once', async () => {
		await run(sendParameters(), { items: items(700) });
		const first = bodies().flatMap(({ conversions }) =>
			conversions.map(({ conversion_id }) => conversion_id),
		);
		await run(sendParameters(), { items: items(700) });
		const all = bodies().flatMap(({ conversions }) =>
			conversions.map(({ conversion_id }) => conversion_id),
		);
		expect(all.slice(700)).toEqual(first);
		expect(conversionCounts(emulator().state)).toEqual({
			byEventTag: { o87ne: 700 },
			received: 1_400,
		});
	});

	test('the default Conversion ID reads order_id, then id', async () => {
		const parameters = sendParameters();
		delete (parameters as Record<string, unknown>).conversionId;
		await run(parameters, {
			items: [{ json: order(1) }, { json: { ...order(2), order_id: undefined, id: 77 } }],
		});
		expect(bodies()[0].conversions.map(({ conversion_id }) => conversion_id)).toEqual([
			'order-1',
			'77',
		]);
	});
});
