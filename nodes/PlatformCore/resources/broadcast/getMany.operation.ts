import type { IDataObject, IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { corePaging, listRouting, returnAllOrLimit } from '../../../shared/routing/listRouting';
import { timeWindowQuery } from '../../../shared/fields/timeWindow';
import type { Operation } from '../../../shared/descriptions/resource';
import { collection } from '../../../shared/descriptions/properties';
import { USER } from '../../../shared/authenticationKinds';

const START_FILTERS: [[string, string, string], [string, string, string]] = [
	['oldestStartTime', 'Starting After', 'oldest_start_time'],
	['newestStartTime', 'Starting Before', 'newest_start_time'],
];

/** The start-time filters as RFC 3339 UTC, checked: each a date and time, the window not empty. */
async function sendStartFilters(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const qs = timeWindowQuery(
		this.getNode(),
		this.getItemIndex(),
		this.getNodeParameter('filters', {}) as IDataObject,
		this.getTimezone(),
		START_FILTERS,
	);
	return { ...requestOptions, qs: { ...requestOptions.qs, ...qs } };
}

/** GET /2/broadcasts/scheduled: your scheduled broadcasts, 100 a page. */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get my scheduled broadcasts',
	description: 'List your scheduled broadcasts',
	acceptedAuthentication: USER,
	sends: { query: ['oldest_start_time', 'newest_start_time'] },
	routing: listRouting(
		{
			request: { method: 'GET', url: '/2/broadcasts/scheduled' },
			send: { preSend: [sendStartFilters] },
		},
		corePaging(100),
	),
	fields: [
		...returnAllOrLimit(),
		collection('Filters', 'filters', 'Add Filter', [
			{
				displayName: 'Starting After',
				name: 'oldestStartTime',
				type: 'dateTime',
				default: '',
				description:
					"Only broadcasts that start at or after this time (in the workflow's time zone unless the value names one). Sent as oldest_start_time.",
			},
			{
				displayName: 'Starting Before',
				name: 'newestStartTime',
				type: 'dateTime',
				default: '',
				description:
					"Only broadcasts that start at or before this time (in the workflow's time zone unless the value names one). Sent as newest_start_time.",
			},
		]),
	],
};
