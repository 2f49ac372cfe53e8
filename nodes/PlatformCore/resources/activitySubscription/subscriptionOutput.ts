import type { IDataObject, IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';

/**
 * postReceive for Create and Update: the subscription record. The supplement names three answer
 * shapes (`{data: {subscription}}`, older docs' flat `data`, and `data: [..]` with
 * `meta.total_subscriptions`); each becomes one item per subscription.
 */
export async function subscriptionRecords(
	this: IExecuteSingleFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return items.flatMap((item) => {
		const data = item.json.data as IDataObject | IDataObject[] | undefined;
		if (Array.isArray(data)) return data.map((json) => ({ json }));
		if (!data) return [];
		const subscription = data.subscription as IDataObject | undefined;
		return [{ json: subscription && typeof subscription === 'object' ? subscription : data }];
	});
}

/** postReceive for Delete: `{subscription_id, deleted}`, so the item says which one it was. */
export async function deletedSubscription(
	this: IExecuteSingleFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const subscriptionId = String(this.getNodeParameter('subscriptionId', '')).trim();
	return items.map((item) => ({ json: { subscription_id: subscriptionId, ...((item.json.data as IDataObject | undefined) ?? {}) } }));
}

/**
 * postReceive for Delete Many: one item per id, `{subscription_id, deleted}`, with the reason and
 * message the platform gave for an id it did not delete.
 */
export async function deletedSubscriptions(
	this: IExecuteSingleFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return items.flatMap((item) => {
		const results = ((item.json.data as IDataObject[] | undefined) ?? []).map((entry) => ({ ...entry }));
		for (const failure of (item.json.errors as IDataObject[] | undefined) ?? []) {
			const { subscription_id, reason, message } = failure;
			const result = results.find((entry) => entry.subscription_id === subscription_id);
			if (result) Object.assign(result, { reason, message });
			else results.push({ subscription_id, deleted: false, reason, message });
		}
		return results.map((json) => ({ json }));
	});
}
