import type { IDataObject } from 'n8n-workflow';

import { locatorValue } from '../../../shared/validation';
import { LINE_ITEM_PARAMETER } from '../../../shared/ads/lineItemLocator';
import type { CriterionInput } from '../../shared/targeting/criterionChecks';
import { RUSSIA_WARNING } from '../../shared/targeting/targetingTypes';

type Read = (name: string, fallback: unknown) => unknown;

const text = (value: unknown): string =>
	value === undefined || value === null ? '' : String(value).trim();

/** The fixed values' own fields, by type. */
const FIXED_FIELD: Record<string, string> = {
	AGE: 'ageBucket',
	GENDER: 'gender',
	ENGAGEMENT_TYPE: 'engagement',
};

/** One criterion from an item's fields, as sent. */
export function readCriterion(read: Read): CriterionInput {
	const type = text(read('targetingType', ''));
	const valueParameter = FIXED_FIELD[type] ?? 'targetingValue';
	const value = read(valueParameter, '');
	return {
		lineItemId: text(locatorValue(read(LINE_ITEM_PARAMETER, ''))),
		type,
		value: text(locatorValue(value)),
		operator: text(read('operatorType', 'EQ')) || 'EQ',
		valueMode: typeof value === 'object' && value !== null ? text((value as IDataObject).mode) : '',
	};
}

/** The parameters of POST targeting_criteria (and of a batch Create). */
export const criterionParams = (criterion: CriterionInput): IDataObject => ({
	line_item_id: criterion.lineItemId,
	targeting_type: criterion.type,
	targeting_value: criterion.value,
	operator_type: criterion.operator,
});

/**
 * Whether the item targets Russia: picked from the list (whose entry carries the warning) or
 * answered with the name Russia.
 */
export function targetsRussia(read: Read, answer?: IDataObject): boolean {
	if (text(read('targetingType', '')) !== 'LOCATION') return false;
	const picked = read('targetingValue', {}) as { cachedResultName?: unknown };
	return (
		String(picked?.cachedResultName ?? '').includes(RUSSIA_WARNING) ||
		(answer?.targeting_type === 'LOCATION' && answer?.name === 'Russia')
	);
}
