import type {
	IDataObject,
	IExecuteSingleFunctions,
	IN8nHttpFullResponse,
	INodeExecutionData,
} from 'n8n-workflow';

import { invalidField } from '../../../shared/validation';
import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { adsRouting, requireIds, type PreSend } from '../../../shared/ads/adsRouting';
import { adsRecords } from '../../../shared/ads/envelope';
import { criterionIssue } from '../../shared/targeting/criterionChecks';
import { RUSSIA_WARNING } from '../../shared/targeting/targetingTypes';
import type { Operation } from '../../../shared/descriptions/resource';
import { criterionFields } from './criterionFields';
import { criterionParams, readCriterion, targetsRussia } from './criterionInput';
import { explainUnknownValue } from './unknownValue';

/** The criterion checked, then sent as the query parameters of the POST. */
const checkedCriterion: PreSend = async function (options) {
	const criterion = readCriterion((name, fallback) => this.getNodeParameter(name, fallback));
	const found = criterionIssue(criterion, { batch: false });
	if (found) throw invalidField(this.getNode(), this.getItemIndex(), found.field, found.problem);
	return { ...options, qs: { ...options.qs, ...criterionParams(criterion) } };
};

/**
 * The created criterion; when it targets Russia, the platform's warning comes as `notice` on the
 * item, where the marketer reads the result (the panel shows it too: russiaHints).
 */
export async function withRussiaNotice(
	this: IExecuteSingleFunctions,
	items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
	const records = await adsRecords.call(this, items, response);
	const data = (response.body as IDataObject | undefined)?.data as IDataObject | undefined;
	if (!targetsRussia((name, fallback) => this.getNodeParameter(name, fallback), data))
		return records;
	return records.map((record) => ({ ...record, json: { ...record.json, notice: RUSSIA_WARNING } }));
}

/** POST /12/accounts/:account_id/targeting_criteria: one criterion on one line item. */
export const createOperation: Operation = {
	name: 'Create',
	value: 'create',
	action: 'Create a targeting criterion',
	description:
		'Add one targeting criterion (a location, interest, keyword, age, ...) to a line item',
	routing: adsRouting(
		{ method: 'POST', url: accountPath('/targeting_criteria') },
		{
			preSend: [requireIds(ACCOUNT_FIELD), checkedCriterion],
			postReceive: [withRussiaNotice],
			explainErrors: [explainUnknownValue],
		},
	),
	fields: criterionFields,
};
