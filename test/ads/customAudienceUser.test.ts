import { batchControls } from '../emulator/audienceUsers/store';
import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT, itemsOf, received } from './adsFixtures';
import {
	ANN_SENT,
	BOB_SENT,
	bodies,
	mapped,
	memberKeys,
	resetAudiences,
	sha,
	wireText,
} from './audienceUsersHelpers';

const { emulator, run } = nodeHarness('ads');
beforeEach(() => resetAudiences(emulator()));

const PATH = `/ads/12/accounts/${ACCOUNT}/custom_audiences/1nmth/users`;

const PEOPLE = [
	{
		email: ' Ann@Example.com ',
		phones: ['+1 (415) 555-1212', '0044 20 7183 8750'],
		handle: '@AdsAPI',
		idfa: '4B61639E-47CC-4056-A16A-C8217E029462',
		uid: '00143567',
		crm: 'CRM-1',
	},
	{
		email: 'bob@example.com, BOB@work.example',
		phones: '',
		handle: '',
		idfa: '',
		uid: '',
		crm: '',
	},
	{ email: '', phones: '', handle: 'jack', idfa: '', uid: '', crm: 'CRM-3' },
];

/** Every raw value of PEOPLE, and its normalized form where that differs only in case or spaces. */
const RAW_VALUES = [
	'Ann@Example.com',
	'ann@example.com',
	'+1 (415) 555-1212',
	'14155551212',
	'0044 20 7183 8750',
	'442071838750',
	'AdsAPI',
	'adsapi',
	'4B61639E-47CC-4056-A16A-C8217E029462',
	'4b61639e-47cc-4056-a16a-c8217e029462',
	'143567',
	'bob@example.com',
	'bob@work.example',
	'jack',
];

describe('Custom Audience User > Add or Update', () => {
	test('one operation per item, every identifier normalized and hashed, partner_user_id as is; output without identifiers', async () => {
		const result = await run(
			mapped('add', {
				userOptions: { effectiveAt: '2030-01-01T00:00:00', expiresAt: '2030-06-01T12:00:00+02:00' },
			}),
			{ items: itemsOf(3, (n) => PEOPLE[n]) },
		);
		expect(result.error).toBeUndefined();
		// effectiveAt has no zone: read in the workflow's time zone (n8n's default America/New_York).
		const window = { effective_at: '2030-01-01T05:00:00Z', expires_at: '2030-06-01T10:00:00Z' };
		expect(received(emulator())).toEqual([
			[
				'POST',
				PATH,
				{},
				[
					{
						operation_type: 'Update',
						params: {
							users: [ANN_SENT],
							...window,
						},
					},
					{ operation_type: 'Update', params: { users: [BOB_SENT], ...window } },
					{
						operation_type: 'Update',
						params: { users: [{ handle: [sha('jack')], partner_user_id: ['CRM-3'] }], ...window },
					},
				],
			],
		]);
		expect(emulator().log[0].headers['content-type']).toContain('application/json');
		const batch = { number: 1, operations: 3, success_count: 3, total_count: 3, attempts: 1 };
		expect(json(result)).toEqual([
			{
				operation_type: 'Update',
				custom_audience_id: '1nmth',
				identifier_counts: {
					email: 1,
					phone_number: 2,
					handle: 1,
					device_id: 1,
					platform_id: 1,
					partner_user_id: 1,
				},
				...window,
				batch,
			},
			{
				operation_type: 'Update',
				custom_audience_id: '1nmth',
				identifier_counts: { email: 2 },
				...window,
				batch,
			},
			{
				operation_type: 'Update',
				custom_audience_id: '1nmth',
				identifier_counts: { handle: 1, partner_user_id: 1 },
				...window,
				batch,
			},
		]);
		expect(result.items.map((item) => item.pairedItem)).toEqual([
			{ item: 0 },
			{ item: 1 },
			{ item: 2 },
		]);
		expect(memberKeys(emulator(), 'audience:1nmth')).toHaveLength(11);
		expect(memberKeys(emulator(), 'audience:1nmth')).toContain(`email:${sha('bob@work.example')}`);
	});

	test('no raw identifier given as input reaches the wire or the output', async () => {
		const result = await run(mapped('add'), { items: itemsOf(3, (n) => PEOPLE[n]) });
		expect(result.error).toBeUndefined();
		const wire = wireText(emulator());
		const output = JSON.stringify(result.items);
		for (const raw of RAW_VALUES) {
			expect(wire).not.toContain(raw);
			expect(output).not.toContain(raw);
		}
		// Sanity: what was sent does contain the hash of one of them.
		expect(wire).toContain(sha('adsapi'));
	});

	test('without options no effective_at or expires_at is sent (the platform defaults to 13 months)', async () => {
		const result = await run(
			{ ...mapped('add'), email: 'ann@example.com' },
			{ items: [{ json: {} }] },
		);
		expect(bodies(emulator())).toEqual([
			[{ operation_type: 'Update', params: { users: [{ email: [sha('ann@example.com')] }] } }],
		]);
		expect(json(result)).toEqual([
			{
				operation_type: 'Update',
				custom_audience_id: '1nmth',
				identifier_counts: { email: 1 },
				batch: { number: 1, operations: 1, success_count: 1, total_count: 1, attempts: 1 },
			},
		]);
	});

	test('"Values Are Already Hashed": values checked and sent unchanged', async () => {
		const hashed = sha('ann@example.com');
		await run(
			{ ...mapped('add'), alreadyHashed: true },
			{ items: [{ json: { email: hashed, phones: [sha('14155551212')], crm: 'CRM-1' } }] },
		);
		expect(bodies(emulator())).toEqual([
			[
				{
					operation_type: 'Update',
					params: {
						users: [
							{ email: [hashed], phone_number: [sha('14155551212')], partner_user_id: ['CRM-1'] },
						],
					},
				},
			],
		]);
	});

	test('a phone number without + or 00 gets the Default Country Calling Code', async () => {
		await run(
			{ ...mapped('add'), userOptions: { defaultCountryCode: '44' } },
			{ items: [{ json: { phones: '020 7183 8750' } }] },
		);
		expect(bodies(emulator())).toEqual([
			[{ operation_type: 'Update', params: { users: [{ phone_number: [sha('442071838750')] }] } }],
		]);
	});
});

