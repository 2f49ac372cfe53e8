/**
 * What one operation of a users batch adds to the request body, in bytes: the body may hold at
 * most 5,000,000 (upload.ts cuts the batches by it).
 */

/** JSON bytes an operation adds to a request body: itself and the comma before the next. */
export const operationBytes = (operation: object): number =>
	Buffer.byteLength(JSON.stringify(operation), 'utf8') + 1;

/** Bytes of a hash in JSON: 64 hex characters and their quotes. */
const HASH_BYTES = 66;

/**
 * Bytes of one user in JSON, `{"email":["…","…"],"partner_user_id":["…"]}`, counted rather than
 * written: every value but a partner user ID is a hash, whose JSON length is fixed. Serializing
 * each of 100,000 operations only to measure it was a tenth of a large upload's time.
 */
export function userBytes(user: Record<string, string[]>): number {
	let bytes = 1; // "{", and the "}" takes the place of the last kind's comma
	for (const kind in user) {
		const values = user[kind];
		// "kind":[ ... ], with commas between the values and after the list
		bytes += kind.length + 6 + values.length - 1;
		for (const value of values)
			bytes +=
				kind === 'partner_user_id' ? Buffer.byteLength(JSON.stringify(value), 'utf8') : HASH_BYTES;
	}
	return bytes;
}
