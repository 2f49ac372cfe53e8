import type { IDataObject } from 'n8n-workflow';

/** One platform error as a person reads it: "CODE: message". */
export const messageOf = (error: unknown): string => {
	if (!error || typeof error !== 'object') return String(error);
	const { code, message } = error as IDataObject;
	return (
		[code, message]
			.filter((part) => part !== undefined && part !== null && part !== '')
			.join(': ') || JSON.stringify(error)
	);
};

/** The request-level `errors` of a batch answer. */
export const requestErrors = (body: IDataObject): unknown[] =>
	Array.isArray(body.errors) ? body.errors : [];

/**
 * operation_errors mapped to positions of the request: entries naming their `index`, or, in the
 * positional form, a non-empty entry (one error or a list of them) at the operation's own position.
 * `describe` says one error of the operation at a position ("CODE: message" by default).
 */
export function refusedOperations(
	body: IDataObject,
	sent: number,
	describe: (error: unknown, index: number) => string = messageOf,
): Map<number, string> {
	const refused = new Map<number, string>();
	const entries = Array.isArray(body.operation_errors) ? (body.operation_errors as unknown[]) : [];
	entries.forEach((entry, position) => {
		const indexed =
			entry &&
			typeof entry === 'object' &&
			!Array.isArray(entry) &&
			Number.isInteger((entry as IDataObject).index);
		const index = indexed ? Number((entry as IDataObject).index) : position;
		const errors = Array.isArray(entry) ? entry : entry ? [entry] : [];
		if (errors.length === 0 || index < 0 || index >= sent) return;
		const described = errors.map((error) => describe(error, index));
		refused.set(index, [refused.get(index), ...described].filter(Boolean).join('; '));
	});
	return refused;
}
