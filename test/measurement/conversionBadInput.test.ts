import { nodeHarness, byId } from '../helpers/nodeHarness';
import { EMAIL_HASH, fixClock, order, sendParameters } from './conversionFixtures';

const { run, requests } = nodeHarness('measurement');
fixClock();

const mapEach = (fields: Record<string, unknown>) => ({
	identifierMapping: 'defineBelow',
	...fields,
});

/**
 * Each case: parameters over sendParameters(), the second item's JSON over order(2), and the
 * message. The first item is always good: the node must stop before any request, naming item 2.
 */
const CASES: Array<[string, Record<string, unknown>, Record<string, unknown>, RegExp]> = [
	[
		'no identifier field at all',
		{},
		{ email: undefined },
		/^Item 2: Input item has no identifier field: Map Automatically reads fields named email/,
	],
	['an empty email column', {}, { email: '' }, /^Item 2: Input field "email" is empty/],
	['a blank email column', {}, { email: '   ' }, /^Item 2: Input field "email" is empty/],
	[
		'empty email and phone columns',
		{},
		{ email: '', phone: null },
		/^Item 2: Input fields "email", "phone" are empty/,
	],
	[
		'an IP address alone',
		{},
		{ email: undefined, ip: '8.25.197.25' },
		/^Item 2: Input field "ip" alone does not identify the customer: .* or a "user_agent" field$/,
	],
	[
		'a user agent alone',
		{},
		{ email: undefined, user_agent: 'Mozilla/5.0' },
		/^Item 2: Input field "user_agent" alone/,
	],
	[
		'an IP address that is no IPv4 address',
		{},
		{ ip_address: '8.25.197' },
		/^Item 2: Input field "ip_address" must be an IPv4/,
	],
	[
		'an email without @',
		{},
		{ email: 'buyer.example.com' },
		/^Item 2: Input field "email" is not an email address/,
	],
	[
		'an email with a space inside',
		{},
		{ email: 'buy er@example.com' },
		/^Item 2: Input field "email" is not an email address/,
	],
	[
		'a 63-character hash taken for an email',
		{},
		{ email: EMAIL_HASH.slice(1) },
		/^Item 2: Input field "email" is not an email address/,
	],
	[
		'a phone number with letters',
		{},
		{ phone: '+1 415 CALL NOW' },
		/^Item 2: Input field "phone" must be a phone number/,
	],
	[
		'a phone number too short',
		{},
		{ phone: '+1 555' },
		/^Item 2: Input field "phone" must have 7 to 15 digits/,
	],
	[
		'a phone number too long',
		{},
		{ phone: '+1 234 567 890 123 456' },
		/^Item 2: Input field "phone" must have 7 to 15 digits/,
	],
	[
		'a bad default country code',
		{ defaultCountryCode: '={{ $json.cc }}' },
		{ cc: '0044' },
		/^Item 2: Default Country Calling Code/,
	],
	[
		'a mapped email that is not one',
		mapEach({ email: '={{ $json.contact }}' }),
		{ contact: 'nobody' },
		/^Item 2: Email is not an email address/,
	],
	[
		'a mapped email that is empty',
		mapEach({ email: '={{ $json.contact }}' }),
		{ contact: '' },
		/^Item 2: Email is empty/,
	],
	[
		'a conversion time that is no time',
		{},
		{ created_at: 'yesterday' },
		/^Item 2: Conversion Time must be an ISO 8601 time/,
	],
	[
		'a conversion time on 30 February',
		{},
		{ created_at: '2026-02-30T10:00:00Z' },
		/^Item 2: Conversion Time must be an ISO 8601 time/,
	],
	[
		"a conversion time at 25 o'clock",
		{},
		{ created_at: '2026-03-02T25:00:00Z' },
		/^Item 2: Conversion Time must be an ISO 8601 time/,
	],
	[
		'a currency of two letters',
		{ currency: '={{ $json.cur }}' },
		{ cur: 'US' },
		/^Item 2: Currency must be a three-letter ISO 4217 code/,
	],
	[
		'a currency that does not exist',
		{ currency: '={{ $json.cur }}' },
		{ cur: 'XYZ' },
		/^Item 2: Currency must be a three-letter ISO 4217 code/,
	],
	['a value with a currency sign', {}, { total: '$20' }, /^Item 2: Value must be a number/],
	// Map Automatically with the fields left empty: the input field is named, not the panel's.
	[
		'a mapped value with a currency sign',
		{ value: '', currency: '' },
		{ total: '$20' },
		/^Item 2: Input field "total" must be a number of currency units/,
	],
	[
		'a mapped currency that does not exist',
		{ value: '', currency: '' },
		{ Currency: 'XYZ' },
		/^Item 2: Input field "Currency" must be a three-letter ISO 4217 code/,
	],
	[
		'a mapped conversion time that is no time',
		{ conversionTime: '' },
		{ created_at: 'yesterday' },
		/^Item 2: Input field "created_at" must be an ISO 8601 time/,
	],
	[
		'a conversion time five months ahead',
		{},
		{ created_at: '2026-08-03T12:00:00Z' },
		/^Item 2: Conversion Time is 153 days in the future \(2026-08-03T12:00:00.000Z, this machine's clock says 2026-03-03T10:15:00/,
	],
	[
		'a mapped conversion time ten minutes ahead',
		{ conversionTime: '' },
		{ created_at: '2026-03-03T10:25:00Z' },
		/^Item 2: Input field "created_at" is 10 minutes in the future/,
	],
	['a negative value', {}, { total: -5 }, /^Item 2: Value must be a number/],
	['a value with a decimal comma', {}, { total: '19,99' }, /^Item 2: Value must be a number/],
	[
		'zero items',
		{ conversionOptions: { pace: false, numberItems: '={{ $json.qty }}' } },
		{ qty: 0 },
		/^Item 2: Number of Items must be a whole number above zero/,
	],
	[
		'half an item',
		{ conversionOptions: { pace: false, numberItems: '={{ $json.qty }}' } },
		{ qty: 1.5 },
		/^Item 2: Number of Items must be a whole number above zero/,
	],
	[
		'a product of zero items',
		{
			conversionOptions: {
				pace: false,
				contents: { content: [{ contentId: 'S', numItems: '={{ $json.qty }}' }] },
			},
		},
		{ qty: 0 },
		/^Item 2: Contents \(product 1\) Number of Items/,
	],
	[
		'no event',
		{ eventId: byId('={{ $json.event }}') },
		{ event: '' },
		/^Item 2: Event is required/,
	],
	[
		'an event that is no tag ID',
		{ eventId: byId('={{ $json.event }}') },
		{ event: 'tw-o8z6j' },
		/^Item 2: Event must be a web event tag ID/,
	],
	[
		'another pixel for item 2',
		{ pixelId: '={{ $json.pixel }}' },
		{ pixel: 'o8z6k' },
		/^Item 2: Pixel is "o8z6k" but/,
	],
];

describe('Conversion > Send refuses bad input before any request', () => {
	test.each(CASES)('%s', async (_, parameters, second, message) => {
		const first = {
			...order(1),
			cur: 'USD',
			event: 'o87ne',
			qty: 1,
			pixel: 'o8z6j',
			contact: 'a@example.com',
			cc: '1',
		};
		const result = await run(sendParameters(parameters), {
			items: [{ json: first }, { json: { ...first, ...order(2), ...second } as never }],
		});
		expect(result.error?.message).toMatch(message);
		expect(requests()).toEqual([]);
	});

	test('no Pixel, and the pixel of the event cannot be read: the error names Pixel', async () => {
		// An event of another account: its tag is not found in the chosen one.
		const result = await run(sendParameters({ pixelId: ' ', eventId: byId('o9a1b') }), {
			items: [{ json: order(1) }],
		});
		expect(result.error?.message).toMatch(
			/^Item 1: Pixel is required: it was left empty, and the pixel of event o9a1b could not be read/,
		);
		expect(requests().map(({ method }) => method)).toEqual(['GET']);
	});

	test('under Continue On Fail, no pixel ends every item that passed its checks with that error, a bad item with its own', async () => {
		const result = await run(sendParameters({ pixelId: ' ', eventId: byId('o9a1b') }), {
			items: [{ json: order(1) }, { json: { ...order(2), email: 'nobody' } }, { json: order(3) }],
			continueOnFail: true,
		});
		expect(result.items.map(({ json }) => String(json.error).slice(0, 33))).toEqual([
			'Item 1: Pixel is required: it was',
			'Item 2: Input field "email" is no',
			'Item 1: Pixel is required: it was',
		]);
		expect(result.items.map(({ pairedItem }) => pairedItem)).toEqual([
			{ item: 0 },
			{ item: 1 },
			{ item: 2 },
		]);
		expect(requests().filter(({ method }) => method === 'POST')).toEqual([]);
	});

	test('in Map Automatically an error tells to correct the input item, not a hidden field', async () => {
		const result = await run(sendParameters(), {
			items: [{ json: { ...order(1), email: 'nobody' } }],
		});
		expect(result.error?.message).toBe(
			'Item 1: Input field "email" is not an email address (name@domain)',
		);
		expect(result.error?.description).toMatch(
			/^Map Automatically read the input item's "email": correct it in the data before this node/,
		);
		expect(result.error?.description).not.toMatch(/Change "Email"/);
	});

	test('an error never repeats the personal value', async () => {
		const result = await run(sendParameters(), {
			items: [{ json: { ...order(1), email: 'secret-person.example.com' } }],
		});
		expect(
			JSON.stringify({ message: result.error?.message, description: result.error?.description }),
		).not.toContain('secret-person');
	});

	test('under Continue On Fail the bad item gets its error and the good ones are sent', async () => {
		const result = await run(sendParameters(), {
			items: [{ json: order(1) }, { json: { ...order(2), email: 'nobody' } }, { json: order(3) }],
			continueOnFail: true,
		});
		expect(result.items.map(({ json }) => json.error ?? 'sent')).toEqual([
			'sent',
			'Item 2: Input field "email" is not an email address (name@domain)',
			'sent',
		]);
		expect(requests().filter(({ method }) => method === 'POST')).toHaveLength(1);
	});
});
