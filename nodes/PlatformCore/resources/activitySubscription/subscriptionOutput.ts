import type {
	IExecuteSingleFunctions,
	IN8nHttpFullResponse,
	INodeExecutionData,
} from 'n8n-workflow';

import { answerRecords, listRecords, partialErrors } from '../../../shared/routing/answerShapes';
import { UnexpectedAnswerError } from '../../../shared/transport/unexpectedAnswer';
import { isEmptyAnswer } from '../../shared/dataItems';
import { answerFields } from '../../shared/webhookOutput';
import { isRecord } from '../../../shared/isRecord';

/**
 * postReceive for Create and Update: the subscription record. The platform uses three answer
 * shapes (`{data: {subscription}}`, older docs' flat `data`, and `data: [..]` with
 * `meta.total_subscriptions`); each becomes one item per subscription.
 */
export async function subscriptionRecords(
	this: IExecuteSingleFunctions,
	_items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
	const records = answerRecords(response.body).map((record) => {
		const subscription = record.subscription;
		return { json: isRecord(subscription) ? subscription : record };
	});
	if (records.length > 0) return records;
	throw new UnexpectedAnswerError('expected the subscription, in `data` or flat', {
		status: response.statusCode,
		body: response.body,
	});
}

/** postReceive for Delete: `{subscription_id, deleted}`, so the item says which one it was. */
export async function deletedSubscription(
	this: IExecuteSingleFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const subscriptionId = String(this.getNodeParameter('subscriptionId', '')).trim();
	return items.map((item) => ({
		json: { subscription_id: subscriptionId, ...answerFields(item.json) },
	}));
}

/**
 * postReceive for Delete Many: one item per id, `{subscription_id, deleted}`, with the reason and
 * message the platform gave for an id it did not delete.
 */
export async function deletedSubscriptions(
	this: IExecuteSingleFunctions,
	_items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
	const body = response.body;
	// An empty answer (204): every id was deleted.
	if (isEmptyAnswer(response))
		return requestedIds(this).map((id) => ({ json: { subscription_id: id, deleted: true } }));
	// `data` may also be one result as an object.
	const results = listRecords(body).map((entry) => ({ ...entry }));
	const failures = partialErrors(body);
	if (results.length === 0 && failures.length === 0) {
		throw new UnexpectedAnswerError('expected `data` with one {subscription_id, deleted} per id', {
			status: response.statusCode,
			body,
		});
	}
	for (const failure of failures) {
		const { subscription_id, reason, message } = failure;
		const result = results.find((entry) => entry.subscription_id === subscription_id);
		if (result) Object.assign(result, { reason, message });
		else results.push({ subscription_id, deleted: false, reason, message });
	}
	return results.map((json) => ({ json }));
}

/** The ids of Delete Many, as sent. */
function requestedIds(context: IExecuteSingleFunctions): string[] {
	return String(context.getNodeParameter('subscriptionIds', ''))
		.split(',')
		.map((id) => id.trim())
		.filter(Boolean);
}
