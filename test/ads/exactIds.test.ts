import type { IDataObject } from 'n8n-workflow';

import { accountPostId } from '../emulator/accountPosts';
import type { LoggedRequest } from '../emulator/types';
import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import type { NodeRun } from '../helpers/runNode';
import { ACCOUNT } from './adsFixtures';

/**
 * Every operation whose answer carries 64-bit numbers: the emulator writes them as the platform
 * does (a JSON number of 19 digits beside its `_str`, jsonText.ts), which JSON.parse would round
 * (1610000000000000003 to 1610000000000000000, another post). Each case runs the operation
 * against the emulator and compares every number of the answer past 2^53, at its place, with the
 * output: the exact digits, as a string, equal to the `_str` beside it.
 */
const { emulator, run } = nodeHarness('ads', { emulatorPerTest: true });

const inAccount = (parameters: IDataObject) => run({ accountId: byId(ACCOUNT), ...parameters });
const FAST = { pollSeconds: 0.01 };
const JOB: IDataObject = {
	resource: 'analytics',
	operation: 'createStatsJob',
	entity: 'LINE_ITEM',
	lineItems: ['8v7jo'],
	timeRange: 'last7Days',
	granularity: 'DAY',
	placement: 'ALL_ON_PLATFORM',
	metricGroups: ['ENGAGEMENT'],
	statsOptions: FAST,
};
/** The first created stats job's id_str. */
const createdJob = async () => String(json(await inAccount(JOB))[0].id_str);

interface Case {
	name: string;
	/** What the case needs made first (its requests are not compared). */
	before?: () => Promise<IDataObject>;
	operation: (made: IDataObject) => Promise<NodeRun>;
	/** The answer compared: the request of the operation itself. */
	answer: (request: LoggedRequest) => boolean;
	/** The least number of records with 64-bit numbers the answer must hold. */
	records: number;
}

const CASES: Case[] = [
	{
		name: 'Ads Post > Create (the post and its user)',
		operation: async () =>
			await inAccount({
				resource: 'adsPost',
				operation: 'create',
				as_user_id: emulator().seed.userId,
				text: 'Exact ids',
				nullcast: true,
			}),
		answer: ({ method, path }) => method === 'POST' && path.endsWith('/post'),
		records: 1,
	},
	{
		name: 'Ads Post > Rename',
		operation: async () =>
			await inAccount({
				resource: 'adsPost',
				operation: 'rename',
				postId: byId(accountPostId(3)),
				name: 'Renamed',
			}),
		answer: ({ method }) => method === 'PUT',
		records: 1,
	},
	{
		name: 'Ads Post > Get Many (150 seeded posts, 19 digits each)',
		operation: async () =>
			await inAccount({
				resource: 'adsPost',
				operation: 'getAll',
				postType: 'PUBLISHED',
				returnAll: true,
			}),
		answer: ({ path }) => path.endsWith('/posts'),
		records: 150,
	},
	{
		name: 'Analytics > Create Stats Job',
		operation: async () => await inAccount(JOB),
		answer: ({ method }) => method === 'POST',
		records: 1,
	},
	{
		name: 'Analytics > Get Stats Jobs',
		before: async () => ({ first: await createdJob(), second: await createdJob() }),
		operation: async () =>
			await inAccount({ resource: 'analytics', operation: 'getStatsJobs', returnAll: true }),
		answer: ({ method, path }) => method === 'GET' && path.includes('/stats/jobs/'),
		records: 2,
	},
	{
		name: 'Analytics > Delete Stats Job',
		before: async () => ({ job: await createdJob() }),
		operation: async (made) =>
			await inAccount({ resource: 'analytics', operation: 'deleteStatsJob', jobId: made.job }),
		answer: ({ method }) => method === 'DELETE',
		records: 1,
	},
];

/** Every bigint of a record (the numbers past 2^53 the emulator writes), by its path. */
function bigNumbers(value: unknown, path: string[] = [], found: Array<[string[], bigint]> = []) {
	if (typeof value === 'bigint') found.push([path, value]);
	else if (value && typeof value === 'object')
		for (const [key, inner] of Object.entries(value)) bigNumbers(inner, [...path, key], found);
	return found;
}

const at = (value: unknown, path: string[]): unknown =>
	path.reduce<unknown>((inner, key) => (inner as IDataObject | undefined)?.[key], value);

describe.each(CASES)('$name', ({ before, operation, answer, records }) => {
	test('outputs every 64-bit number of the answer exactly, as the string beside it', async () => {
		const made = (await before?.()) ?? {};
		emulator().clearLog();
		const result = await operation(made);
		expect(result.error).toBeUndefined();
		const answers = emulator().log.filter(answer);
		expect(answers).toHaveLength(1);
		const data = (answers[0].responseBody as { data: unknown }).data;
		const answered = (Array.isArray(data) ? data : [data]) as IDataObject[];
		const output = json(result);
		expect(output).toHaveLength(answered.length);
		const withBig = answered.filter((record) => bigNumbers(record).length > 0);
		expect(withBig.length).toBeGreaterThanOrEqual(records);
		answered.forEach((record, index) => {
			for (const [path, number] of bigNumbers(record)) {
				expect(number > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
				const exact = String(number);
				expect({ path, value: at(output[index], path) }).toEqual({ path, value: exact });
				const beside = [...path.slice(0, -1), `${path[path.length - 1]}_str`];
				expect(at(output[index], beside)).toBe(exact);
			}
		});
	});
});

test('the seeded posts come out with 150 different ids, the ones the account holds', async () => {
	const result = await inAccount({
		resource: 'adsPost',
		operation: 'getAll',
		postType: 'PUBLISHED',
		returnAll: true,
	});
	const ids = json(result).map((post) => post.id);
	expect(ids).toEqual(Array.from({ length: 150 }, (_, n) => accountPostId(n)));
});
