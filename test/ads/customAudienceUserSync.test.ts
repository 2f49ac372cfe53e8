import { batchControls } from '../emulator/audienceUsers/store';
import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT, itemsOf } from './adsFixtures';
import { bodies, memberKeys, resetAudiences, sha, wireText } from './audienceUsersHelpers';

const { emulator, run } = nodeHarness('ads');
beforeEach(() => resetAudiences(emulator()));

const PATH = `/ads/12/accounts/${ACCOUNT}/custom_audiences/1nmth/users`;

/** Sync With List reading each item's identifiers from its JSON. */
const sync = (previousList: unknown, extra: Record<string, unknown> = {}) => ({
	resource: 'customAudienceUser',
	operation: 'sync',
	accountId: byId(ACCOUNT),
	customAudienceId: byId('1nmth'),
	dataMode: 'autoMapInputData',
	previousList,
	...extra,
});

const person = (n: number) => ({ email: `person${n}@example.com` });

describe('Custom Audience User > Sync With List', () => {
	test('10,000 now and 10,000 before, 1,000 joined and 1,000 left: only those 2,000 are sent, 2,500 a request', async () => {
		// Before: people 0 to 9,999; now: 1,000 to 10,999. Written differently in each list.
		const previous = Array.from({ length: 10_000 }, (_, n) => ({
			email: ` PERSON${n}@Example.COM `,
		}));
		const result = await run(sync(JSON.stringify(previous)), {
			items: itemsOf(10_000, (n) => person(n + 1000)),
		});
		expect(result.error).toBeUndefined();

		expect(emulator().log.map((entry) => [entry.method, entry.path])).toEqual([
			['POST', PATH],
			['POST', PATH],
		]);
		const [removals, additions] = bodies(emulator());
		expect(removals).toHaveLength(1000);
		expect(additions).toHaveLength(1000);
		expect(removals[0]).toEqual({
			operation_type: 'Delete',
			params: { users: [{ email: [sha('person0@example.com')] }] },
		});
		expect(removals.map((operation) => operation.operation_type)).toEqual(
			Array(1000).fill('Delete'),
		);
		expect(new Set(removals.map((operation) => JSON.stringify(operation.params)))).toEqual(
			new Set(
				Array.from({ length: 1000 }, (_, n) =>
					JSON.stringify({ users: [{ email: [sha(`person${n}@example.com`)] }] }),
				),
			),
		);
		expect(additions.map((operation) => operation.params)).toEqual(
			Array.from({ length: 1000 }, (_, n) => ({
				users: [{ email: [sha(`person${n + 10_000}@example.com`)] }],
			})),
		);
		expect(additions.every((operation) => operation.operation_type === 'Update')).toBe(true);
		expect(json(result)).toEqual([
			{
				custom_audience_id: '1nmth',
				added: 1000,
				removed: 1000,
				unchanged: 9000,
				requests: 2,
				current_count: 10_000,
				previous_count: 10_000,
				batches: [
					{ number: 1, operation_type: 'Delete', operations: 1000, refused: 0 },
					{ number: 2, operation_type: 'Update', operations: 1000, refused: 0 },
				],
			},
		]);
		expect(result.items[0].pairedItem).toHaveLength(10_000);
		expect(wireText(emulator())).not.toContain('example.com');
	}, 60_000);

	test('more changes than a request holds are cut at 2,500 operations, removals first; the audience ends as the list', async () => {
		const previous = Array.from({ length: 3000 }, (_, n) => person(n));
		const result = await run(sync(previous), { items: itemsOf(3000, (n) => person(n + 3000)) });
		expect(result.error).toBeUndefined();
		expect(
			bodies(emulator()).map((body) => [body.length, body[0].operation_type as string]),
		).toEqual([
			[2500, 'Delete'],
			[500, 'Delete'],
			[2500, 'Update'],
			[500, 'Update'],
		]);
		expect(json(result)[0]).toMatchObject({
			added: 3000,
			removed: 3000,
			unchanged: 0,
			requests: 4,
		});
		expect(memberKeys(emulator(), 'audience:1nmth')).toEqual(
			Array.from(
				{ length: 3000 },
				(_, n) => `email:${sha(`person${n + 3000}@example.com`)}`,
			).sort(),
		);
	}, 60_000);

	test('no change sends nothing; a person with a changed identifier is removed with the old and added with the new', async () => {
		const before = [{ email: 'ann@example.com', phone_number: '+1 415 555 1212' }, person(1)];
		const same = await run(sync(before), {
			items: [
				{ json: person(1) },
				{ json: { phone_number: '14155551212', email: ' ANN@example.com' } },
			],
		});
		expect(emulator().log).toHaveLength(0);
		expect(json(same)[0]).toMatchObject({ added: 0, removed: 0, unchanged: 2, requests: 0 });

		const moved = await run(sync(before), {
			items: [
				{ json: person(1) },
				{ json: { email: 'ann@example.com', phone_number: '+44 20 7183 8750' } },
			],
		});
		expect(bodies(emulator())).toEqual([
			[
				{
					operation_type: 'Delete',
					params: {
						users: [{ email: [sha('ann@example.com')], phone_number: [sha('14155551212')] }],
					},
				},
			],
			[
				{
					operation_type: 'Update',
					params: {
						users: [{ email: [sha('ann@example.com')], phone_number: [sha('442071838750')] }],
					},
				},
			],
		]);
		expect(json(moved)[0]).toMatchObject({ added: 1, removed: 1, unchanged: 1, requests: 2 });
	});

	test("Previous List takes n8n items ($('Node').all()) and skips an Always Output Data empty item; the same person twice in the list counts once", async () => {
		const result = await run(
			sync(
				'={{ [{ json: { email: "person1@example.com" } }, { json: {} }, { json: { email: "person2@example.com" } }] }}',
			),
			{
				items: [
					{ json: person(2) },
					{ json: person(3) },
					{ json: { email: 'PERSON3@example.com' } },
				],
			},
		);
		expect(bodies(emulator())).toEqual([
			[{ operation_type: 'Delete', params: { users: [{ email: [sha('person1@example.com')] }] } }],
			[{ operation_type: 'Update', params: { users: [{ email: [sha('person3@example.com')] }] } }],
		]);
		expect(json(result)[0]).toMatchObject({
			added: 1,
			removed: 1,
			unchanged: 1,
			current_count: 2,
			previous_count: 2,
		});
	});

	test('Input Field Names apply to the items and to Previous List', async () => {
		await run(sync([{ mail: 'a@example.com' }], { inputFieldNames: { email: 'mail' } }), {
			items: [{ json: { mail: 'b@example.com', email: 'ignored' } }],
		});
		expect(bodies(emulator())).toEqual([
			[{ operation_type: 'Delete', params: { users: [{ email: [sha('a@example.com')] }] } }],
			[{ operation_type: 'Update', params: { users: [{ email: [sha('b@example.com')] }] } }],
		]);
	});

	test('a user the platform refuses: the others are sent again without it; the error says so, or under Continue On Fail the summary lists it', async () => {
		batchControls(emulator().state).rejectOperations = [0];
		const stopped = await run(sync([person(1), person(2)]), { items: [{ json: person(3) }] });
		expect(stopped.error?.message).toMatch(
			/^Item 1: request 1 of the sync: the platform refused this user/,
		);
		// The refused request applied nothing; the second carried the other removal alone.
		expect(bodies(emulator()).map((body) => body.length)).toEqual([2, 1]);

		resetAudiences(emulator());
		emulator().clearLog();
		batchControls(emulator().state).rejectOperations = [0];
		const kept = await run(sync([person(1), person(2)]), {
			items: [{ json: person(3) }],
			continueOnFail: true,
		});
		expect(bodies(emulator()).map((body) => body.length)).toEqual([2, 1, 1]);
		expect(json(kept)[0]).toMatchObject({
			added: 1,
			removed: 1,
			requests: 3,
			batches: [
				{ number: 1, operation_type: 'Delete', operations: 2, refused: 1 },
				{ number: 2, operation_type: 'Update', operations: 1, refused: 0 },
			],
			refused: [expect.stringContaining('the platform refused this user')],
			error: expect.stringMatching(/^The sync was not wholly applied: the platform refused 1 user/),
		});
		// One error item, ending the one input item.
		expect(kept.items).toHaveLength(1);
		expect(kept.items[0].pairedItem).toEqual([{ item: 0 }]);
	});

	describe('bad input stops the sync before any request, naming the item and field', () => {
		test.each([
			[
				'a bad identifier of an input item',
				[person(1)],
				[person(1), { email: 'not-an-email' }],
				'Item 2: Input field "email" is not an email address (name@domain)',
			],
			[
				'an input item without identifiers',
				[],
				[person(1), { other: 'x' }],
				'Item 2: Input fields "email", "phone_number", "handle", "device_id", "platform_id", "partner_user_id" are all empty',
			],
			[
				'a bad identifier of a Previous List entry',
				[person(1), { phone_number: 'call me' }],
				[person(1)],
				'Item 1: Previous List (entry 2): Phone Number must be a phone number',
			],
			[
				'a Previous List entry that is not an object',
				[person(1), 'a@example.com'],
				[person(1)],
				'Item 1: Previous List (entry 2) must be an object with identifier fields',
			],
			[
				'a Previous List that is not an array',
				{ email: 'a@example.com' },
				[person(1)],
				'Item 1: Previous List must be an array of people',
			],
			[
				'Previous List text that is not JSON',
				'[{email:',
				[person(1)],
				'Item 1: Previous List is not JSON text of an array',
			],
		])('%s', async (_, previous, items, message) => {
			const result = await run(sync(previous), { items: items.map((item) => ({ json: item })) });
			expect(result.error?.message).toContain(message);
			expect(result.error?.message).not.toContain('not-an-email');
			expect(emulator().log).toHaveLength(0);
		});

		test('under Continue On Fail the bad items are error items and nothing is sent (nobody counts as having left)', async () => {
			const result = await run(sync([person(1), person(2)]), {
				items: [{ json: person(1) }, { json: { email: 'broken' } }, { json: person(3) }],
				continueOnFail: true,
			});
			expect(emulator().log).toHaveLength(0);
			expect(json(result)).toEqual([
				{ error: 'Item 2: Input field "email" is not an email address (name@domain)' },
				{
					custom_audience_id: '1nmth',
					error: expect.stringContaining('Nothing was sent: 1 of the'),
				},
			]);
			expect(result.items.map((item) => item.pairedItem)).toEqual([
				{ item: 1 },
				[{ item: 0 }, { item: 2 }],
			]);
		});
	});
});

