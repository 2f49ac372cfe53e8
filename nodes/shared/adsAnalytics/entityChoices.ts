import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { accountListPage } from '../ads/accountListPage';
import { STATS_ENTITIES } from './analyticsEnums';

/**
 * Pages read for a picker: a multiple choice cannot page or search as a resource locator can, so
 * it offers the first 2,000 records; others can still be given by ID with an expression.
 */
const MAX_PAGES = 10;
const PAGE = 200;

/**
 * The chosen account's records of one entity kind, "name (id)", deleted ones left out: the
 * choices of Platform Ads' analytics pickers and of the Ads Trigger's campaigns.
 */
export async function entityChoices(
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
