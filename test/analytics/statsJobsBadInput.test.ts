import type { IDataObject } from 'n8n-workflow';

import { ACCOUNT } from '../ads/adsFixtures';
import { byId, nodeHarness } from '../helpers/nodeHarness';
import {
	type BadInputRow,
	badInputTable,
	manyIds,
	NO_SPLIT,
	numberedItems,
	statsBase,
	wholeDays,
} from './statsBadInput';

/**
 * Bad input to the job operations (Create Stats Job, Get Stats (Long Range), Get Stats Jobs,
 * Delete Stats Job): refused before any stats request, naming the item and the field. The
 * seeded account is in America/New_York; its midnight is 05:00Z or 04:00Z with today's offset.
 */
const harness = nodeHarness('ads');

const create = (change: IDataObject) => ({ ...statsBase, operation: 'createStatsJob', ...change });
const longRange = (change: IDataObject) => ({
	...statsBase,
	operation: 'getStatsLongRange',
	...change,
});

const jobsList = (change: IDataObject) => ({
	resource: 'analytics',
	operation: 'getStatsJobs',
	accountId: byId(ACCOUNT),
	returnAll: true,
	...change,
});
const deleteJob = (jobId: string) => ({
	resource: 'analytics',
	operation: 'deleteStatsJob',
	accountId: byId(ACCOUNT),
	jobId,
});

const ROWS: BadInputRow[] = [
	// IDs: many are split into jobs of 20, none is refused
	['a job of no line item', create({ lineItems: [] }), 'Item 1: Line Items needs at least one ID'],
	[
		'a long range of no line item (expression)',
		longRange({ lineItems: '={{ "" }}' }),
		'Item 1: Line Items needs at least one ID',
	],
	[
		'a line item ID with a dash',
		create({ lineItems: ['li-1'] }),
		'Item 1: Line Items must hold IDs of letters and digits; "li-1" is not one',
	],
	[
		'21 IDs in one job with splitting off',
		create({ lineItems: manyIds(21), ...NO_SPLIT }),
		'Item 1: Line Items holds 21 IDs but one request takes at most 20',
	],
	// Range limits of a job: 90 days, 45 segmented
	[
		'a 91-day job with splitting off',
		create({ ...wholeDays('2026-06-01', '2026-08-31'), ...NO_SPLIT }),
		'Item 1: End is 91 days after the start, but one request covers at most 90 days',
	],
	[
		'a 46-day segmented long range with splitting off',
		longRange({ ...wholeDays('2026-06-01', '2026-07-17'), segmentationType: 'AGE', ...NO_SPLIT }),
		'Item 1: End is 46 days after the start, but one request covers at most 45 days',
	],
	[
		'a 46-day segmented job with splitting off',
		create({ ...wholeDays('2026-06-01', '2026-07-17'), segmentationType: 'GENDER', ...NO_SPLIT }),
		'Item 1: End is 46 days after the start, but one request covers at most 45 days',
	],
	// Segmentation
	[
		'METROS without its country',
		create({ segmentationType: 'METROS' }),
		'Item 1: Country is required with segmentation METROS',
	],
	[
		'CITIES without its country (long range, blank country)',
		longRange({ segmentationType: 'CITIES', country: '  ' }),
		'Item 1: Country is required with segmentation CITIES',
	],
	[
		'DEVICES without its platform',
		create({ segmentationType: 'DEVICES' }),
		'Item 1: Platform is required with segmentation DEVICES',
	],
	[
		'PLATFORM_VERSIONS without its platform (long range)',
		longRange({ segmentationType: 'PLATFORM_VERSIONS' }),
		'Item 1: Platform is required with segmentation PLATFORM_VERSIONS',
	],
	[
		'an unknown segmentation type (expression)',
		create({ segmentationType: '={{ "AGE,GENDER" }}' }),
		'Item 1: Segmentation Type must be one of',
	],
	[
		'CONVERSION_TAGS without web conversions',
		create({ segmentationType: 'CONVERSION_TAGS' }),
		'Item 1: Segmentation Type CONVERSION_TAGS splits only WEB_CONVERSION metrics',
	],
	[
		'lifetime value metrics segmented',
		longRange({
			segmentationType: 'AGE',
			metricGroups: ['LIFE_TIME_VALUE_MOBILE_CONVERSION'],
		}),
		'Item 1: Metric Groups holds LIFE_TIME_VALUE_MOBILE_CONVERSION, whose metrics cannot be segmented',
	],
	// The shared rules, on the jobs endpoint
	[
		'a job starting at half past',
		create({
			granularity: 'HOUR',
			startTime: '2026-11-20T10:30:00Z',
			endTime: '2026-11-21T10:00:00Z',
		}),
		'Item 1: Start must be on a whole hour',
	],
	[
		'a day long range starting at UTC midnight',
		longRange({ startTime: '2026-11-20T00:00:00Z' }),
		"Item 1: Start must be midnight in the account's time zone",
	],
	[
		'a placement list (expression)',
		longRange({ placement: '={{ "ALL_ON_PLATFORM,PUBLISHER_NETWORK" }}' }),
		'Item 1: Placement must be one placement',
	],
	[
		'video metrics of a funding instrument',
		create({
			entity: 'FUNDING_INSTRUMENT',
			fundingInstruments: ['fi1usd'],
			metricGroups: ['VIDEO'],
		}),
		'Item 1: Metric Groups holds VIDEO, which the platform does not give for Funding Instrument',
	],
	[
		'conversions with engagement in one job',
		create({ metricGroups: ['ENGAGEMENT', 'WEB_CONVERSION'] }),
		'Item 1: Metric Groups mixes conversion groups (WEB_CONVERSION) with others (ENGAGEMENT)',
	],
	[
		'a second item without IDs stops the node before any job',
		create({ lineItems: '={{ $json.n === 1 ? [] : ["8v7jo"] }}' }),
		'Item 2: Line Items needs at least one ID',
		numberedItems(2),
	],
	// The job list and the delete
	[
		'a job ID that is not a number in the list filter',
		jobsList({ listOptions: { jobIds: '1387478291871186944,abc' } }),
		'Item 1: Job IDs must hold numeric job IDs; "abc" is not one',
	],
	[
		'201 job IDs in the list filter',
		jobsList({ listOptions: { jobIds: Array.from({ length: 201 }, (_, n) => n + 1).join(',') } }),
		'Item 1: Job IDs allows at most 200 entries (it has 201)',
	],
	['a delete without a job ID', deleteJob('={{ "" }}'), 'Item 1: Job ID is required'],
	[
		'a job ID with a path in it',
		deleteJob('12/../34'),
		'Item 1: Job ID must be a numeric ID of 1 to 19 digits, got "12/../34"',
	],
];

describe('stats jobs: bad input refused before any request', () => {
	badInputTable(harness, ROWS);
});
