import { createHash } from 'node:crypto';

import { startEmulator, type Emulator } from '..';
import { countedConversions, conversionCounts } from '../serverConversions';
import { lineItems } from '../routes/adsLineItems';
import { webEventTags } from '../routes/adsWebEventTags';
import { seedToken, signedJson } from './signedFetch';

/** The Conversions API and web event tags, driven directly with signed requests. */
let emulator: Emulator;
beforeEach(async () => {
	emulator = await startEmulator();
});
afterEach(async () => await emulator.close());

const ACCOUNT = '18ce54d4x5t';
const PIXEL = 'o8z6j';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

async function ads(method: string, path: string, json?: unknown, qs?: Record<string, string>) {
	const query = qs ? `?${new URLSearchParams(qs)}` : '';
	return await signedJson(emulator, method, `${emulator.adsBaseUrl}${path}${query}`, {
		token: seedToken(emulator),
		json,
	});
}
const send = (conversions: unknown[], pixel = PIXEL) =>
	ads('POST', `/12/measurement/conversions/${pixel}`, { conversions });

const conversion = (overrides: Record<string, unknown> = {}) => ({
	conversion_time: '2026-03-02T10:15:00.000Z',
	event_id: 'o87ne',
	identifiers: [{ hashed_email: sha('a@example.com') }],
	conversion_id: 'order-1',
	value: '20.00',
	price_currency: 'USD',
	number_items: 2,
	...overrides,
});

