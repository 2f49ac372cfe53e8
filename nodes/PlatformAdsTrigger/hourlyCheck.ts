import type { INodeProperties } from 'n8n-workflow';

import { HOUR_MS } from '../shared/adsAnalytics/analyticsEnums';

/**
 * Why the trigger checks at most once an hour, whatever the Poll Times. One check sends an
 * active-entities request and a stats request per 20 changed entities, against the platform's
 * 250 stats requests per 15 minutes an account, and the changes come in hourly buckets: checking
 * more often mostly reads the same hour again. n8n adds Poll Times to every polling node itself,
 * every minute by default, and gives a node no way to choose another default; so the trigger
 * keeps the time of its last check in the workflow's static data and lets the polls of the next
 * hour pass without a request. A test run in the editor always checks.
 */
const CHECK_INTERVAL_MS = HOUR_MS;

/**
 * How early a poll may come and still check: the polls of an hourly schedule come an hour apart
 * give or take a few milliseconds, and one a hair early must not wait for the next hour.
 */
const SCHEDULE_SLACK_MS = 60_000;

/** The panel's statement of the interval, shown under n8n's Poll Times. */
export const checkIntervalNotice: INodeProperties = {
	displayName:
		'Checks for changed metrics at most once an hour, whatever the Poll Times: the platform records changes by the hour. The polls in between send no request.',
	name: 'checkIntervalNotice',
	type: 'notice',
	default: '',
};

/** Whether a poll at `nowMs` comes within the hour after the last check (none: never checked). */
export const checkedWithinTheHour = (lastCheckMs: number | undefined, nowMs: number): boolean =>
	lastCheckMs !== undefined &&
	nowMs >= lastCheckMs &&
	nowMs - lastCheckMs < CHECK_INTERVAL_MS - SCHEDULE_SLACK_MS;
