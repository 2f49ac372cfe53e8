/**
 * The platform writes 64-bit IDs as JSON numbers (a post's `id` beside `id_str`), digits that a
 * JavaScript number cannot hold. The emulator keeps them as bigints and writes them here as the
 * exact integers the platform sends, which JSON.stringify cannot do: it refuses bigints, or, once
 * n8n-workflow is loaded (it gives bigints a `toJSON`), writes them as strings. For the time of
 * one JSON.stringify, bigints write a marked string instead, replaced by the bare digits after;
 * a replacer function would do the same but slow every large answer down.
 */
export function jsonText(value: unknown): string {
	const prototype = BigInt.prototype as { toJSON?: () => string };
	const own = Object.getOwnPropertyDescriptor(prototype, 'toJSON');
	prototype.toJSON = marked;
	let text: string | undefined;
	try {
		text = JSON.stringify(value) as string | undefined;
	} finally {
		if (own) Object.defineProperty(prototype, 'toJSON', own);
		else delete prototype.toJSON;
	}
	return text === undefined || !text.includes(WRITTEN_MARK)
		? (text as string)
		: text.replace(MARKED, '$1');
}

function marked(this: bigint): string {
	return `${MARK}${this.toString()}`;
}

/** A control character no reply holds, which JSON.stringify writes as `\u0001`. */
const MARK = '\u0001integer:';
const WRITTEN_MARK = '\\u0001integer:';
const MARKED = /"\\u0001integer:(-?\d+)"/g;
