import type { IDataObject } from 'n8n-workflow';

/**
 * Readers for the answer shapes the platform documents, so that every operation reads them the
 * same way: a record flat at the top level or wrapped in `data`, an object where a list is
 * expected and the reverse, an empty body (204) and `data` next to `errors` (partial errors).
 */

const isRecord = (value: unknown): value is IDataObject =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/** The records of a list answer: `data` as a list, an object `data` as one record; none else. */
export function listRecords(body: unknown): IDataObject[] {
	const data = isRecord(body) ? body.data : Array.isArray(body) ? body : undefined;
	if (Array.isArray(data)) return data.filter(isRecord);
	return isRecord(data) ? [data] : [];
}

/** Top-level fields that belong to the envelope, not to a record answered flat. */
const ENVELOPE_FIELDS = new Set([
	'data',
	'errors',
	'meta',
	'includes',
	'request',
	'title',
	'type',
	'detail',
]);

/**
 * The records of an answer about one record (or a few): `data` (object or list), or the body
 * itself when the record is answered flat (`{id, url, ...}` without `data`): an object that
 * names an id at the top level, so other JSON is not taken for a record.
 */
export function answerRecords(body: unknown): IDataObject[] {
	const wrapped = listRecords(body);
	if (wrapped.length > 0 || !isRecord(body) || 'data' in body) return wrapped;
	const flat = Object.keys(body).some(
		(key) => !ENVELOPE_FIELDS.has(key) && (key === 'id' || key.endsWith('_id')),
	);
	return flat ? [body] : [];
}

/** Whether an answer says, in the interface's words, that nothing matched (`meta` only). */
export const answersNothingFound = (body: unknown) => isRecord(body) && isRecord(body.meta);

/** The `errors` of a 2xx that also carries data (some ids not found, say); none when absent. */
export function partialErrors(body: unknown): IDataObject[] {
	return isRecord(body) && Array.isArray(body.errors) ? body.errors.filter(isRecord) : [];
}

/**
 * The output of a 2xx: one item per record, and one item per partial error
 * (`{error: {...}}`, with the id it is about), so a missing id shows in the default output.
 */
export function recordsWithErrors(records: IDataObject[], body: unknown): IDataObject[] {
	return [...records, ...partialErrors(body).map(errorItem)];
}

function errorItem(error: IDataObject): IDataObject {
	const id = error.resource_id ?? error.value ?? error.id;
	return id === undefined ? { error } : { id, error };
}
