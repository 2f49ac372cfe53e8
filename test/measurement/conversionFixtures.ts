import type { INodeExecutionData } from 'n8n-workflow';

import { byId } from '../helpers/nodeHarness';
import { fixClock as fixClockAt } from '../helpers/fixedClock';

export const ACCOUNT = '18ce54d4x5t';
export const PIXEL = 'o8z6j';
export const CONVERSIONS_PATH = `/ads/12/measurement/conversions/${PIXEL}`;

/** The hashing vectors: a normalized email, the hash of one not lower-cased (never to be sent), an E.164 phone. */
export const EMAIL_HASH = 'e586883b2b4faf78d48300a79e0e15138d664cdf796ffb86e533170a9893eda8';
export const NOT_LOWER_CASED_HASH =
	'8d12c35ef7fe53fbd030818ad755bed49b6427a33f68242cc88174a8b6fab1c7';
export const PHONE_HASH = '1fa6b8d986d9b9cd01bf36951815158bbde9f520c0567c835dfe34783d0a4231';

/** Conversion > Send with the seeded pixel and its purchase event; `extra` replaces any of them. */
export const sendParameters = (extra: Record<string, unknown> = {}) => ({
	resource: 'conversion',
	operation: 'send',
	authentication: 'oAuth1',
	accountId: byId(ACCOUNT),
	pixelId: PIXEL,
	eventId: byId('o87ne'),
	identifierMapping: 'autoMapInputData',
	conversionTime: '={{ $json.created_at }}',
	value: '={{ $json.total }}',
	currency: 'USD',
	conversionId: '={{ $json.order_id }}',
	conversionOptions: { pace: false },
	...extra,
});

/** One shop order a webhook or a shop export would give. */
export const order = (n: number, extra: Record<string, unknown> = {}) => ({
	order_id: `order-${n}`,
	email: `buyer${n}@example.com`,
	created_at: '2026-03-02T10:15:00Z',
	total: 20,
	...extra,
});

export const items = (count: number, make: (n: number) => Record<string, unknown> = order) =>
	Array.from({ length: count }, (_, n): INodeExecutionData => ({ json: make(n) as never }));

/** The tests' clock: a day after the fixture orders, so no test depends on the real date. */
export const NOW = '2026-03-03T10:15:00Z';

/** Fixes the clock of every test of the file at `now` (see fixedClock.ts). */
export const fixClock = (now = NOW): void => fixClockAt(now);
