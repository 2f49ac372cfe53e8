import { DateTime } from 'luxon';

import { awayFromHourEnd } from '../helpers/hourEdge';
import { json, nodeHarness } from '../helpers/nodeHarness';

const { run, requests, signedRequest, emulator } = nodeHarness('ads');
const PATH = '/ads/12/insights/keywords/search';
const search = (extra: Record<string, unknown>, options?: Parameters<typeof run>[1]) =>
	run(
		{
			resource: 'keywordInsight',
			operation: 'search',
			granularity: 'DAY',
			keywords: 'coffee',
			start_time: '2026-11-01T00:00:00Z',
			...extra,
		},
		options,
	);

/** The volumes the emulator answers to the same query, asked outside the node. */
async function answeredVolumes(query: Record<string, string>): Promise<number[]> {
	const { body } = await signedRequest(
		'GET',
		`${emulator().adsBaseUrl}/12/insights/keywords/search?${new URLSearchParams(query)}`,
	);
	return (body as { data: { post_volume: number[] } }).data.post_volume;
}

test("Search sends the keywords without spaces, times in UTC (a time without zone read in the workflow time zone, n8n's default America/New_York), and gives one row per hour with its date and hour there", async () => {
	const result = await search({
		granularity: 'HOUR',
		keywords: 'coffee , espresso,latte',
		start_time: '2026-11-10T00:00:00',
		end_time: '2026-11-10T13:00:00+02:00',
		additionalFields: { negative_keywords: 'decaf, tea', location: '96683cc9126741d1' },
	});
	expect(result.error).toBeUndefined();
	const query = {
		granularity: 'HOUR',
		keywords: 'coffee,espresso,latte',
		negative_keywords: 'decaf,tea',
		start_time: '2026-11-10T05:00:00Z',
		end_time: '2026-11-10T11:00:00Z',
		location: '96683cc9126741d1',
	};
	expect(requests()).toEqual([{ method: 'GET', path: PATH, query }]);
	// Six hours of the window (05:00 to 11:00 UTC, 00:00 to 06:00 in New York), oldest first.
	const volumes = await answeredVolumes(query);
	expect(volumes).toHaveLength(6);
	expect(json(result)).toEqual(
		volumes.map((postVolume, hour) => ({
			keywords: 'coffee, espresso, latte',
			date: '2026-11-10',
			hour: `0${hour}:00`,
			postVolume,
		})),
	);
});

test('By default the window is the last 7 whole days in the workflow time zone: midnight 7 days ago to midnight today, one row per day', async () => {
	await awayFromHourEnd(); // today's midnight read here and in the node: the same one
	const result = await run({
		resource: 'keywordInsight',
		operation: 'search',
		keywords: 'running shoes, trail running',
	});
	expect(result.error).toBeUndefined();
	const today = DateTime.now().setZone('America/New_York').startOf('day');
	const utc = (time: DateTime) => String(time.toUTC().toISO({ suppressMilliseconds: true }));
	const query = {
		granularity: 'DAY',
		keywords: 'running shoes,trail running',
		// Midnight 7 days ago; 168 hours when those days had one more (the week summer time ends).
		start_time: utc(DateTime.max(today.minus({ days: 7 }), today.minus({ hours: 168 }))),
		end_time: utc(today),
	};
	expect(requests()).toEqual([{ method: 'GET', path: PATH, query }]);
	const volumes = await answeredVolumes(query);
	expect(volumes).toHaveLength(7);
	expect(json(result)).toEqual(
		volumes.map((postVolume, day) => ({
			keywords: 'running shoes, trail running',
			date: today.minus({ days: 7 - day }).toISODate(),
			postVolume,
		})),
	);
}, 120_000);

test('Days are counted on the calendar from Start Time: over the night summer time ends in New York, the third 24 hours (from 23:00 on Nov 1) are Nov 2', async () => {
	const result = await search({
		start_time: '2026-10-31T00:00:00',
		end_time: '2026-11-02T23:00:00',
	});
	expect(requests()[0].query).toMatchObject({
		start_time: '2026-10-31T04:00:00Z',
		end_time: '2026-11-03T04:00:00Z',
	});
	expect(json(result).map((row) => row.date)).toEqual(['2026-10-31', '2026-11-01', '2026-11-02']);
});

test('With End Time emptied the window ends now: nothing is sent for it, and the 7 days count up to now (2.5 days: 3 rows)', async () => {
	const start = new Date(Date.now() - 2.5 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
	const result = await search({ start_time: start, end_time: '' });
	expect(requests()).toEqual([
		{
			method: 'GET',
			path: PATH,
			query: { granularity: 'DAY', keywords: 'coffee', start_time: start },
		},
	]);
	expect(json(result)).toHaveLength(3);
});

test("Return Full Response gives the platform's answer: related keywords and volumes", async () => {
	const result = await search({ end_time: '2026-11-02T00:00:00Z', output: 'response' });
	expect(json(result)).toEqual([
		{
			data: { related_keywords: expect.any(Array), post_volume: [expect.any(Number)] },
			request: {
				params: {
					granularity: 'DAY',
					keywords: 'coffee',
					start_time: '2026-11-01T00:00:00Z',
					end_time: '2026-11-02T00:00:00Z',
				},
			},
		},
	]);
	expect((json(result)[0].data as { related_keywords: string[] }).related_keywords).toHaveLength(
		30,
	);
});

const elevenKeywords = Array.from({ length: 11 }, (_, n) => `k${n}`).join(',');

test('continueOnFail: an item over the keyword limit fails alone, the other is searched', async () => {
	const result = await search(
		{ keywords: '={{ $json.keywords }}', end_time: '2026-11-02T00:00:00Z' },
		{
			items: [{ json: { keywords: elevenKeywords } }, { json: { keywords: 'tea' } }],
			continueOnFail: true,
		},
	);
	expect(json(result)).toEqual([
		{
			error:
				'Item 1: Keywords together with Negative Keywords allow at most 10 keywords (there are 11 + 0)',
		},
		// 2026-11-01T00:00:00Z is the evening of Oct 31 in New York, the workflow's zone.
		{ keywords: 'tea', date: '2026-10-31', postVolume: expect.any(Number) },
	]);
	expect(requests()).toEqual([
		{ method: 'GET', path: PATH, query: expect.objectContaining({ keywords: 'tea' }) },
	]);
});

describe('the emulator checks searches as the platform does', () => {
	const { emulator, signedRequest } = nodeHarness('ads');
	const ask = (query: string) =>
		signedRequest('GET', `${emulator().adsBaseUrl}/12/insights/keywords/search?${query}`);
	const refusal = (parameter: string) => ({
		statusCode: 400,
		body: expect.objectContaining({ errors: [expect.objectContaining({ parameter })] }),
	});

	test.each([
		[
			'more than 7 days',
			'granularity=DAY&keywords=a&start_time=2026-11-01T00:00:00Z&end_time=2026-11-08T00:00:01Z',
			'end_time',
		],
		[
			'11 keywords',
			`granularity=DAY&keywords=${elevenKeywords}&start_time=2026-11-01T00:00:00Z&end_time=2026-11-02T00:00:00Z`,
			'keywords',
		],
		['no granularity', 'keywords=a&start_time=2026-11-01T00:00:00Z', 'granularity'],
		[
			'granularity WEEK',
			'granularity=WEEK&keywords=a&start_time=2026-11-01T00:00:00Z',
			'granularity',
		],
	])('refuses %s', async (_, query, parameter) => {
		expect(await ask(query)).toEqual(refusal(parameter));
	});
});
