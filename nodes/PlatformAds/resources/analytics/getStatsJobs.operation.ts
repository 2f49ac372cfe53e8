import { validateParameters } from '../../../shared/validation';
import { ACCOUNT_FIELD, ACCOUNT_PARAMETER } from '../../../shared/ads/accountLocator';
import { idSegment } from '../../../shared/ads/adsLocators';
import { NUMERIC_ID } from '../../../shared/patterns';
import { JOB_IDS_PER_LIST, MAX_JOBS_PAGE } from './statsJobs';
import { requireIds } from '../../../shared/ads/adsRouting';
import { adsListFields, adsListRouting, type AdsListSettings } from '../../../shared/ads/adsList';
import { commaListOption } from '../../../shared/ads/commaList';
import type { Operation } from '../../../shared/descriptions/resource';

const jobIds = commaListOption({
	name: 'jobIds',
	displayName: 'Job IDs',
	property: 'job_ids',
	max: JOB_IDS_PER_LIST,
	entry: { pattern: NUMERIC_ID, what: 'numeric job IDs' },
	placeholder: '1387478291871186944',
	description: 'Only these jobs (the id_str of Create Stats Job)',
});

const settings: AdsListSettings = {
	show: { resource: ['analytics'], operation: ['getStatsJobs'] },
	url: `=/12/stats/jobs/accounts/${idSegment(ACCOUNT_PARAMETER)}`,
	maxCount: MAX_JOBS_PAGE,
	standardOptions: false,
	options: [jobIds.option],
	preSend: [requireIds(ACCOUNT_FIELD), validateParameters(jobIds.check)],
};

/** GET /12/stats/jobs/accounts/:account_id, one item per job, over next_cursor. */
export const getStatsJobsOperation: Operation = {
	name: 'Get Stats Jobs',
	value: 'getStatsJobs',
	action: 'Get stats jobs',
	description:
		'List the stats jobs of an account with their status and, once done, the URL of their file',
	routing: adsListRouting(settings),
	fields: adsListFields(settings),
};
