import type { IDataObject } from 'n8n-workflow';

/** A field name as Map Automatically compares it: lower case, without spaces, "_" or "-". */
export const fieldKey = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The item fields each value is read from when its panel field is left empty, by preference. */
export const INPUT_FIELDS = {
	value: ['value', 'total', 'revenue', 'amount', 'price'],
	currency: ['currency', 'currencycode', 'pricecurrency'],
	time: ['createdat', 'conversiontime', 'time', 'timestamp'],
	conversionId: ['conversionid', 'orderid', 'ordernumber', 'id'],
} as const;

const isBlank = (value: unknown) =>
	value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The item's field with the first of `names` (compared as fieldKey does) that holds a value; a
 * field of the item that is empty is passed over for the next name.
 */
export function fieldByName(
	json: IDataObject,
	names: readonly string[],
): { field: string; value: unknown } | undefined {
	const byKey = new Map<string, string>();
	for (const key of Object.keys(json)) {
		const normalized = fieldKey(key);
		if (!byKey.has(normalized)) byKey.set(normalized, key);
	}
	for (const name of names) {
		const field = byKey.get(name);
		if (field !== undefined && !isBlank(json[field])) return { field, value: json[field] };
	}
	return undefined;
}