describe('Custom Audience User > Remove', () => {
	test('operation Delete removes the members', async () => {
		await run(mapped('add'), { items: itemsOf(3, (n) => PEOPLE[n]) });
		emulator().clearLog();
		const result = await run(mapped('remove'), { items: itemsOf(2, (n) => PEOPLE[n]) });
		expect(result.error).toBeUndefined();
		expect(received(emulator()).map(([method, path, query]) => [method, path, query])).toEqual([
			['POST', PATH, {}],
		]);
		expect(bodies(emulator())[0].map((operation) => operation.operation_type)).toEqual([
			'Delete',
			'Delete',
		]);
		expect(bodies(emulator())[0][1]).toEqual({
			operation_type: 'Delete',
			params: { users: [{ email: [sha('bob@example.com'), sha('bob@work.example')] }] },
		});
		expect(memberKeys(emulator(), 'audience:1nmth')).toEqual(
			[`handle:${sha('jack')}`, 'partner_user_id:CRM-3'].sort(),
		);
		expect(json(result).map((item) => [item.operation_type, item.identifier_counts])).toEqual([
			[
				'Delete',
				{ email: 1, phone_number: 2, handle: 1, device_id: 1, platform_id: 1, partner_user_id: 1 },
			],
			['Delete', { email: 2 }],
		]);
	});
});

/** Thousands of items through n8n's engine: slow on a loaded machine, not a speed target. */
const HEAVY_RUN_MS = 120_000;

describe('batching', () => {
	test(
		'6,000 users make exactly 3 requests (2,500, 2,500, 1,000) in input order',
		async () => {
			const result = await run(
				{ ...mapped('add'), email: '=user{{ $json.n }}@example.com' },
				{ items: itemsOf(6000, (n) => ({ n })) },
			);
			expect(result.error).toBeUndefined();
			expect(
				emulator().log.map((entry) => [entry.method, entry.path, (entry.body as unknown[]).length]),
			).toEqual([
				['POST', PATH, 2500],
				['POST', PATH, 2500],
				['POST', PATH, 1000],
			]);
			const sent = bodies(emulator()).flat();
			expect(
				sent.map(
					(operation) =>
						(operation.params as { users: Array<{ email: string[] }> }).users[0].email[0],
				),
			).toEqual(Array.from({ length: 6000 }, (_, n) => sha(`user${n}@example.com`)));
			expect(result.items).toHaveLength(6000);
			expect(
				result.items.every((item, n) => (item.pairedItem as { item: number }).item === n),
			).toBe(true);
			expect([0, 2499, 2500, 5999].map((n) => result.items[n].json.batch)).toEqual([
				{ number: 1, operations: 2500, success_count: 2500, total_count: 2500, attempts: 1 },
				{ number: 1, operations: 2500, success_count: 2500, total_count: 2500, attempts: 1 },
				{ number: 2, operations: 2500, success_count: 2500, total_count: 2500, attempts: 1 },
				{ number: 3, operations: 1000, success_count: 1000, total_count: 1000, attempts: 1 },
			]);
			expect(memberKeys(emulator(), 'audience:1nmth')).toHaveLength(6000);
		},
		HEAVY_RUN_MS,
	);

	test(
		'a request body stays within 5,000,000 bytes: large users are cut by size, in order',
		async () => {
			// 60 emails a user: about 4,000 bytes an operation, so 1,300 users are over 5 MB and under 2,500.
			const emails = (n: number) => Array.from({ length: 60 }, (_, k) => `u${n}x${k}@example.com`);
			const result = await run(
				{ ...mapped('add'), email: '={{ $json.emails }}' },
				{ items: itemsOf(1300, (n) => ({ emails: emails(n) })) },
			);
			expect(result.error).toBeUndefined();
			const sizes = emulator().log.map((entry) => Buffer.byteLength(entry.rawBody));
			const counts = bodies(emulator()).map((body) => body.length);
			expect(counts).toHaveLength(2);
			expect(counts[0] + counts[1]).toBe(1300);
			expect(sizes.every((size) => size <= 5_000_000)).toBe(true);
			// The first request is full: one more operation would have crossed the limit.
			const nextOperation = Buffer.byteLength(JSON.stringify(bodies(emulator())[1][0]));
			expect(sizes[0] + nextOperation + 1).toBeGreaterThan(5_000_000);
			expect(
				bodies(emulator())
					.flat()
					.map(
						(operation) =>
							(operation.params as { users: Array<{ email: string[] }> }).users[0].email[0],
					),
			).toEqual(Array.from({ length: 1300 }, (_, n) => sha(`u${n}x0@example.com`)));
			expect(emulator().log.every((entry) => entry.status === 200)).toBe(true);
		},
		HEAVY_RUN_MS,
	);
});

