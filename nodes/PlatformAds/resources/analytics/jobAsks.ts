import type { INodeProperties } from 'n8n-workflow';

import { SEGMENTATION_TYPES } from '../../../shared/adsAnalytics/analyticsEnums';
import { maxJobDays, type JobSlots } from './statsJobs';
import {
	checkStatsFields,
	option,
	readStatsFields,
	textParameter,
	type StatsFields,
} from './statsItems';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/**
 * Reading one item of the job operations (Create Stats Job, Get Stats (Long Range)): the fields
 * of Get Stats plus a segmentation, checked by the rules of the jobs endpoint (90 days a job, 45
 * segmented) before anything is sent.
 */

/** One item's ask for jobs, checked. */
export interface JobAsk extends StatsFields {
	pollMs: number;
}

export const JOB_SPLIT_OPTION: INodeProperties = {
	displayName: 'Split Long Requests',
	name: 'split',
	type: 'boolean',
	default: true,
	description:
		'Whether to split ranges over 90 days (45 segmented) and over 20 IDs into several jobs',
};

/** Seconds before the first check of a job (and of a free job slot); later checks wait longer. */
export const DEFAULT_POLL_SECONDS = 10;

export const POLL_OPTION: INodeProperties = {
	displayName: 'Poll Interval (Seconds)',
	name: 'pollSeconds',
	type: 'number',
	typeOptions: { minValue: 0.01, numberPrecision: 2 },
	default: DEFAULT_POLL_SECONDS,
	description:
		'Wait before the first check of the jobs; each later check waits half again as long, up to six times this. Jobs usually take seconds to minutes; shorter intervals only send more requests.',
};

export async function readJobAsk(
	context: CodeOperationContext,
	itemIndex: number,
): Promise<JobAsk> {
	const fields = await readStatsFields(context, itemIndex);
	const { request } = fields;
	const segmentationType = textParameter(context, 'segmentationType', itemIndex);
	if (segmentationType) {
		request.segmentationType = segmentationType;
		// Only the value the type needs: a country left in a hidden field is not sent with AGE.
		const needs = SEGMENTATION_TYPES[segmentationType]?.requires;
		if (needs) request[needs] = textParameter(context, needs, itemIndex);
	}
	checkStatsFields(context, itemIndex, fields, maxJobDays(!!segmentationType));
	const pollSeconds = Number(option(context, itemIndex, 'pollSeconds', DEFAULT_POLL_SECONDS));
	return {
		...fields,
		pollMs: Math.max(
			10,
			(Number.isFinite(pollSeconds) ? pollSeconds : DEFAULT_POLL_SECONDS) * 1000,
		),
	};
}

/** The free job slots of each account, as the last answer of this run said. */
export function slotsOf(run: Map<string, JobSlots>, accountId: string): JobSlots {
	let slots = run.get(accountId);
	if (!slots) run.set(accountId, (slots = {}));
	return slots;
}
