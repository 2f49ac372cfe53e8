import { createHash } from 'node:crypto';

import { startEmulator, type Emulator } from '..';
import { ACCOUNT_ID as ACCOUNT, batchControls, members } from '../audienceUsers/store';
import { seedToken, signedJson } from './signedFetch';

/** The emulator's users batch endpoints, driven directly with signed requests. */
let emulator: Emulator;
beforeAll(async () => {
	emulator = await startEmulator();
});
afterAll(async () => await emulator.close());
beforeEach(() => {
	for (const owner of ['audience:1nmth', 'audience:1nmtj', 'list:dnr1a', 'list:dnr2b'])
		members(emulator.state, owner).clear();
	Object.assign(batchControls(emulator.state), { countMismatch: 0, rejectOperations: [] });
});

const AUDIENCE = `/12/accounts/${ACCOUNT}/custom_audiences/1nmth/users`;
const LIST = `/12/batch/accounts/${ACCOUNT}/do_not_reach_lists/dnr1a/users`;

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const memberKeys = (owner: string) => [...members(emulator.state, owner).keys()].sort();

async function post(path: string, body: unknown, headers?: Record<string, string>) {
	const url = `${emulator.adsBaseUrl}${path}`;
	const token = seedToken(emulator);
	return headers
		? await signedJson(emulator, 'POST', url, { token, raw: { body: String(body), headers } })
		: await signedJson(emulator, 'POST', url, { token, json: body });
}

const update = (users: object[], params: object = {}) => ({
	operation_type: 'Update',
	params: { users, ...params },
});
const hashedUser = (n: number) => ({ email: [sha(`user${n}@example.com`)] });

describe('emulator: custom audience users batch', () => {
	test('a valid batch is applied; success_count and total_count equal the operations', async () => {
		const answer = await post(AUDIENCE, [
			update([hashedUser(0)]),
			update([{ partner_user_id: ['CRM 1'] }]),
			{ operation_type: 'Delete', params: { users: [hashedUser(0)] } },
		]);
		expect(answer.statusCode).toBe(200);
		expect(answer.body).toEqual({
			data: { success_count: 3, total_count: 3 },
			request: { params: { account_id: ACCOUNT, custom_audience_id: '1nmth' } },
		});
		expect(memberKeys('audience:1nmth')).toEqual(['partner_user_id:CRM 1']);
	});

	test('Content-Type application/json is required', async () => {
		const answer = await post(AUDIENCE, JSON.stringify([update([hashedUser(0)])]), {
			'content-type': 'text/plain',
		});
		expect(answer.statusCode).toBe(400);
		expect(answer.body).toMatchObject({
			errors: [{ code: 'INVALID_PARAMETER', message: 'Content-Type application/json is required' }],
		});
	});

	test('more than 2,500 operations: a request-level error, nothing applied', async () => {
		const answer = await post(
			AUDIENCE,
			Array.from({ length: 2501 }, (_, n) => update([hashedUser(n)])),
		);
		expect(answer.statusCode).toBe(400);
		expect(answer.body).toMatchObject({
			errors: [
				{
					code: 'INVALID_PARAMETER',
					message: 'Max batch size exceeded: at most 2500 operations per request, got 2501',
				},
			],
		});
		expect(memberKeys('audience:1nmth')).toEqual([]);
	});

	test('a body over 5,000,000 bytes: a request-level error', async () => {
		const big = Array.from({ length: 1200 }, (_, n) =>
			update([{ email: Array.from({ length: 62 }, (_, k) => sha(`${n}-${k}`)) }]),
		);
		expect(Buffer.byteLength(JSON.stringify(big))).toBeGreaterThan(5_000_000);
		const answer = await post(AUDIENCE, big);
		expect(answer.body).toMatchObject({
			errors: [
				{
					code: 'INVALID_PARAMETER',
					message: 'The request body exceeds the maximum of 5000000 bytes',
				},
			],
		});
	});

	test('an identifier that is not a SHA-256 hash fails the whole request, without repeating the value', async () => {
		const answer = await post(AUDIENCE, [
			update([hashedUser(0)]),
			update([{ email: ['jane@example.com'] }]),
		]);
		expect(answer.statusCode).toBe(400);
		expect(answer.body).toMatchObject({
			errors: [
				{
					code: 'INVALID_PARAMETER',
					message:
						'Operation 1: email must hold SHA-256 hashes (64 lowercase hexadecimal characters)',
					parameter: 'email',
				},
			],
		});
		expect(JSON.stringify(answer.body)).not.toContain('jane');
		expect(memberKeys('audience:1nmth')).toEqual([]);
		const upper = await post(AUDIENCE, [update([{ handle: [sha('x').toUpperCase()] }])]);
		expect(upper.statusCode).toBe(400);
	});

	test('an operation missing a required parameter: operation_errors with its index, nothing applied', async () => {
		const answer = await post(AUDIENCE, [
			update([hashedUser(0)]),
			{ operation_type: 'Update', params: {} },
			{ params: { users: [hashedUser(2)] } },
		]);
		expect(answer.statusCode).toBe(400);
		expect(answer.body).toMatchObject({
			errors: [],
			operation_errors: [
				{
					index: 1,
					code: 'MISSING_PARAMETER',
					message: 'params.users is required',
					parameter: 'params.users',
				},
				{
					index: 2,
					code: 'MISSING_PARAMETER',
					message: 'operation_type is required',
					parameter: 'operation_type',
				},
			],
		});
		expect(memberKeys('audience:1nmth')).toEqual([]);
	});

	test('expires_at must be later than effective_at, in UTC', async () => {
		const answer = await post(AUDIENCE, [
			update([hashedUser(0)], {
				effective_at: '2031-01-01T00:00:00Z',
				expires_at: '2030-01-01T00:00:00Z',
			}),
		]);
		expect(answer.body).toMatchObject({
			operation_errors: [
				{
					index: 0,
					code: 'INVALID_PARAMETER',
					message: 'expires_at must be later than effective_at',
				},
			],
		});
	});

	test('the count-mismatch control answers one lower success_count for the next N requests, set over HTTP', async () => {
		const control = await fetch(`${emulator.url}/__emulator/ads-audience-users/controls`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ count_mismatch: 2 }),
		});
		expect(control.status).toBe(201);
		const counts = [];
		for (let n = 0; n < 3; n++)
			counts.push(
				(
					(await post(AUDIENCE, [update([hashedUser(n)]), update([hashedUser(n + 10)])])).body as {
						data: unknown;
					}
				).data,
			);
		expect(counts).toEqual([
			{ success_count: 1, total_count: 2 },
			{ success_count: 1, total_count: 2 },
			{ success_count: 2, total_count: 2 },
		]);
		const state = (await (await fetch(`${emulator.url}/__emulator/ads-audience-users`)).json()) as {
			data: { members: Record<string, string[]> };
		};
		expect(state.data.members['audience:1nmth']).toHaveLength(6);
	});

	test('an unknown custom audience is a 404', async () => {
		const answer = await post(`/12/accounts/${ACCOUNT}/custom_audiences/zzz/users`, [
			update([hashedUser(0)]),
		]);
		expect(answer.statusCode).toBe(404);
	});
});

