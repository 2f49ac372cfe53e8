import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { STATS_ENTITIES } from '../../../shared/adsAnalytics/analyticsEnums';
import { accountListPage } from '../../shared/accountListPage';
import { ENTITY_PICKERS } from './analyticsFields';

/**
 * Pages read for a picker: a multiple choice cannot page or search as a resource locator can, so
 * it offers the first 2,000 records; others can still be given by ID with an expression.
 */
const MAX_PAGES = 10;
const PAGE = 200;

/** The chosen account's records of one entity kind, "name (id)", deleted ones left out. */
async function entityChoices(
	context: ILoadOptionsFunctions,
	entity: string,
): Promise<INodePropertyOptions[]> {
	const { list, nameField } = STATS_ENTITIES[entity];
	const choices: INodePropertyOptions[] = [];
	let cursor: string | undefined;
	for (let page = 0; page < MAX_PAGES; page++) {
		const answer = await accountListPage.call(context, list, { count: PAGE }, cursor);
		if (!answer) break;
		for (const record of answer.records)
			choices.push({
				name: `${String(record[nameField] ?? record.id)} (${String(record.id)})`,
				value: String(record.id),
			});
		cursor = answer.paginationToken;
		if (!cursor) break;
	}
	return choices;
}

/** loadOptions of the analytics pickers: analyticsCampaigns, analyticsLineItems, ... */
export const analyticsPickers = Object.fromEntries(
	Object.entries(ENTITY_PICKERS).map(([entity, { method }]) => [
		method,
		async function (this: ILoadOptionsFunctions) {
			return await entityChoices(this, entity);
		},
	]),
) as Record<string, (this: ILoadOptionsFunctions) => Promise<INodePropertyOptions[]>>;
