import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT, itemsOf, received } from './adsFixtures';
import {
	ANN_SENT,
	BOB_SENT,
	bodies,
	mapped,
	resetAudiences,
	sha,
	users,
	wireText,
} from './audienceUsersHelpers';

const { emulator, run } = nodeHarness('ads');
beforeEach(() => resetAudiences(emulator()));

const PATH = `/ads/12/accounts/${ACCOUNT}/custom_audiences/1nmth/users`;

/** Custom Audience User mapped automatically: identifiers from each item's JSON, no expressions. */
const automatic = (operation: 'add' | 'remove', extra: Record<string, unknown> = {}) => ({
	resource: 'customAudienceUser',
	operation,
	accountId: byId(ACCOUNT),
	customAudienceId: byId('1nmth'),
	dataMode: 'autoMapInputData',
	...extra,
});

/** The same users under the platform's names (automatic) and under the manual tests' names. */
const PEOPLE = [
	{
		email: ' Ann@Example.com ',
		phone_number: ['+1 (415) 555-1212', '0044 20 7183 8750'],
		handle: '@AdsAPI',
		device_id: '4B61639E-47CC-4056-A16A-C8217E029462',
		platform_id: 143567,
		partner_user_id: 'CRM-1, "Ünïcode"',
	},
	{ email: 'bob@example.com, BOB@work.example', other: 'ignored' },
	{ handle: 'jack', partner_user_id: ['CRM-3', 'CRM-4'] },
];
const asMapped = (person: Record<string, unknown>) => ({
	email: person.email ?? '',
	phones: person.phone_number ?? '',
	handle: person.handle ?? '',
	idfa: person.device_id ?? '',
	uid: person.platform_id ?? '',
	crm: person.partner_user_id ?? '',
});

const window = { effectiveAt: '2030-01-01T00:00:00Z', expiresAt: '2030-06-01T00:00:00Z' };

describe('Custom Audience User, Mapping: Map Automatically', () => {
	test('reads every identifier from the item JSON under the platform names; request body exact', async () => {
		const result = await run(automatic('add', { userOptions: window }), {
			items: itemsOf(3, (n) => PEOPLE[n]),
		});
		expect(result.error).toBeUndefined();
		const sent = { effective_at: '2030-01-01T00:00:00Z', expires_at: '2030-06-01T00:00:00Z' };
		expect(received(emulator())).toEqual([
			[
				'POST',
				PATH,
				{},
				[
					{
						operation_type: 'Update',
						params: {
							users: [{ ...ANN_SENT, partner_user_id: ['CRM-1, "Ünïcode"'] }],
							...sent,
						},
					},
					{ operation_type: 'Update', params: { users: [BOB_SENT], ...sent } },
					{
						operation_type: 'Update',
						params: {
							users: [{ handle: [sha('jack')], partner_user_id: ['CRM-3', 'CRM-4'] }],
							...sent,
						},
					},
				],
			],
		]);
		const batch = { number: 1, operations: 3, success_count: 3, total_count: 3, attempts: 1 };
		expect(json(result)[1]).toEqual({
			operation_type: 'Update',
			identifier_counts: { email: 2 },
			...sent,
			custom_audience_id: '1nmth',
			batch,
		});
		expect(result.items.map((item) => item.pairedItem)).toEqual([
			{ item: 0 },
			{ item: 1 },
			{ item: 2 },
		]);
		expect(wireText(emulator())).not.toContain('Ann@Example.com');
	});

	test('sends exactly what Map Each Identifier Below sends for the same users', async () => {
		const options = { userOptions: window };
		await run(automatic('remove', options), { items: itemsOf(3, (n) => PEOPLE[n]) });
		const fromJson = bodies(emulator());
		emulator().clearLog();
		await run(mapped('remove', options), { items: itemsOf(3, (n) => asMapped(PEOPLE[n])) });
		expect(bodies(emulator())).toEqual(fromJson);
	});

	test('Input Field Names read other fields; the kinds not renamed keep their own names', async () => {
		await run(automatic('add', { inputFieldNames: { email: 'mail', phone_number: 'tel' } }), {
			items: [
				{ json: { mail: 'ann@example.com', tel: '+44 20 7183 8750', handle: 'jack', email: 'x' } },
			],
		});
		expect(bodies(emulator())).toEqual([
			[
				{
					operation_type: 'Update',
					params: {
						users: [
							{
								email: [sha('ann@example.com')],
								phone_number: [sha('442071838750')],
								handle: [sha('jack')],
							},
						],
					},
				},
			],
		]);
	});

	test('a bad identifier stops the node before anything is sent, naming item and field, not the value', async () => {
		const result = await run(automatic('add'), {
			items: [
				{ json: { email: 'ann@example.com' } },
				{ json: { email: ['ok@example.com', 'Not-An-Email'] } },
			],
		});
		expect(result.error?.message).toBe(
			'Item 2: Input field "email" (value 2 of 2) is not an email address (name@domain)',
		);
		expect(emulator().log).toHaveLength(0);
	});

	test('an item without any identifier fails like the mapped mode; Continue On Fail sends the others', async () => {
		const items = [{ json: { email: 'ann@example.com' } }, { json: { name: 'no identifier' } }];
		const stopped = await run(automatic('add'), { items });
		expect(stopped.error?.message).toBe(
			'Item 2: Input fields "email", "phone_number", "handle", "device_id", "platform_id", "partner_user_id" are all empty: each item is one user and needs at least one of them',
		);
		expect(emulator().log).toHaveLength(0);
		const continued = await run(automatic('add'), { items, continueOnFail: true });
		expect(continued.items.map((item) => [item.json.error, item.pairedItem])).toEqual([
			[undefined, { item: 0 }],
			[
				'Item 2: Input fields "email", "phone_number", "handle", "device_id", "platform_id", "partner_user_id" are all empty: each item is one user and needs at least one of them',
				{ item: 1 },
			],
		]);
		expect(bodies(emulator())).toEqual([
			[{ operation_type: 'Update', params: { users: [{ email: [sha('ann@example.com')] }] } }],
		]);
	});

	test('bodies stay within 5,000,000 bytes and the first one is full: the counted size of an operation is its JSON size', async () => {
		// Partner user IDs with quotes, backslashes and non-ASCII letters: JSON escapes and UTF-8 bytes.
		const partnerIds = (n: number) =>
			Array.from({ length: 40 }, (_, k) => `Ünïcode "${n}" \\ ${k} ${'é'.repeat(30)}`);
		const result = await run(automatic('add', { userOptions: window }), {
			items: itemsOf(1500, (n) => ({ email: `u${n}@example.com`, partner_user_id: partnerIds(n) })),
		});
		expect(result.error).toBeUndefined();
		const sizes = emulator().log.map((entry) => Buffer.byteLength(entry.rawBody));
		expect(sizes.length).toBeGreaterThan(1);
		expect(sizes.every((size) => size <= 5_000_000)).toBe(true);
		const nextOperation = Buffer.byteLength(JSON.stringify(bodies(emulator())[1][0]));
		expect(sizes[0] + nextOperation + 1).toBeGreaterThan(5_000_000);
		expect(bodies(emulator()).flat()).toHaveLength(1500);
		expect(emulator().log.every((entry) => entry.status === 200)).toBe(true);
	}, 120_000);
});

