import { ACCOUNT_FIELD, ACCOUNT_PARAMETER } from '../../../shared/ads/accountLocator';
import { idSegment } from '../../../shared/ads/adsLocators';
import { requiredText } from '../../../shared/descriptions/properties';
import { rules, validateParameters } from '../../../shared/validation';
import { adsRouting, requireIds } from '../../../shared/ads/adsRouting';
import { envelopeProperty } from '../../../shared/ads/envelope';
import { explainStatus } from '../../shared/explainStatus';
import type { Operation } from '../../../shared/descriptions/resource';

/** DELETE /12/stats/jobs/accounts/:account_id/:job_id (the platform's request collection, v7). */
export const deleteStatsJobOperation: Operation = {
	name: 'Delete Stats Job',
	value: 'deleteStatsJob',
	action: 'Delete a stats job',
	description: 'Delete a stats job of an account',
	routing: adsRouting(
		{
			method: 'DELETE',
			url: `=/12/stats/jobs/accounts/${idSegment(ACCOUNT_PARAMETER)}/${idSegment('jobId')}`,
		},
		{
			preSend: [
				requireIds(ACCOUNT_FIELD),
				validateParameters({
					parameter: 'jobId',
					field: 'Job ID',
					rules: [rules.id],
					required: true,
				}),
			],
			explainErrors: [
				explainStatus(404, 'The stats job was not found: it is already deleted or the ID is wrong'),
			],
		},
	),
	fields: [
		requiredText(
			'Job ID',
			'jobId',
			'The id_str of the job (Create Stats Job outputs it)',
			'e.g. 1387478291871186944',
		),
		envelopeProperty(),
	],
};
