import type { IDataObject } from 'n8n-workflow';

import { ACCOUNT } from '../ads/adsFixtures';
import { byId, type NodeHarness } from '../helpers/nodeHarness';

/**
 * The bad-input table of the analytics operations: each row is refused before any request to
 * the stats paths, with a message naming the item and the field. Other files (the jobs' own
 * rows) build their tables with badInputTable() and these bases.
 */

/** [rule, node parameters, the message's start, input items (one empty item unless given)]. */
export type BadInputRow = [
	rule: string,
	parameters: IDataObject,
	message: string,
	items?: IDataObject[],
];

/** Every analytics path (sync, jobs, reach, active entities) and the job files. */
export const isStatsPath = (path: string): boolean =>
	path.startsWith('/ads/12/stats/') || path.startsWith('/files/stats/');

/** `count` input items, item n holding `{ n }`. */
export const numberedItems = (count: number): IDataObject[] =>
	Array.from({ length: count }, (_, n) => ({ n }));

/**
 * Hours between UTC and the seeded account's midnight (America/New_York) with today's offset: 5
 * in winter, 4 in summer. The platform places every day of a range with the current offset.
 */
export const accountOffsetHours = -Number(
	new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'shortOffset' })
		.formatToParts(new Date())
		.find((part) => part.type === 'timeZoneName')!
		.value.replace('GMT', ''),
);

/** The account's midnight of a date (YYYY-MM-DD) as a UTC hour: 05:00Z or 04:00Z. */
export const accountMidnightOn = (date: string): string =>
	`${date}T${String(accountOffsetHours).padStart(2, '0')}:00:00Z`;

/** A DAY range of whole account days, from one date's midnight to another's. */
export const wholeDays = (start: string, end: string): IDataObject => ({
	granularity: 'DAY',
	startTime: accountMidnightOn(start),
	endTime: accountMidnightOn(end),
});

/** Split Long Requests turned off: one request's limits apply. */
export const NO_SPLIT: IDataObject = { statsOptions: { split: false } };

/** `count` distinct IDs: li0, li1, ... */
export const manyIds = (count: number, prefix = 'li'): string[] =>
	Array.from({ length: count }, (_, n) => `${prefix}${n}`);

/**
 * A valid Get Stats of one line item over a custom range of one New York day, its midnights
 * placed with today's offset: the rows that break one rule on a later item need the first
 * items valid, in summer as in winter.
 */
export const statsBase: IDataObject = {
	resource: 'analytics',
	operation: 'getStats',
	accountId: byId(ACCOUNT),
	entity: 'LINE_ITEM',
	lineItems: ['8v7jo'],
	timeRange: 'custom',
	...wholeDays('2026-11-20', '2026-11-21'),
	placement: 'ALL_ON_PLATFORM',
	metricGroups: ['ENGAGEMENT', 'BILLING'],
};

/** A valid Get Reach of one campaign. */
export const reachBase: IDataObject = {
	resource: 'analytics',
	operation: 'getReach',
	accountId: byId(ACCOUNT),
	entity: 'CAMPAIGN',
	campaigns: ['c1'],
	timeRange: 'custom',
	startTime: '2026-11-20T05:00:00Z',
	endTime: '2026-11-21T05:00:00Z',
};

/** One test per row: the run fails with the row's message and nothing reached the stats paths. */
export function badInputTable(
	{ run, requests }: Pick<NodeHarness, 'run' | 'requests'>,
	rows: BadInputRow[],
): void {
	// Objects, not the rows: jest hands a row shorter than the callback's parameters a done callback.
	const cases = rows.map(([rule, parameters, message, items]) => ({
		rule,
		parameters,
		message,
		items,
	}));
	test.each(cases)(
		'$rule is refused before any stats request',
		async ({ parameters, message, items }) => {
			const result = await run(parameters, items ? { items: items.map((json) => ({ json })) } : {});
			const got = result.error?.message ?? '(no error)';
			expect(got.startsWith(message) ? message : got).toBe(message);
			// The message names the item, then the field.
			expect(message).toMatch(/^Item \d+: [A-Z]/);
			expect(requests().filter((request) => isStatsPath(request.path))).toEqual([]);
		},
	);
}