describe('settings read once a run unless they hold an expression', () => {
	test('an expression in Options or a locator is still resolved for each item', async () => {
		const result = await run(
			automatic('add', {
				userOptions: { expiresAt: '={{ $json.until }}' },
				customAudienceId: byId('={{ $json.audience }}'),
			}),
			{
				items: [
					{ json: { email: 'a@example.com', until: '2031-01-01T00:00:00Z', audience: '1nmth' } },
					{ json: { email: 'b@example.com', until: '2032-01-01T00:00:00Z', audience: '1nmth' } },
					{ json: { email: 'c@example.com', until: '2032-01-01T00:00:00Z', audience: '1nmtj' } },
				],
				continueOnFail: true,
			},
		);
		expect(
			bodies(emulator())[0].map(
				(operation) => (operation.params as { expires_at: string }).expires_at,
			),
		).toEqual(['2031-01-01T00:00:00Z', '2032-01-01T00:00:00Z']);
		expect(result.items[2].json.error).toMatch(
			/^Item 3: Custom Audience is "1nmtj" but "1nmth" for item 1: one run sends all its items/,
		);
	});
});

describe('Do-Not-Reach List users, Mapping: Map Automatically', () => {
	test('email and phone_number read from the item JSON; the same body as the mapped fields', async () => {
		const people = [
			{ email: 'Ann@Example.com', phone_number: '+1 415 555 1212' },
			{ phone_number: ['0044 20 7183 8750'] },
		];
		const options = { userOptions: { expiresAt: '2031-01-01T00:00:00Z' } };
		const result = await run(users('addUsers', { dataMode: 'autoMapInputData', ...options }), {
			items: itemsOf(2, (n) => people[n]),
		});
		expect(result.error).toBeUndefined();
		expect(bodies(emulator())).toEqual([
			[
				{
					operation_type: 'Update',
					params: {
						users: [{ email: [sha('ann@example.com')], phone_number: [sha('14155551212')] }],
						expires_at: '2031-01-01T00:00:00Z',
					},
				},
				{
					operation_type: 'Update',
					params: {
						users: [{ phone_number: [sha('442071838750')] }],
						expires_at: '2031-01-01T00:00:00Z',
					},
				},
			],
		]);
		const fromJson = bodies(emulator());
		emulator().clearLog();
		await run(users('addUsers', options), {
			items: itemsOf(2, (n) => ({ email: people[n].email ?? '', phone: people[n].phone_number })),
		});
		expect(bodies(emulator())).toEqual(fromJson);
	});
});