describe('emulator: Conversions API', () => {
	test('accepted conversions are counted once per event and conversion_id', async () => {
		const first = await send([
			conversion(),
			conversion({ conversion_id: 'order-2', event_id: `tw-${PIXEL}-o87ne` }),
		]);
		expect(first.statusCode).toBe(200);
		expect(first.body).toEqual({
			data: { conversions_processed: 2, debug_id: expect.stringMatching(/^[0-9a-f-]{36}$/) },
			request: { params: { account_id: ACCOUNT } },
		});
		const again = await send([conversion()]);
		expect(again.statusCode).toBe(200);
		expect(conversionCounts(emulator.state)).toEqual({ byEventTag: { o87ne: 2 }, received: 3 });
		const tag = webEventTags(emulator.state).find(({ id }) => id === 'o87ne');
		expect(tag?.status).toBe('TRACKING');
	});

	test('the counted purchases add to the stats of the line item that optimises for their event', async () => {
		const item = lineItems(emulator.state).find(({ id }) => id === 'li7x00');
		if (item) item.primary_web_event_tag = 'o87ne';
		// Noon UTC ten days ago, fixed for the test: inside the line item's delivery.
		const noon = Math.floor(Date.now() / DAY) * DAY - 10 * DAY + 12 * HOUR;
		const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
		const purchases = async () => {
			const stats = await ads('GET', `/12/stats/accounts/${ACCOUNT}`, undefined, {
				entity: 'LINE_ITEM',
				entity_ids: 'li7x00',
				start_time: iso(noon - HOUR),
				end_time: iso(noon + HOUR),
				granularity: 'HOUR',
				placement: 'ALL_ON_PLATFORM',
				metric_groups: 'WEB_CONVERSION',
			});
			expect(stats.statusCode).toBe(200);
			const body = stats.body as {
				data: Array<{
					id_data: Array<{ metrics: Record<string, Record<string, number[] | null> | null> }>;
				}>;
			};
			const metric = body.data[0].id_data[0].metrics.conversion_purchases;
			return ['post_engagement', 'order_quantity', 'sale_amount'].map((member) =>
				(metric?.[member] ?? [0, 0]).reduce((sum, value) => sum + value, 0),
			);
		};
		const before = await purchases();
		const time = new Date(noon + 15 * 60_000).toISOString();
		await send([
			conversion({ conversion_time: time }),
			conversion({
				conversion_time: time,
				conversion_id: 'order-2',
				value: '5.50',
				number_items: 1,
			}),
			conversion({ conversion_time: time, event_id: 'o87nf', conversion_id: 'lead-1' }),
		]);
		const after = await purchases();
		expect(after.map((value, n) => value - before[n])).toEqual([2, 3, 25_500_000]);
	});

	test.each([
		['no conversions', [], 'At least one conversion must be provided'],
		[
			'501 conversions',
			Array.from({ length: 501 }, (_, n) => conversion({ conversion_id: `o${n}` })),
			'Conversion count limit is 500',
		],
	])('%s: 400', async (_, conversions, message) => {
		const answer = await send(conversions);
		expect(answer.statusCode).toBe(400);
		expect((answer.body as { errors: Array<{ message: string }> }).errors[0].message).toBe(message);
		expect(countedConversions(emulator.state)).toEqual([]);
	});

	test.each([
		[
			'a time without milliseconds',
			{ conversion_time: '2026-03-02T10:15:00Z' },
			'conversions[1].conversion_time',
			'INVALID_PARAMETER',
		],
		[
			'a time without a zone',
			{ conversion_time: '2022-06-16T01:14:00.603' },
			'conversions[1].conversion_time',
			'INVALID_PARAMETER',
		],
		['no event_id', { event_id: undefined }, 'conversions[1].event_id', 'MISSING_PARAMETER'],
		['the pixel as event_id', { event_id: PIXEL }, 'conversions[1].event_id', 'INVALID_PARAMETER'],
		['an event of another account', { event_id: 'o9a1b' }, 'conversions[1].event_id', 'NOT_FOUND'],
		['a deleted event', { event_id: 'o87nh' }, 'conversions[1].event_id', 'NOT_FOUND'],
		[
			'an event prefixed with another pixel',
			{ event_id: 'tw-o8z6k-o87ne' },
			'conversions[1].event_id',
			'NOT_FOUND',
		],
		[
			'an empty twclid only',
			{ identifiers: [{ twclid: '' }] },
			'conversions[1].twclid',
			'INVALID_PARAMETER',
		],
		['no identifiers', { identifiers: [] }, 'conversions[1].identifiers', 'INVALID_PARAMETER'],
		[
			'an IP address alone',
			{ identifiers: [{ ip_address: '8.25.197.25' }] },
			'conversions[1].identifiers',
			'INVALID_PARAMETER',
		],
		[
			'a user agent alone',
			{ identifiers: [{ user_agent: 'Mozilla/5.0' }] },
			'conversions[1].identifiers',
			'INVALID_PARAMETER',
		],
		[
			'an email that is not a hash',
			{ identifiers: [{ hashed_email: 'abc' }] },
			'conversions[1].hashed_email',
			'INVALID_PARAMETER',
		],
		[
			'a phone that is not a hash',
			{ identifiers: [{ hashed_phone_number: '+11234567890' }] },
			'conversions[1].hashed_phone_number',
			'INVALID_PARAMETER',
		],
		['a numeric value', { value: 20 }, 'conversions[1].value', 'INVALID_PARAMETER'],
		[
			'a lower-case currency',
			{ price_currency: 'usd' },
			'conversions[1].price_currency',
			'INVALID_PARAMETER',
		],
		['zero items', { number_items: 0 }, 'conversions[1].number_items', 'INVALID_PARAMETER'],
		[
			'an unknown field',
			{ source_url: 'https://shop.example' },
			'conversions[1].source_url',
			'INVALID_PARAMETER',
		],
	])('%s: the whole request is refused', async (_, overrides, parameter, code) => {
		const answer = await send([conversion({ conversion_id: 'good' }), conversion(overrides)]);
		// 404 when the event is only of another account; an unknown one is also not a single event tag.
		const onlyElsewhere =
			code === 'NOT_FOUND' && !(overrides as { event_id?: string }).event_id?.endsWith('nh');
		expect(answer.statusCode).toBe(onlyElsewhere ? 404 : 400);
		expect((answer.body as { errors: unknown[] }).errors).toContainEqual(
			expect.objectContaining({ code, parameter }),
		);
		expect(countedConversions(emulator.state)).toEqual([]);
	});

	test('an IP address with a user agent is enough; an unknown event lists both errors', async () => {
		const ok = await send([
			conversion({ identifiers: [{ ip_address: '8.25.197.25', user_agent: 'Mozilla/5.0' }] }),
		]);
		expect(ok.statusCode).toBe(200);
		const unknown = await send([conversion({ event_id: 'zzzzz' })]);
		expect(unknown.statusCode).toBe(400);
		expect(
			(unknown.body as { errors: Array<{ code: string }> }).errors.map(({ code }) => code),
		).toEqual(['NOT_FOUND', 'INVALID_PARAMETER']);
	});

	test('an unknown pixel: 404', async () => {
		const answer = await send([conversion()], 'zzzz9');
		expect(answer.statusCode).toBe(404);
	});
});

