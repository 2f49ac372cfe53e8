import { json, nodeHarness } from '../helpers/nodeHarness';

const { run, requests } = nodeHarness('ads');
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

test("Search sends the keywords without spaces, times in UTC (a time without zone read in the workflow time zone, n8n's default America/New_York), and returns the data as one item", async () => {
	const result = await search({
		granularity: 'HOUR',
		keywords: 'coffee , espresso,latte',
		start_time: '2026-11-01T00:00:00',
		additionalFields: {
			end_time: '2026-11-01T12:00:00+02:00',
			negative_keywords: 'decaf, tea',
			location: '96683cc9126741d1',
		},
	});
	expect(result.error).toBeUndefined();
	expect(requests()).toEqual([
		{
			method: 'GET',
			path: PATH,
			query: {
				granularity: 'HOUR',
				keywords: 'coffee,espresso,latte',
				negative_keywords: 'decaf,tea',
				start_time: '2026-11-01T04:00:00Z',
				end_time: '2026-11-01T10:00:00Z',
				location: '96683cc9126741d1',
			},
		},
	]);
	const [data] = json(result) as Array<{ related_keywords: string[]; post_volume: number[] }>;
	expect(json(result)).toHaveLength(1);
	expect(Object.keys(data).sort()).toEqual(['post_volume', 'related_keywords']);
	expect(data.related_keywords).toHaveLength(30);
	// Six hours of the window (04:00 to 10:00 UTC), one volume per hour.
	expect(data.post_volume).toHaveLength(6);
});

test('Without End Time the window ends now: nothing is sent for it, and the 7 days count up to now (2.5 days: 3 volumes)', async () => {
	const start = new Date(Date.now() - 2.5 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
	const result = await search({ start_time: start });
	expect(requests()).toEqual([
		{
			method: 'GET',
			path: PATH,
			query: { granularity: 'DAY', keywords: 'coffee', start_time: start },
		},
	]);
	expect((json(result)[0] as { post_volume: number[] }).post_volume).toHaveLength(3);
});

test('Return Full Response gives the envelope', async () => {
	const result = await search({
		additionalFields: { end_time: '2026-11-02T00:00:00Z' },
		output: 'response',
	});
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
});

const elevenKeywords = Array.from({ length: 11 }, (_, n) => `k${n}`).join(',');

test('continueOnFail: an item over the keyword limit fails alone, the other is searched', async () => {
	const result = await search(
		{ keywords: '={{ $json.keywords }}', additionalFields: { end_time: '2026-11-02T00:00:00Z' } },
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
		{ related_keywords: expect.any(Array), post_volume: [expect.any(Number)] },
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
