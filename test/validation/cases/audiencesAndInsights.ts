import { ACCOUNT, byId, itemZero, rows, under, type MatrixCase } from '../matrixCase';

const elevenKeywords = Array.from({ length: 11 }, (_, n) => `k${n}`).join(',');
const permissions = {
	resource: 'audiencePermission',
	accountId: byId(ACCOUNT),
	tailoredAudienceId: byId('1nmth'),
};

/** Ads interface, tailored audience permissions (/5/) and keyword insights. */
export const audienceAndInsightCases: MatrixCase[] = [
	...rows(
		3,
		'ads',
		{ ...permissions, operation: 'getAll', limit: 5 },
		itemZero(
			under('listOptions', [
				[
					'201 granted account ids',
					{ grantedAccountIds: Array.from({ length: 201 }, (_, n) => `a${n}`).join(',') },
					'Granted Account IDs allows at most 200 entries (it has 201)',
				],
				[
					'201 permission ids',
					{ permissionIds: Array.from({ length: 201 }, (_, n) => `p${n}`).join(',') },
					'Permission IDs allows at most 200 entries (it has 201)',
				],
				[
					'ids not separated by commas',
					{ permissionIds: 'perm1;perm2' },
					'Permission IDs must hold IDs of letters and digits; "perm1;perm2" is not one',
				],
			]),
		),
	),
	...rows(
		3,
		'ads',
		{ ...permissions, operation: 'grant', permission_level: 'READ_ONLY' },
		itemZero([
			[
				'no granted account',
				{ grantedAccountId: byId('={{ "" }}') },
				'Granted Account is required',
			],
			[
				'a granted account that is no id',
				{ grantedAccountId: byId('={{ "18ce-54" }}') },
				'Granted Account must be an ID of letters and digits, got "18ce-54"',
			],
			[
				'an unknown permission level (expression)',
				{ grantedAccountId: byId('18ce54bgxky'), permission_level: '={{ "OWNER" }}' },
				'Permission Level must be one of READ_ONLY, READ_WRITE, got "OWNER"',
			],
		]),
	),
	...rows(
		3,
		'ads',
		{
			resource: 'keywordInsight',
			operation: 'search',
			granularity: 'DAY',
			keywords: 'coffee',
			start_time: '2026-11-01T00:00:00Z',
			end_time: '2026-11-02T00:00:00Z',
		},
		[
			[
				'two locations: the results cover one country',
				{
					additionalFields: { location: '96683cc9126741d1,b0c3da2d37f5cf2b' },
				},
				'Item 1: Location must be one country-level targeting value (the results cover a single country), got "96683cc9126741d1,b0c3da2d37f5cf2b"',
			],
		],
	),
	...rows(
		3,
		'ads',
		{
			resource: 'keywordInsight',
			operation: 'search',
			granularity: 'DAY',
			keywords: 'coffee',
			start_time: '2026-11-01T00:00:00Z',
		},
		itemZero([
			[
				'more than 7 days',
				{ end_time: '2026-11-08T00:00:01Z' },
				'End Time is more than 7 days after Start Time (2026-11-01T00:00:00Z to 2026-11-08T00:00:01Z): the platform counts post volume for at most 7 days per search. Set End Time at most 7 days after Start Time, or search the period in parts.',
			],
			[
				'more than 7 days up to now',
				{ start_time: new Date(Date.now() - 8 * 86_400_000).toISOString(), end_time: '' },
				'Start Time is more than 7 days ago (',
			],
			[
				'an end before the start',
				{ end_time: '2026-10-31T00:00:00Z' },
				'End Time must be after Start Time (2026-11-01T00:00:00Z), got 2026-10-31T00:00:00Z',
			],
			[
				'a start in the future without end',
				{ start_time: '2099-01-01T00:00:00Z', end_time: '' },
				'Start Time must be in the past when End Time is empty (the platform ends the window now), got 2099-01-01T00:00:00Z',
			],
			[
				'11 keywords',
				{ keywords: elevenKeywords, end_time: '2026-11-02T00:00:00Z' },
				'Keywords together with Negative Keywords allow at most 10 keywords (there are 11 + 0)',
			],
			[
				'8 keywords and 3 negative ones',
				{
					keywords: 'a,b,c,d,e,f,g,h',
					end_time: '2026-11-02T00:00:00Z',
					additionalFields: { negative_keywords: 'x, y, z' },
				},
				'Negative Keywords together with Keywords allow at most 10 keywords (there are 8 + 3)',
			],
			['no keywords', { keywords: ' , ' }, 'Keywords is required'],
			[
				'no start (an expression resolving to nothing)',
				{ start_time: '={{ "" }}' },
				'Start Time is required',
			],
			[
				'a start that is no time',
				{ start_time: 'yesterday' },
				'Start Time must be an ISO 8601 time such as 2026-11-20T10:00:00Z, got "yesterday"',
			],
			[
				'granularity by expression',
				{ granularity: 'WEEK' },
				'Granularity must be one of DAY, HOUR, got "WEEK"',
			],
		]),
	),
];
