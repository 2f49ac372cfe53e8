import type { IDataObject, INode } from 'n8n-workflow';

import { invalidField } from '../validation';
import { toRfc3339 } from '../times';

type TimeField = [name: string, field: string, parameter: string];

const TIME_FIELDS: TimeField[] = [
	['startTime', 'Start Time', 'start_time'],
	['endTime', 'End Time', 'end_time'],
];

/**
 * The optional fields Start Time and End Time (`values.startTime`, `values.endTime`) as the
 * core interface's `start_time` and `end_time` (RFC 3339 UTC, see times.ts), checked before any
 * request: each must be a date and time, and End Time after Start Time. Other pairs of times
 * (a broadcast list's start filters) pass their own fields.
 */
export function timeWindowQuery(
	node: INode,
	itemIndex: number,
	values: IDataObject,
	timeZone: string,
	fields: [from: TimeField, to: TimeField] = TIME_FIELDS as [TimeField, TimeField],
): IDataObject {
	const qs: IDataObject = {};
	for (const [name, field, parameter] of fields) {
		if (!values[name]) continue;
		const time = toRfc3339(String(values[name]), timeZone);
		if (time === undefined)
			throw invalidField(
				node,
				itemIndex,
				field,
				`must be a date and time such as 2026-01-31T12:00:00Z, got "${String(values[name]).slice(0, 40)}"`,
			);
		qs[parameter] = time;
	}
	const [from, to] = fields;
	checkTimeOrder(node, itemIndex, [from[1], qs[from[2]]], [to[1], qs[to[2]]]);
	return qs;
}

/**
 * Refuses an end that is not after its start ("Item N: End Time must be after Start Time (...)"),
 * both given as RFC 3339 UTC; nothing to check when either is missing.
 */
export function checkTimeOrder(
	node: INode,
	itemIndex: number,
	[startField, start]: [field: string, utc: unknown],
	[endField, end]: [field: string, utc: unknown],
): void {
	if (typeof start !== 'string' || typeof end !== 'string' || !start || !end) return;
	if (Date.parse(end) > Date.parse(start)) return;
	throw invalidField(
		node,
		itemIndex,
		endField,
		`must be after ${startField} (${start}), got ${end}`,
	);
}
