import type { IDataObject, INode } from 'n8n-workflow';

import { invalidField } from '../validation';
import { toRfc3339 } from '../times';

const TIME_FIELDS: Array<[name: string, field: string, parameter: string]> = [
	['startTime', 'Start Time', 'start_time'],
	['endTime', 'End Time', 'end_time'],
];

/**
 * The optional fields Start Time and End Time (`values.startTime`, `values.endTime`) as the
 * core interface's `start_time` and `end_time` (RFC 3339 UTC, see times.ts), checked before any
 * request: each must be a date and time, and End Time after Start Time.
 */
export function timeWindowQuery(
	node: INode,
	itemIndex: number,
	values: IDataObject,
	timeZone: string,
): IDataObject {
	const qs: IDataObject = {};
	for (const [name, field, parameter] of TIME_FIELDS) {
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
	if (
		qs.start_time &&
		qs.end_time &&
		Date.parse(qs.end_time as string) <= Date.parse(qs.start_time as string)
	) {
		throw invalidField(node, itemIndex, 'End Time', 'must be after Start Time');
	}
	return qs;
}
