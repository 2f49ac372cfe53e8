import { adsError } from './errors';
import type { Reply } from './types';

/** One user group of an A/B test as stored. */
export interface UserGroup {
	id: string;
	name: string | null;
	description: string | null;
	size: string;
	entity_ids: string[];
}

export const MIN_GROUPS = 2;
export const MAX_GROUPS = 30;
export const MAX_LINE_ITEM_GROUPS = 5;
const DAY_MS = 86_400_000;

/** A/B test validation failures have no documented code: INVALID_PARAMETER, naming the field. */
export const abTestRefusal = (parameter: string, message: string, body: unknown): Reply =>
	adsError(
		400,
		'INVALID_PARAMETER',
		message,
		{ parameter, details: message },
		{
			body: body as Record<string, unknown>,
		},
	);

/** A size in hundredths ("33.33" is 3333), or undefined when it is not 1.00 to 99.00 with at most two decimals. */
export function sizeHundredths(size: unknown): number | undefined {
	if (typeof size !== 'string' || !/^[0-9]{1,2}(\.[0-9]{1,2})?$/.test(size)) return undefined;
	const [whole, fraction = ''] = size.split('.');
	const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
	return hundredths >= 100 && hundredths <= 9900 ? hundredths : undefined;
}

/** Why the groups are not 2 to 30 with sizes adding up to exactly 100.00, or undefined. */
export function groupsProblem(groups: UserGroup[]): [string, string] | undefined {
	if (groups.length < MIN_GROUPS || groups.length > MAX_GROUPS)
		return ['user_groups', `user_groups must hold ${MIN_GROUPS} to ${MAX_GROUPS} groups`];
	let total = 0;
	for (const [index, group] of groups.entries()) {
		const where = `user_groups[${index}]`;
		const hundredths = sizeHundredths(group.size);
		if (hundredths === undefined)
			return [
				`${where}.size`,
				'size must be a string from 1.00 to 99.00 with at most two decimals',
			];
		total += hundredths;
		if (!Array.isArray(group.entity_ids) || group.entity_ids.length === 0)
			return [`${where}.entity_ids`, 'entity_ids is required'];
		if (group.name !== null && (typeof group.name !== 'string' || group.name.length > 255))
			return [`${where}.name`, 'name must be at most 255 characters'];
		if (
			group.description !== null &&
			(typeof group.description !== 'string' || group.description.length > 1024)
		)
			return [`${where}.description`, 'description must be at most 1024 characters'];
	}
	return total === 10_000
		? undefined
		: [
				'user_groups',
				`The sizes of the user groups must add up to 100.00 (they add up to ${(total / 100).toFixed(2)})`,
			];
}

/** Why the period is not a valid one (an ISO 8601 start and end, at least a day apart), or undefined. */
export function periodProblem(start: unknown, end: unknown): [string, string] | undefined {
	const startMs = typeof start === 'string' ? Date.parse(start) : NaN;
	const endMs = typeof end === 'string' ? Date.parse(end) : NaN;
	if (Number.isNaN(startMs)) return ['start_time', 'start_time must be an ISO 8601 time'];
	if (Number.isNaN(endMs)) return ['end_time', 'end_time must be an ISO 8601 time'];
	return endMs - startMs >= DAY_MS
		? undefined
		: [
				'end_time',
				'An A/B test lasts at least 1 day (end_time at least 24 hours after start_time)',
			];
}