describe('Custom Audience User > Remove takes Compare Datasets output', () => {
	test('the "In B only" items (the B list entries as they were, pairedItem to input B) are removed as they are', async () => {
		// Compare Datasets passes B's items unchanged; n8n pairs them with input 2.
		const inBOnly = [
			{
				json: { id: 7, email: ' Gone@Example.com ', name: 'Gone' },
				pairedItem: { item: 3, input: 1 },
			},
			{
				json: { id: 9, email: 'left@example.com', phone_number: '+1 415 555 1212' },
				pairedItem: { item: 5, input: 1 },
			},
		];
		const result = await run(
			{
				resource: 'customAudienceUser',
				operation: 'remove',
				accountId: byId(ACCOUNT),
				customAudienceId: byId('1nmth'),
				dataMode: 'autoMapInputData',
			},
			{ items: inBOnly },
		);
		expect(result.error).toBeUndefined();
		expect(bodies(emulator())).toEqual([
			[
				{ operation_type: 'Delete', params: { users: [{ email: [sha('gone@example.com')] }] } },
				{
					operation_type: 'Delete',
					params: {
						users: [{ email: [sha('left@example.com')], phone_number: [sha('14155551212')] }],
					},
				},
			],
		]);
		expect(json(result).map((item) => item.operation_type)).toEqual(['Delete', 'Delete']);
	});
});