describe('emulator: web event tags', () => {
	const PATH = `/12/accounts/${ACCOUNT}/web_event_tags`;
	const create = (qs: Record<string, string>) =>
		ads('POST', PATH, undefined, {
			name: 'Signup',
			type: 'SIGN_UP',
			click_window: '30',
			view_through_window: '1',
			retargeting_enabled: 'true',
			...qs,
		});

	test('create, get, list, update and delete', async () => {
		const created = await create({});
		expect(created.statusCode).toBe(200);
		const tag = (created.body as { data: Record<string, unknown> }).data;
		expect(tag).toMatchObject({
			name: 'Signup',
			type: 'SIGN_UP',
			click_window: 30,
			status: 'UNVERIFIED',
			last_tracked_at: null,
			website_tag_id: PIXEL,
			deleted: false,
		});
		const got = await ads('GET', `${PATH}/${String(tag.id)}`);
		expect((got.body as { data: unknown }).data).toEqual(tag);
		const listed = await ads('GET', PATH, undefined, {
			web_event_tag_ids: `${String(tag.id)},o87ne`,
		});
		expect(
			(listed.body as { data: Array<{ id: string }> }).data.map(({ id }) => id).sort(),
		).toEqual([String(tag.id), 'o87ne'].sort());
		const updated = await ads('PUT', `${PATH}/${String(tag.id)}`, undefined, {
			view_through_window: '30',
		});
		expect((updated.body as { data: Record<string, unknown> }).data.view_through_window).toBe(30);
		const deleted = await ads('DELETE', `${PATH}/${String(tag.id)}`);
		expect((deleted.body as { data: Record<string, unknown> }).data.deleted).toBe(true);
	});

	test.each([
		['a click window of 60', { click_window: '60' }, 'click_window'],
		['a view window of 2', { view_through_window: '2' }, 'view_through_window'],
		[
			'a view window above the click window',
			{ click_window: '7', view_through_window: '14' },
			'view_through_window',
		],
		['an unknown type', { type: 'LEAD' }, 'type'],
	])('create refuses %s', async (_, qs, parameter) => {
		const answer = await create(qs);
		expect(answer.statusCode).toBe(400);
		expect((answer.body as { errors: unknown[] }).errors).toContainEqual(
			expect.objectContaining({ parameter }),
		);
	});

	test('an update of one window is compared with the stored other one', async () => {
		// o87ne: click 14, view 1.
		const answer = await ads('PUT', `${PATH}/o87ne`, undefined, { view_through_window: '30' });
		expect(answer.statusCode).toBe(400);
		const narrower = await ads('PUT', `${PATH}/o87ne`, undefined, { click_window: '1' });
		expect(narrower.statusCode).toBe(200);
		const tooNarrow = await ads('PUT', `${PATH}/o87ne`, undefined, {
			click_window: '1',
			view_through_window: '7',
		});
		expect(tooNarrow.statusCode).toBe(400);
	});

	test('an unknown tag: 404', async () => {
		expect((await ads('GET', `${PATH}/zzzzz`)).statusCode).toBe(404);
		expect((await ads('PUT', `${PATH}/zzzzz`, undefined, { name: 'x' })).statusCode).toBe(404);
	});
});
