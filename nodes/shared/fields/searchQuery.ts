import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteSingleFunctions,
	type IHttpRequestOptions,
	type INodeProperties,
} from 'n8n-workflow';

import { returnAllOrLimit } from '../routing/listRouting';
import { checkValue, invalidField, rules } from '../validation';
import { fieldListProperty } from './fieldList';
import { lookupFieldsProperties } from './lookupFields';
import { TIME_FILTER_QUERY, timeFilterOptions, timeFiltersQuery } from './timeFilters';
import { dropdown } from '../descriptions/properties';

/**
 * What search and counts share (the platform's request conventions for both): the
 * query (1 to 4096 characters) and the filters start_time, end_time, since_id, until_id, plus
 * sort_order for search. All are checked and written into the query string by one preSend.
 */
export const queryProperty: INodeProperties = {
	displayName: 'Query',
	name: 'query',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. rocket -launch from:platformdev has:media',
	description: "The search query, 1 to 4,096 characters, in the platform's query language",
};

const sortOrderOption: INodeProperties = {
	displayName: 'Sort Order',
	name: 'sortOrder',
	type: 'options',
	options: [
		{ name: 'Recency', value: 'recency', description: 'Newest first' },
		{ name: 'Relevancy', value: 'relevancy', description: 'Most relevant first' },
	],
	default: 'recency',
};

const filtersProperty = (options: INodeProperties[]): INodeProperties => ({
	displayName: 'Filters',
	name: 'filters',
	type: 'collection',
	placeholder: 'Add Filter',
	default: {},
	options,
});

const searchFiltersProperty = filtersProperty([...timeFilterOptions, sortOrderOption]);
const countFiltersProperty = filtersProperty(timeFilterOptions);

/** What sendSearchQuery sends of a count (a search adds sort_order). */
export const COUNT_QUERY = ['query', ...TIME_FILTER_QUERY];
export const SEARCH_QUERY = [...COUNT_QUERY, 'sort_order'];

/** preSend of search and counts: checks query and filters, then puts them in the query string. */
export async function sendSearchQuery(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const node = this.getNode();
	const item = this.getItemIndex();
	const query = this.getNodeParameter('query', '') as string;
	if (query === '') throw invalidField(node, item, 'Query', 'is required');
	checkValue(node, item, 'Query', query, [rules.chars(1, 4096)]);
	const filters = this.getNodeParameter('filters', {}) as IDataObject;
	const qs: IDataObject = { query, ...timeFiltersQuery(this, filters) };
	if (filters.sortOrder) qs.sort_order = filters.sortOrder;
	return { ...requestOptions, qs: { ...requestOptions.qs, ...qs } };
}

/** Fields of a search operation: query, Return All / Limit, filters, field selection and output. */
export function searchFields(operation: string): INodeProperties[] {
	const show = { resource: ['post'], operation: [operation] };
	return updateDisplayOptions({ show }, [
		queryProperty,
		...returnAllOrLimit(show),
		searchFiltersProperty,
		...lookupFieldsProperties,
	]);
}

/** Fields of a count operation: query, granularity and filters. */
export function countFields(operation: string): INodeProperties[] {
	return updateDisplayOptions({ show: { resource: ['post'], operation: [operation] } }, [
		queryProperty,
		{
			...dropdown(
				'Granularity',
				'granularity',
				{ Day: 'day', Hour: 'hour', Minute: 'minute' },
				'hour',
			),
			description: 'The span each count covers',
			routing: { send: { type: 'query', property: 'granularity' } },
		},
		countFiltersProperty,
		fieldListProperty(
			'Count Fields',
			'countFields',
			'search_count.fields',
			['end', 'post_count', 'start'],
			'Fields of each count bucket to return. None selected sends no search_count.fields parameter.',
		),
	]);
}