describe('counts and errors of the platform', () => {
	const three = () =>
		run(
			{ ...mapped('add'), email: '=user{{ $json.n }}@example.com' },
			{ items: itemsOf(3, (n) => ({ n })) },
		);
	const threeContinuing = () =>
		run(
			{ ...mapped('add'), email: '=user{{ $json.n }}@example.com' },
			{ items: itemsOf(3, (n) => ({ n })), continueOnFail: true },
		);

	test('a count mismatch is retried with the same operations, then the batch is confirmed', async () => {
		batchControls(emulator().state).countMismatch = 1;
		const result = await three();
		expect(result.error).toBeUndefined();
		expect(bodies(emulator())).toHaveLength(2);
		expect(bodies(emulator())[1]).toEqual(bodies(emulator())[0]);
		expect(json(result)[0].batch).toEqual({
			number: 1,
			operations: 3,
			success_count: 3,
			total_count: 3,
			attempts: 2,
		});
	});

	test('a count mismatch that persists is sent 3 times, then fails naming the items of the batch', async () => {
		batchControls(emulator().state).countMismatch = 5;
		const result = await three();
		expect(bodies(emulator())).toHaveLength(3);
		expect(result.error?.message).toBe(
			'Items 1 to 3 (one request): not confirmed after 3 requests: the platform counted success_count 2 and total_count 3 for 3 operations sent',
		);
	});

	test('under Continue On Fail each item of the unconfirmed batch becomes an error item', async () => {
		batchControls(emulator().state).countMismatch = 3;
		const result = await threeContinuing();
		expect(result.items.map((item) => [item.json.error, item.pairedItem])).toEqual(
			[0, 1, 2].map((n) => [
				'Items 1 to 3 (one request): not confirmed after 3 requests: the platform counted success_count 2 and total_count 3 for 3 operations sent',
				{ item: n },
			]),
		);
	});

	test('operation_errors fail their own item; the others are sent again without it and succeed (Continue On Fail)', async () => {
		batchControls(emulator().state).rejectOperations = [1];
		const result = await threeContinuing();
		const first = bodies(emulator())[0];
		expect(emulator().log.map((entry) => entry.status)).toEqual([400, 200]);
		expect(bodies(emulator())[1]).toEqual([first[0], first[2]]);
		expect(
			result.items.map((item) => [item.json.error ?? item.json.batch, item.pairedItem]),
		).toEqual([
			[{ number: 1, operations: 2, success_count: 2, total_count: 2, attempts: 2 }, { item: 0 }],
			[
				'Item 2: the platform refused this user: MISSING_PARAMETER: params.users is required',
				{ item: 1 },
			],
			[{ number: 1, operations: 2, success_count: 2, total_count: 2, attempts: 2 }, { item: 2 }],
		]);
		expect(memberKeys(emulator(), 'audience:1nmth')).toEqual(
			[`email:${sha('user0@example.com')}`, `email:${sha('user2@example.com')}`].sort(),
		);
	});

	test('operation_errors without Continue On Fail fail the node naming the item', async () => {
		batchControls(emulator().state).rejectOperations = [2];
		const result = await three();
		expect(result.error?.message).toBe(
			'Item 3: the platform refused this user: MISSING_PARAMETER: params.users is required',
		);
	});

	test('request-level errors (an oversized batch, as the platform answers it) fail the batch, naming its items', async () => {
		emulator().injectFault({
			method: 'POST',
			path: PATH,
			status: 400,
			body: {
				errors: [{ code: 'INVALID_PARAMETER', message: 'Max batch size exceeded' }],
				request: { params: {} },
			},
		});
		const result = await three();
		expect(bodies(emulator())).toHaveLength(1);
		expect(result.error?.message).toMatch(
			/^Items 1 to 3 \(one request\): .*Max batch size exceeded/,
		);
	});

	test('request-level errors in a 200 answer fail the batch too', async () => {
		emulator().injectFault({
			method: 'POST',
			path: PATH,
			status: 200,
			body: { errors: [{ code: 'INVALID_PARAMETER', message: 'Max batch size exceeded' }] },
		});
		const result = await threeContinuing();
		expect(result.items.map((item) => item.json.error)).toEqual(
			[0, 1, 2].map(
				() =>
					'Items 1 to 3 (one request): the platform refused the request: INVALID_PARAMETER: Max batch size exceeded',
			),
		);
	});

	test('a 503 is sent again: setting a membership twice applies nothing twice', async () => {
		emulator().injectFault({
			method: 'POST',
			path: PATH,
			status: 503,
			body: { errors: [{ code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' }] },
		});
		const result = await three();
		expect(result.error).toBeUndefined();
		expect(emulator().log.map((entry) => entry.status)).toEqual([503, 200]);
		expect(bodies(emulator())[1]).toEqual(bodies(emulator())[0]);
	});

	test('a request-level error (unknown audience) fails every item of the request', async () => {
		const result = await run(
			{
				...mapped('add'),
				customAudienceId: byId('nope1'),
				email: '=user{{ $json.n }}@example.com',
			},
			{ items: itemsOf(2, (n) => ({ n })), continueOnFail: true },
		);
		expect(emulator().log.map((entry) => [entry.method, entry.path, entry.status])).toEqual([
			['POST', `/ads/12/accounts/${ACCOUNT}/custom_audiences/nope1/users`, 404],
		]);
		expect(
			result.items.map((item) => [
				String(item.json.error).startsWith('Items 1 to 2 (one request): '),
				item.pairedItem,
			]),
		).toEqual([
			[true, { item: 0 }],
			[true, { item: 1 }],
		]);
		expect(String(result.items[0].json.error)).toMatch(/not found/i);
	});
});

describe('validation before sending: item and field named, nothing sent', () => {
	test('under Continue On Fail a bad item becomes an error item and the others are sent', async () => {
		const items = [
			{ json: { email: 'a@example.com' } },
			{ json: { email: 'not-an-email' } },
			{ json: { email: 'c@example.com' } },
		];
		const result = await run(
			{
				...mapped('add'),
				phoneNumber: '',
				handle: '',
				deviceId: '',
				platformUserId: '',
				partnerUserId: '',
			},
			{ items, continueOnFail: true },
		);
		expect(bodies(emulator())).toEqual([
			[
				{ operation_type: 'Update', params: { users: [{ email: [sha('a@example.com')] }] } },
				{ operation_type: 'Update', params: { users: [{ email: [sha('c@example.com')] }] } },
			],
		]);
		expect(
			result.items.map((item) => [item.json.error ?? item.json.operation_type, item.pairedItem]),
		).toEqual([
			['Update', { item: 0 }],
			['Item 2: Email is not an email address (name@domain)', { item: 1 }],
			['Update', { item: 2 }],
		]);
	});
});

describe('one audience per run', () => {
	const items = [
		{ json: { audience: '1nmth', email: 'a@example.com' } },
		{ json: { audience: '1nmtj', email: 'b@example.com' } },
		{ json: { audience: '1nmth', email: 'c@example.com' } },
	];
	const perItem = mapped('add', {
		customAudienceId: byId('={{ $json.audience }}'),
		email: '={{ $json.email }}',
	});

	test('an item naming another audience than item 0 is refused, and nothing is sent', async () => {
		const result = await run(perItem, { items });
		expect(result.error?.message).toMatch(
			/^Item 2: Custom Audience is "1nmtj" but "1nmth" for item 1: one run sends all its items to the first item's Custom Audience/,
		);
		expect(emulator().log).toEqual([]);
	});

	test('under Continue On Fail it becomes its error item and the others go to the first audience', async () => {
		const result = await run(perItem, { items, continueOnFail: true });
		expect(json(result)[1]).toEqual({
			error: expect.stringMatching(/^Item 2: Custom Audience is "1nmtj"/),
		});
		expect(json(result).filter((item) => item.custom_audience_id === '1nmth')).toHaveLength(2);
		expect(
			received(emulator()).map(([method, path, , body]) => [
				method,
				path,
				(body as unknown[]).length,
			]),
		).toEqual([['POST', PATH, 2]]);
	});
});
