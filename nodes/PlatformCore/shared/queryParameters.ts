import type {
	IDataObject,
	IExecuteSingleFunctions,
	IHttpRequestOptions,
	INodeProperties,
} from 'n8n-workflow';

import {
	checkValue,
	invalidField,
	joinedList,
	listOf,
	rules,
	type FieldCheck,
	type Rule,
} from '../../shared/validation';
import { timeWindowQuery } from '../../shared/fields/timeWindow';
import { requiredDateTime } from '../../shared/descriptions/properties';

/**
 * preSend: a comma list of 1 to 100 values (ids, keys, usernames), each matching `pattern`,
 * sent as the query parameter `parameter`.
 */
export function listInQuery(
	name: string,
	field: string,
	parameter: string,
	pattern: RegExp,
	what: string,
) {
	return async function sendList(
		this: IExecuteSingleFunctions,
		requestOptions: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> {
		const values = listOf(this.getNodeParameter(name, ''));
		if (values.length === 0)
			throw invalidField(this.getNode(), this.getItemIndex(), field, 'needs at least one entry');
		checkValue(this.getNode(), this.getItemIndex(), field, values, [
			rules.list(1, 100, { pattern, what }),
		]);
		return { ...requestOptions, qs: { ...requestOptions.qs, [parameter]: joinedList(values) } };
	};
}

/** preSend: the required text of field `name` (a search query), checked, as the query `query`. */
export function textInQuery(name: string, field: string, rule: Rule) {
	return async function sendText(
		this: IExecuteSingleFunctions,
		requestOptions: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> {
		const text = String(this.getNodeParameter(name, '')).trim();
		if (text === '') throw invalidField(this.getNode(), this.getItemIndex(), field, 'is required');
		checkValue(this.getNode(), this.getItemIndex(), field, text, [rule]);
		return { ...requestOptions, qs: { ...requestOptions.qs, query: text } };
	};
}

/** The required Start Time and End Time of an analytics report. */
export const requiredTimeWindowFields: INodeProperties[] = [
	requiredDateTime(
		'Start Time',
		'startTime',
		"Start of the window (in the workflow's time zone unless the value names one)",
	),
	requiredDateTime('End Time', 'endTime', 'End of the window, after Start Time'),
];

/** preSend: the required window as start_time and end_time, in UTC. */
export async function sendRequiredTimeWindow(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const window: IDataObject = {
		startTime: this.getNodeParameter('startTime', ''),
		endTime: this.getNodeParameter('endTime', ''),
	};
	if (!window.startTime)
		throw invalidField(this.getNode(), this.getItemIndex(), 'Start Time', 'is required');
	if (!window.endTime)
		throw invalidField(this.getNode(), this.getItemIndex(), 'End Time', 'is required');
	const qs = timeWindowQuery(this.getNode(), this.getItemIndex(), window, this.getTimezone());
	return { ...requestOptions, qs: { ...requestOptions.qs, ...qs } };
}

/**
 * A count from 1 to `max` sent as the query parameter `property`: its field and its check (the
 * field's bounds hold in the editor only, not for a value from an expression).
 */
export function countInQuery(settings: {
	displayName: string;
	name: string;
	property: string;
	default: number;
	max: number;
	description: string;
}): { field: INodeProperties; check: FieldCheck } {
	const { displayName, name, property, max, description, default: defaultCount } = settings;
	return {
		field: {
			displayName,
			name,
			type: 'number',
			default: defaultCount,
			typeOptions: { minValue: 1, maxValue: max, numberPrecision: 0 },
			description,
			routing: { send: { type: 'query', property } },
		},
		check: { parameter: name, field: displayName, rules: [rules.intBetween(1, max)] },
	};
}
