import type { IDataObject } from 'n8n-workflow';

import { byId, nodeHarness } from '../helpers/nodeHarness';
import {
	accountMidnightOn,
	accountOffsetHours,
	type BadInputRow,
	badInputTable,
	manyIds,
	NO_SPLIT,
	numberedItems,
	reachBase,
	statsBase,
	wholeDays,
} from './statsBadInput';

/**
 * Bad input to Get Stats and Get Reach (the analytics rules): refused before any stats
 * request, naming the item and the field. The seeded account is in America/New_York: with
 * today's offset (-05:00 in winter, -04:00 in summer) its midnight is 05:00Z or 04:00Z.
 */
const harness = nodeHarness('ads');

const stats = (change: IDataObject) => ({ ...statsBase, ...change });
const reach = (change: IDataObject) => ({ ...reachBase, ...change });
const hours = (start: string, end: string) => ({
	granularity: 'HOUR',
	startTime: start,
	endTime: end,
});

const otherMidnight = (date: string) =>
	`${date}T${String(accountOffsetHours === 5 ? 4 : 5).padStart(2, '0')}:00:00Z`;

const ROWS: BadInputRow[] = [
	// Times
	[
		'a start at half past',
		stats(hours('2026-11-20T10:30:00Z', '2026-11-20T12:00:00Z')),
		'Item 1: Start must be on a whole hour',
	],
	[
		'an end at a quarter past',
		stats(hours('2026-11-20T10:00:00Z', '2026-11-20T12:15:00Z')),
		'Item 1: End must be on a whole hour',
	],
	[
		'an end with seconds',
		stats(hours('2026-11-20T10:00:00Z', '2026-11-20T12:00:30Z')),
		'Item 1: End must be on a whole hour',
	],
	[
		'a start that is no time',
		stats(hours('yesterday', '2026-11-20T12:00:00Z')),
		'Item 1: Start must be an ISO 8601 time',
	],
	[
		'an empty end (expression)',
		stats(hours('2026-11-20T10:00:00Z', '={{ "" }}')),
		'Item 1: End is required',
	],
	[
		'an empty start (expression)',
		stats(hours('={{ "" }}', '2026-11-20T12:00:00Z')),
		'Item 1: Start is required',
	],
	[
		'an end before the start',
		stats(hours('2026-11-20T12:00:00Z', '2026-11-20T10:00:00Z')),
		'Item 1: End must be after the start',
	],
	[
		'an end equal to the start',
		stats(hours('2026-11-20T12:00:00Z', '2026-11-20T12:00:00Z')),
		'Item 1: End must be after the start',
	],
	[
		'a day range starting at UTC midnight',
		stats({
			granularity: 'DAY',
			startTime: '2026-11-20T00:00:00Z',
			endTime: accountMidnightOn('2026-11-21'),
		}),
		"Item 1: Start must be midnight in the account's time zone",
	],
	[
		'a day range ending at noon',
		stats({
			granularity: 'DAY',
			startTime: accountMidnightOn('2026-11-20'),
			endTime: '2026-11-21T12:00:00Z',
		}),
		"Item 1: End must be midnight in the account's time zone",
	],
	[
		"a day range at the requested day's offset, not today's",
		stats({
			granularity: 'DAY',
			startTime: otherMidnight('2026-07-01'),
			endTime: otherMidnight('2026-07-02'),
		}),
		"Item 1: Start must be midnight in the account's time zone",
	],
	[
		'a total starting at 10:00',
		stats({
			granularity: 'TOTAL',
			startTime: '2026-11-20T10:00:00Z',
			endTime: accountMidnightOn('2026-11-21'),
		}),
		"Item 1: Start must be midnight in the account's time zone",
	],
	[
		'a start at 03:00 in the workflow zone',
		stats({
			granularity: 'DAY',
			startTime: '2026-11-20T03:00:00',
			endTime: accountMidnightOn('2026-11-21'),
		}),
		"Item 1: Start must be midnight in the account's time zone",
	],
	[
		'8 days of days without splitting',
		stats({ ...wholeDays('2026-11-01', '2026-11-09'), ...NO_SPLIT }),
		'Item 1: End is 8 days after the start, but one request covers at most 7 days',
	],
	[
		'7 days and an hour of hours without splitting',
		stats({ ...hours('2026-11-01T00:00:00Z', '2026-11-08T01:00:00Z'), ...NO_SPLIT }),
		'Item 1: End is 7.04 days after the start',
	],
	[
		'8 days of total without splitting',
		stats({
			granularity: 'TOTAL',
			startTime: accountMidnightOn('2026-11-01'),
			endTime: accountMidnightOn('2026-11-09'),
			...NO_SPLIT,
		}),
		'Item 1: End is 8 days after the start',
	],
	[
		'an unknown time range (expression)',
		stats({ timeRange: '={{ "lastWeek" }}' }),
		'Item 1: Time Range must be one of yesterday, last7Days, last30Days, last90Days, custom, got "lastWeek"',
	],
	// IDs
	[
		'21 line items without splitting',
		stats({ lineItems: manyIds(21), ...NO_SPLIT }),
		'Item 1: Line Items holds 21 IDs but one request takes at most 20',
	],
	[
		'21 campaigns without splitting',
		stats({ entity: 'CAMPAIGN', campaigns: manyIds(21, 'c'), ...NO_SPLIT }),
		'Item 1: Campaigns holds 21 IDs but one request takes at most 20',
	],
	['no line item picked', stats({ lineItems: [] }), 'Item 1: Line Items needs at least one ID'],
	[
		'no line item from an expression',
		stats({ lineItems: '={{ [] }}' }),
		'Item 1: Line Items needs at least one ID',
	],
	[
		'an empty ID text from an expression',
		stats({ lineItems: '={{ " , " }}' }),
		'Item 1: Line Items needs at least one ID',
	],
	[
		'no campaign picked',
		stats({ entity: 'CAMPAIGN', campaigns: [] }),
		'Item 1: Campaigns needs at least one ID',
	],
	[
		'a line item ID with a dash',
		stats({ lineItems: '={{ "8v7jo,li-1" }}' }),
		'Item 1: Line Items must hold IDs of letters and digits; "li-1" is not one',
	],
	[
		'a promoted post ID with a slash',
		stats({ entity: 'PROMOTED_POST', promotedPosts: '={{ ["1a/2"] }}' }),
		'Item 1: Promoted Posts must hold IDs of letters and digits',
	],
	[
		'the third of five items names a bad ID',
		stats({ lineItems: '={{ $json.n === 2 ? "bad id" : "8v7jo" }}' }),
		'Item 3: Line Items must hold IDs of letters and digits; "bad id" is not one',
		numberedItems(5),
	],
	[
		'the second item has no ID',
		stats({ lineItems: '={{ $json.n === 1 ? "" : "8v7jo" }}' }),
		'Item 2: Line Items needs at least one ID',
		numberedItems(3),
	],
	[
		'an account ID that is a path',
		stats({ accountId: byId('={{ "18ce/../x" }}') }),
		'Item 1: Account must be an ID of letters and digits, got "18ce/../x"',
	],
	['no account', stats({ accountId: byId('={{ "" }}') }), 'Item 1: Account is required'],
	// Placement, granularity, entity
	[
		'a placement list from an expression',
		stats({ placement: '={{ "ALL_ON_PLATFORM,SPOTLIGHT" }}' }),
		'Item 1: Placement must be one placement, got "ALL_ON_PLATFORM,SPOTLIGHT"',
	],
	[
		'two placements with a space',
		stats({ placement: '={{ "ALL_ON_PLATFORM SPOTLIGHT" }}' }),
		'Item 1: Placement must be one placement',
	],
	[
		'an unknown placement',
		stats({ placement: '={{ "HOME_TIMELINE" }}' }),
		'Item 1: Placement must be one of ALL_ON_PLATFORM, SPOTLIGHT, TREND, PUBLISHER_NETWORK, got "HOME_TIMELINE"',
	],
	['an empty placement', stats({ placement: '={{ "" }}' }), 'Item 1: Placement is required'],
	[
		'the second item asks for two placements',
		stats({ placement: '={{ $json.n === 1 ? "ALL_ON_PLATFORM,TREND" : "TREND" }}' }),
		'Item 2: Placement must be one placement',
		numberedItems(2),
	],
	[
		'a weekly granularity',
		stats({ granularity: '={{ "WEEK" }}' }),
		'Item 1: Granularity must be one of DAY, HOUR, TOTAL, got "WEEK"',
	],
	[
		'an organic post entity (earlier reference)',
		stats({ entity: '={{ "ORGANIC_POST" }}' }),
		'Item 1: Entity must be one of ACCOUNT, FUNDING_INSTRUMENT, CAMPAIGN, LINE_ITEM, PROMOTED_POST, PROMOTED_ACCOUNT, got "ORGANIC_POST"',
	],
	[
		'a media creative entity',
		stats({ entity: '={{ "MEDIA_CREATIVE" }}' }),
		'Item 1: Entity must be one of',
	],
	// Metric groups
	[
		'no metric group',
		stats({ metricGroups: [] }),
		'Item 1: Metric Groups needs at least one group',
	],
	[
		'the MEDIA group of the earlier reference',
		stats({ metricGroups: '={{ "ENGAGEMENT,MEDIA" }}' }),
		'Item 1: Metric Groups must hold groups of ENGAGEMENT, BILLING, VIDEO, WEB_CONVERSION, MOBILE_CONVERSION, LIFE_TIME_VALUE_MOBILE_CONVERSION; "MEDIA" is not one',
	],
	[
		'billing for the account',
		stats({ entity: 'ACCOUNT', metricGroups: ['ENGAGEMENT', 'BILLING'] }),
		'Item 1: Metric Groups holds BILLING, which the platform does not give for Account (it gives ENGAGEMENT)',
	],
	[
		'video for the account',
		stats({ entity: 'ACCOUNT', metricGroups: ['VIDEO'] }),
		'Item 1: Metric Groups holds VIDEO, which the platform does not give for Account',
	],
	[
		'video for a funding instrument',
		stats({
			entity: 'FUNDING_INSTRUMENT',
			fundingInstruments: ['fi1usd'],
			metricGroups: ['ENGAGEMENT', 'VIDEO'],
		}),
		'Item 1: Metric Groups holds VIDEO, which the platform does not give for Funding Instrument',
	],
	[
		'web conversions for a funding instrument',
		stats({
			entity: 'FUNDING_INSTRUMENT',
			fundingInstruments: ['fi1usd'],
			metricGroups: ['WEB_CONVERSION'],
		}),
		'Item 1: Metric Groups holds WEB_CONVERSION, which the platform does not give for Funding Instrument',
	],
	[
		'mobile conversions with engagement',
		stats({ metricGroups: ['ENGAGEMENT', 'MOBILE_CONVERSION'] }),
		'Item 1: Metric Groups must hold MOBILE_CONVERSION alone',
	],
	[
		'mobile conversions with web conversions',
		stats({ metricGroups: ['WEB_CONVERSION', 'MOBILE_CONVERSION'] }),
		'Item 1: Metric Groups must hold MOBILE_CONVERSION alone',
	],
	[
		'web conversions with billing',
		stats({ metricGroups: ['BILLING', 'WEB_CONVERSION'] }),
		'Item 1: Metric Groups mixes conversion groups (WEB_CONVERSION) with others (BILLING)',
	],
	[
		'lifetime value with engagement',
		stats({ metricGroups: ['ENGAGEMENT', 'LIFE_TIME_VALUE_MOBILE_CONVERSION'] }),
		'Item 1: Metric Groups mixes conversion groups (LIFE_TIME_VALUE_MOBILE_CONVERSION) with others (ENGAGEMENT)',
	],
	[
		'groups mixed on the fourth item only',
		stats({ metricGroups: '={{ $json.n === 3 ? "VIDEO,WEB_CONVERSION" : "VIDEO" }}' }),
		'Item 4: Metric Groups mixes conversion groups',
		numberedItems(4),
	],
	// Get Reach
	['reach of no campaign', reach({ campaigns: [] }), 'Item 1: Campaigns needs at least one ID'],
	[
		'reach of no funding instrument',
		reach({ entity: 'FUNDING_INSTRUMENT', fundingInstruments: '={{ [] }}' }),
		'Item 1: Funding Instruments needs at least one ID',
	],
	[
		'reach of line items',
		reach({ entity: '={{ "LINE_ITEM" }}' }),
		'Item 1: Entity must be one of CAMPAIGN, FUNDING_INSTRUMENT, got "LINE_ITEM"',
	],
	[
		'reach from a start at half past',
		reach({ startTime: '2026-11-20T05:30:00Z' }),
		'Item 1: Start must be on a whole hour',
	],
	[
		'reach with an end before the start',
		reach({ endTime: '2026-11-19T05:00:00Z' }),
		'Item 1: End must be after the start',
	],
	[
		'reach with an end that is no time',
		reach({ endTime: 'tomorrow' }),
		'Item 1: End must be an ISO 8601 time',
	],
	[
		'reach of a campaign ID with a space',
		reach({ campaigns: '={{ "c1,c 2" }}' }),
		'Item 1: Campaigns must hold IDs of letters and digits; "c 2" is not one',
	],
	[
		'reach: the second item has no campaign',
		reach({ campaigns: '={{ $json.n === 1 ? [] : ["c1"] }}' }),
		'Item 2: Campaigns needs at least one ID',
		numberedItems(2),
	],
	[
		'reach with an unknown time range',
		reach({ timeRange: '={{ "thisMonth" }}' }),
		'Item 1: Time Range must be one of',
	],
	[
		'reach for an account ID that is a path',
		reach({ accountId: byId('={{ "a/b" }}') }),
		'Item 1: Account must be an ID of letters and digits',
	],
];

test('the table has at least 45 rows', () => expect(ROWS.length).toBeGreaterThanOrEqual(45));

badInputTable(harness, ROWS);

test('with Continue On Fail a bad item is its own error item and nothing is sent for it', async () => {
	const result = await harness.run(stats({ lineItems: '={{ $json.n === 1 ? "li-1" : "" }}' }), {
		items: numberedItems(2).map((json) => ({ json })),
		continueOnFail: true,
	});
	expect(result.items.map((item) => [item.json.error, item.pairedItem])).toEqual([
		[
			'Item 1: Line Items needs at least one ID: pick one from the list, or map an expression that gives IDs',
			[{ item: 0 }],
		],
		['Item 2: Line Items must hold IDs of letters and digits; "li-1" is not one', [{ item: 1 }]],
	]);
	// Bad IDs are refused before the account's time zone is looked up: nothing at all is sent.
	expect(harness.requests()).toEqual([]);
});