describe('emulator: do-not-reach users batch', () => {
	test('answers data as an array and echoes each operation under request', async () => {
		const answer = await post(LIST, [
			update([hashedUser(0)], { expires_at: '2031-01-01T00:00:00Z' }),
		]);
		expect(answer.body).toEqual({
			data: [{ success_count: 1, total_count: 1 }],
			request: [
				{
					params: {
						do_not_reach_list_id: 'dnr1a',
						expires_at: '2031-01-01T00:00:00Z',
						account_id: ACCOUNT,
					},
					operation_type: 'Update',
				},
			],
		});
	});

	test('takes email and phone_number only, and no effective_at', async () => {
		const answer = await post(LIST, [
			update([{ handle: [sha('x')] }]),
			update([hashedUser(1)], { effective_at: '2030-01-01T00:00:00Z' }),
		]);
		expect(answer.body).toMatchObject({
			operation_errors: [
				{ index: 0, code: 'INVALID_PARAMETER', message: 'Unknown identifier handle' },
				{
					index: 1,
					code: 'INVALID_PARAMETER',
					message: 'Unexpected parameter params.effective_at',
				},
			],
		});
	});

	test.each([
		['a raw phone number', { phone_number: ['14155551212'] }],
		['a raw email', { email: ['ann@example.com'] }],
		['a hash one character short', { email: [sha('ann@example.com').slice(1)] }],
		['an uppercase hash', { phone_number: [sha('14155551212').toUpperCase()] }],
	])(
		'refuses %s: every identifier must be a SHA-256 hex digest; nothing is stored',
		async (_case, user) => {
			const key = Object.keys(user)[0];
			for (const operation_type of ['Update', 'Delete']) {
				const answer = await post(LIST, [
					update([hashedUser(0)]),
					{ operation_type, params: { users: [user] } },
				]);
				expect(answer.statusCode).toBe(400);
				expect(answer.body).toMatchObject({
					errors: [
						{
							code: 'INVALID_PARAMETER',
							message: `Operation 1: ${key} must hold SHA-256 hashes (64 lowercase hexadecimal characters)`,
							parameter: key,
						},
					],
				});
				expect(JSON.stringify(answer.body)).not.toContain(Object.values(user)[0][0]);
			}
			expect(memberKeys('list:dnr1a')).toEqual([]);
		},
	);

	test('expires_at must be later than now', async () => {
		const answer = await post(LIST, [
			update([hashedUser(0)], { expires_at: '2020-01-01T00:00:00Z' }),
		]);
		expect(answer.body).toMatchObject({
			operation_errors: [{ index: 0, message: 'expires_at must be later than the current time' }],
		});
	});
});
