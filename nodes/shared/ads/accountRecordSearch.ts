import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { accountListPage } from './accountListPage';
import { matchesFilter } from '../pickerFilter';
import { PICKER_PAGE } from './accountSearch';

/**
 * A picker over a list of the chosen account: each page asked for with `query`, filtered here by
 * any part of the name or ID (the platform's `q` matches only the start of a name), or of what
 * `searched` names, each record shown by `label` (its name and ID unless told). `query` may
 * depend on the panel (a function).
 */
export const accountRecordSearch = (
	collection: string,
	query: IDataObject | ((context: ILoadOptionsFunctions) => IDataObject) = {},
	label: (record: IDataObject) => string = (record) =>
		`${String(record.name)} (${String(record.id)})`,
	searched: (record: IDataObject) => unknown[] = (record) => [record.name, record.id],
) =>
	async function search(
		this: ILoadOptionsFunctions,
		filter?: string,
		paginationToken?: string,
	): Promise<INodeListSearchResult> {
		const page = await accountListPage.call(
			this,
			collection,
			{ count: PICKER_PAGE, ...(typeof query === 'function' ? query(this) : query) },
			paginationToken,
		);
		if (!page) return { results: [] };
		return {
			results: page.records
				.filter((record) => matchesFilter(filter, ...searched(record)))
				.map((record) => ({ name: label(record), value: String(record.id) })),
			paginationToken: page.paginationToken,
		};
	};
