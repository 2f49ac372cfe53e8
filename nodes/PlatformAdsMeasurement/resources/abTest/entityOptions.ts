import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { accountListPage } from '../../../shared/ads/accountListPage';

const options = async (
	context: ILoadOptionsFunctions,
	collection: string,
	kind: string,
): Promise<INodePropertyOptions[]> => {
	const page = await accountListPage.call(context, collection, { count: 1000, with_draft: true });
	return (page?.records ?? []).map((record: IDataObject) => ({
		name: `${kind}${String(record.name ?? 'Unnamed')} (${String(record.id)})`,
		value: String(record.id),
	}));
};

/** The entity level chosen in the panel (Create), or undefined where the test already has one (Update). */
function chosenLevel(context: ILoadOptionsFunctions): string | undefined {
	try {
		return context.getNodeParameter('entityType', '') as string;
	} catch {
		return undefined;
	}
}

/**
 * loadOptions of a user group's entities: the account's campaigns or line items, by the chosen
 * level; on Update, whose test keeps its level, both kinds, each named.
 */
export async function abTestEntities(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const level = chosenLevel(this);
	if (level === 'CAMPAIGN') return await options(this, '/campaigns', '');
	if (level === 'LINE_ITEM') return await options(this, '/line_items', '');
	return [
		...(await options(this, '/campaigns', 'Campaign: ')),
		...(await options(this, '/line_items', 'Line Item: ')),
	];
}
