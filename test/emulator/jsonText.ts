/**
 * The platform writes 64-bit IDs as JSON numbers (a post's `id` beside `id_str`), digits that a
 * JavaScript number cannot hold. The emulator keeps them as bigints and writes them here as the
 * exact integers the platform sends, which JSON.stringify cannot do: it refuses bigints, or, once
 * n8n-workflow is loaded (it gives bigints a `toJSON`), writes them as strings. The replacer reads
 * the value before any `toJSON` (its holder's property), so both cases come out as numbers.
 */
export function jsonText(value: unknown): string {
	const text = JSON.stringify(value, function exactIntegers(this: unknown, key, inner: unknown) {
		const raw = (this as Record<string, unknown>)[key];
		return typeof raw === 'bigint' ? `${MARK}${raw}` : inner;
	}) as string | undefined;
	return text === undefined || !text.includes(WRITTEN_MARK)
		? (text as string)
		: text.replace(MARKED, '$1');
}

/** A control character no reply holds, which JSON.stringify writes as `\u0001`. */
const MARK = '\u0001integer:';
const WRITTEN_MARK = '\\u0001integer:';
const MARKED = /"\\u0001integer:(-?\d+)"/g;
