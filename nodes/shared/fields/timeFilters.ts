import type {
	IDataObject,
	IExecuteSingleFunctions,
	IHttpRequestOptions,
	INodeProperties,
} from 'n8n-workflow';

import { checkValue, rules } from '../validation';
import { timeWindowQuery } from './timeWindow';
import { collection } from '../descriptions/properties';

/**
 * The filters every list of posts in time takes (search, counts, a user's posts, mentions, the
 * home timeline): start_time and end_time (checked, sent in UTC) and since_id and until_id.
 */
export const timeFilterOptions: INodeProperties[] = [
	{
		displayName: 'End Time',
		name: 'endTime',
		type: 'dateTime',
		default: '',
		description:
			"Only posts created before this time (in the workflow's time zone unless the value names one)",
	},
	{
		displayName: 'Since ID',
		name: 'sinceId',
		type: 'string',
		default: '',
		description: 'Only posts with an ID greater than this one (newer)',
	},
	{
		displayName: 'Start Time',
		name: 'startTime',
		type: 'dateTime',
		default: '',
		description:
			'Only posts created at or after this time; Search Recent and Count Recent reach back 7 days',
	},
	{
		displayName: 'Until ID',
		name: 'untilId',
		type: 'string',
		default: '',
		description: 'Only posts with an ID smaller than this one (older)',
	},
];

/** The filters as query parameters, each checked before sending. */
export function timeFiltersQuery(
	context: IExecuteSingleFunctions,
	filters: IDataObject,
): IDataObject {
	const node = context.getNode();
	const item = context.getItemIndex();
	const qs: IDataObject = timeWindowQuery(node, item, filters, context.getTimezone());
	const ids: Array<[string, string, string]> = [
		['sinceId', 'Since ID', 'since_id'],
		['untilId', 'Until ID', 'until_id'],
	];
	for (const [name, field, parameter] of ids) {
		if (!filters[name]) continue;
		checkValue(node, item, field, filters[name], [rules.id]);
		qs[parameter] = String(filters[name]).trim();
	}
	return qs;
}

/** The Filters collection of a timeline. */
export const timeFiltersProperty = collection(
	'Filters',
	'filters',
	'Add Filter',
	timeFilterOptions,
);

/** What the Filters send, by the platform's names (sendTimeFilters, and search with its query). */
export const TIME_FILTER_QUERY = ['start_time', 'end_time', 'since_id', 'until_id'];

/** preSend of a timeline: its Filters in the query string. */
export async function sendTimeFilters(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const filters = this.getNodeParameter('filters', {}) as IDataObject;
	return { ...requestOptions, qs: { ...requestOptions.qs, ...timeFiltersQuery(this, filters) } };
}
