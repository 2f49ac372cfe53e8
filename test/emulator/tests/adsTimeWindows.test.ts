import { startEmulator, type Emulator } from '..';
import { lineItems } from '../routes/adsLineItems';
import { seedToken, signedFetch } from './signedFetch';

/**
 * The platform refuses a line item or a funding instrument whose end is not after its start,
 * on create and on update (where one of the two times may be the stored one), and stores nothing.
 */

let emulator: Emulator;
beforeAll(async () => (emulator = await startEmulator()));
afterAll(async () => await emulator.close());

const ACCOUNT = '18ce54d4x5t';

async function ads(method: string, base: string, path: string, params: Record<string, string>) {
	const url = `${base}${path}?${new URLSearchParams(params).toString()}`;
	const response = await signedFetch(emulator, method, url, { token: seedToken(emulator) });
	return { status: response.status, body: (await response.json()) as any };
}

const refusal = {
	status: 400,
	body: {
		errors: [
			expect.objectContaining({
				code: 'INVALID_PARAMETER',
				parameter: 'end_time',
				message: 'end_time must be after start_time',
			}),
		],
	},
};

const createLineItem = (times: Record<string, string>) =>
	ads('POST', emulator.adsBaseUrl, `/12/accounts/${ACCOUNT}/line_items`, {
		campaign_id: 'c1',
		objective: 'WEBSITE_CLICKS',
		product_type: 'PROMOTED_POSTS',
		placements: 'ALL_ON_PLATFORM',
		...times,
	} as Record<string, string>);

test('a line item create ending before (or when) it starts is refused, and none is stored', async () => {
	const before = lineItems(emulator.state).length;
	for (const end_time of ['2026-12-01T09:00:00Z', '2026-12-10T09:00:00Z'])
		expect(await createLineItem({ start_time: '2026-12-10T09:00:00Z', end_time })).toMatchObject(
			refusal,
		);
	expect(lineItems(emulator.state)).toHaveLength(before);
	const good = await createLineItem({
		start_time: '2026-12-10T09:00:00Z',
		end_time: '2026-12-10T10:00:00Z',
	});
	expect(good.status).toBe(200);
});

test('an update moving the end before the stored start is refused and changes nothing', async () => {
	const created = await createLineItem({
		start_time: '2026-12-10T09:00:00Z',
		end_time: '2026-12-20T09:00:00Z',
	});
	const id = String(created.body.data.id);
	const path = `/12/accounts/${ACCOUNT}/line_items/${id}`;
	expect(
		await ads('PUT', emulator.adsBaseUrl, path, { end_time: '2026-12-09T09:00:00Z' }),
	).toMatchObject(refusal);
	expect(lineItems(emulator.state).find((one) => one.id === id)?.end_time).toBe(
		'2026-12-20T09:00:00Z',
	);
});

test('a sandbox funding instrument ending before it starts is refused', async () => {
	const answer = await ads(
		'POST',
		emulator.adsSandboxBaseUrl,
		`/12/accounts/${ACCOUNT}/funding_instruments`,
		{
			currency: 'USD',
			type: 'CREDIT_CARD',
			start_time: '2026-12-10T00:00:00Z',
			end_time: '2026-12-09T00:00:00Z',
		},
	);
	expect(answer).toMatchObject(refusal);
});
