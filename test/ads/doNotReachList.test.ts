import { thirteenMonthsFromNow } from '../../nodes/PlatformAds/shared/audienceUsers/readUser';
import { batchControls, doNotReachLists } from '../emulator/audienceUsers/store';
import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT, itemsOf, received } from './adsFixtures';
import { bodies, memberKeys, resetAudiences, sha, users, wireText } from './audienceUsersHelpers';

const { emulator, run } = nodeHarness('ads');
beforeEach(() => resetAudiences(emulator()));

const USERS_PATH = `/ads/12/batch/accounts/${ACCOUNT}/do_not_reach_lists/dnr1a/users`;

const PEOPLE = [
	{ email: 'Ann@Example.com', phone: '+1 415 555 1212' },
	{ email: '', phone: '+44 (0)20 7183 8750' },
];

describe('Do-Not-Reach List > Add Users', () => {
	test('emails and phone numbers hashed; expires_at 13 months from now when empty; counts read from data[0]', async () => {
		const before = thirteenMonthsFromNow();
		const result = await run(users('addUsers'), { items: itemsOf(2, (n) => PEOPLE[n]) });
		const after = thirteenMonthsFromNow();
		expect(result.error).toBeUndefined();
		const expiresAt = (bodies(emulator())[0][0].params as { expires_at: string }).expires_at;
		expect([before, after]).toContain(expiresAt);
		expect(received(emulator())).toEqual([
			[
				'POST',
				USERS_PATH,
				{},
				[
					{
						operation_type: 'Update',
						params: {
							users: [{ email: [sha('ann@example.com')], phone_number: [sha('14155551212')] }],
							expires_at: expiresAt,
						},
					},
					{
						operation_type: 'Update',
						params: { users: [{ phone_number: [sha('442071838750')] }], expires_at: expiresAt },
					},
				],
			],
		]);
		const batch = { number: 1, operations: 2, success_count: 2, total_count: 2, attempts: 1 };
		expect(json(result)).toEqual([
			{
				operation_type: 'Update',
				do_not_reach_list_id: 'dnr1a',
				identifier_counts: { email: 1, phone_number: 1 },
				expires_at: expiresAt,
				batch,
			},
			{
				operation_type: 'Update',
				do_not_reach_list_id: 'dnr1a',
				identifier_counts: { phone_number: 1 },
				expires_at: expiresAt,
				batch,
			},
		]);
		expect(memberKeys(emulator(), 'list:dnr1a')).toEqual(
			[
				`email:${sha('ann@example.com')}`,
				`phone_number:${sha('14155551212')}`,
				`phone_number:${sha('442071838750')}`,
			].sort(),
		);
		for (const raw of ['Ann@Example.com', 'ann@example.com', '14155551212', '442071838750'])
			expect(wireText(emulator())).not.toContain(raw);
	});

	test('a given expires_at is sent in UTC', async () => {
		await run(users('addUsers', { userOptions: { expiresAt: '2031-03-01T09:00:00-05:00' } }), {
			items: [{ json: PEOPLE[0] }],
		});
		expect(bodies(emulator())).toEqual([
			[
				{
					operation_type: 'Update',
					params: {
						users: [{ email: [sha('ann@example.com')], phone_number: [sha('14155551212')] }],
						expires_at: '2031-03-01T14:00:00Z',
					},
				},
			],
		]);
	});

	test('a count mismatch is retried here too', async () => {
		batchControls(emulator().state).countMismatch = 1;
		const result = await run(users('addUsers'), { items: [{ json: PEOPLE[0] }] });
		expect(bodies(emulator())).toHaveLength(2);
		expect(json(result)[0].batch).toEqual({
			number: 1,
			operations: 1,
			success_count: 1,
			total_count: 1,
			attempts: 2,
		});
	});
});

describe('Do-Not-Reach List > Remove Users', () => {
	test('operation Delete removes the members', async () => {
		await run(users('addUsers'), { items: itemsOf(2, (n) => PEOPLE[n]) });
		emulator().clearLog();
		const result = await run(
			users('removeUsers', { userOptions: { expiresAt: '2031-01-01T00:00:00Z' } }),
			{ items: [{ json: PEOPLE[1] }] },
		);
		expect(received(emulator())).toEqual([
			[
				'POST',
				USERS_PATH,
				{},
				[
					{
						operation_type: 'Delete',
						params: {
							users: [{ phone_number: [sha('442071838750')] }],
							expires_at: '2031-01-01T00:00:00Z',
						},
					},
				],
			],
		]);
		expect(json(result)).toEqual([
			{
				operation_type: 'Delete',
				do_not_reach_list_id: 'dnr1a',
				identifier_counts: { phone_number: 1 },
				expires_at: '2031-01-01T00:00:00Z',
				batch: { number: 1, operations: 1, success_count: 1, total_count: 1, attempts: 1 },
			},
		]);
		expect(memberKeys(emulator(), 'list:dnr1a')).toEqual(
			[`email:${sha('ann@example.com')}`, `phone_number:${sha('14155551212')}`].sort(),
		);
	});
});

describe('Do-Not-Reach List > Delete', () => {
	test('DELETE answers the list with deleted=true; a second delete is a 404', async () => {
		const result = await run({
			resource: 'doNotReachList',
			operation: 'delete',
			accountId: byId(ACCOUNT),
			doNotReachListId: byId('dnr2b'),
		});
		expect(result.error).toBeUndefined();
		expect(received(emulator())).toEqual([
			['DELETE', `/ads/12/accounts/${ACCOUNT}/do_not_reach_lists/dnr2b`, {}, undefined],
		]);
		expect(json(result)).toEqual([
			expect.objectContaining({
				id: 'dnr2b',
				name: 'Opted out',
				deleted: true,
				targetable: false,
				reasons_not_targetable: ['PROCESSING'],
				list_size: null,
			}),
		]);
		expect(doNotReachLists(emulator().state).find((list) => list.id === 'dnr2b')?.deleted).toBe(
			true,
		);
		const again = await run(
			{
				resource: 'doNotReachList',
				operation: 'delete',
				accountId: byId(ACCOUNT),
				doNotReachListId: byId('dnr2b'),
			},
			{ continueOnFail: true },
		);
		expect(emulator().log.map((entry) => entry.status)).toEqual([200, 404]);
		expect(String(again.items[0].json.error)).toMatch(/not found/i);
	});
});
