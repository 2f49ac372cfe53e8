/**
 * The platform writes 64-bit IDs as JSON numbers (a post's `id`, its `user.id`, a stats job's
 * `id`), each beside the same ID as text (`id_str`). JavaScript numbers hold integers exactly
 * only up to 2^53, so JSON.parse turns 1610000000000000003 into 1610000000000000000: another
 * post, and a workflow that maps `id` would act on it. Every answer is therefore read here, with
 * two rules:
 *
 * 1. An integer beyond Number.MAX_SAFE_INTEGER (either sign) becomes a string of its exact
 *    digits. Nothing else changes: metrics, money in micros and every smaller integer stay
 *    numbers, and fractions or exponents stay numbers as JSON.parse reads them.
 * 2. A number beside a string of the same name plus `_str` (`id` and `id_str`,
 *    `in_reply_to_user_id` and `in_reply_to_user_id_str`) is replaced by that string, however
 *    small it is, so an ID has one type whatever its size.
 *
 * JSON.parse still does the parsing (it is native, and reads any depth without recursion): the
 * text is only rewritten first where it holds an integer of 16 digits or more outside a string,
 * and the value walked afterwards (with a stack of its own, never recursion) only where the text
 * has a `_str` key.
 */
export function parseExactJson(text: string): unknown {
	const value: unknown = JSON.parse(LONG_DIGITS.test(text) ? quoteUnsafeIntegers(text) : text);
	if (text.includes('_str"')) preferStringIds(value);
	return value;
}

/**
 * An answer's body as parseExactJson reads it when it is text (n8n asked for the text, see
 * `exactJsonRequest`); a body that is not JSON stays the text it is, as n8n leaves it.
 */
export function exactJsonBody(body: unknown): unknown {
	if (typeof body !== 'string' || body.trim() === '') return body;
	try {
		return parseExactJson(body);
	} catch {
		return body;
	}
}

/**
 * Request options that ask n8n for the answer as text, so that exactJsonBody reads it instead of
 * JSON.parse. A request that already names its encoding (a file, a stream) is left alone, and so
 * is one that does not want JSON.
 */
export function exactJsonRequest<T extends { encoding?: string; json?: boolean }>(options: T): T {
	return options.encoding !== undefined || options.json === false
		? options
		: { ...options, encoding: 'text' };
}

/** 2^53 has 16 digits: an integer with fewer is always safe. */
const LONG_DIGITS = /\d{16}/;

/** An integer of 16 digits or more, not part of a fraction or an exponent. */
const LONG_INTEGER = /(?<![\d.eE+-])-?[1-9]\d{15,}(?![\d.eE])/g;

/**
 * The text with each unsafe integer outside a string written as a string of its digits. Strings
 * are stepped over from quote to quote (indexOf, no copies), so digits inside one (an `id_str`, a
 * post's text) are never touched.
 */
function quoteUnsafeIntegers(text: string): string {
	const pattern = new RegExp(LONG_INTEGER);
	let out = '';
	let copied = 0;
	/** Everything before it has been read, and it is not inside a string. */
	let outside = 0;
	for (let found = pattern.exec(text); found; found = pattern.exec(text)) {
		const start = found.index;
		let quote = text.indexOf('"', outside);
		while (quote !== -1 && quote < start) {
			outside = closingQuote(text, quote) + 1;
			if (outside === 0) return text; // an unterminated string: JSON.parse will say so
			quote = text.indexOf('"', outside);
		}
		if (outside > start) {
			pattern.lastIndex = outside;
			continue;
		}
		const digits = found[0];
		if (Number.isSafeInteger(Number(digits))) continue;
		out += `${text.slice(copied, start)}"${digits}"`;
		copied = start + digits.length;
		outside = copied;
	}
	return copied === 0 ? text : out + text.slice(copied);
}

/** The index of the quote that closes the string opened at `open`, or -1. */
function closingQuote(text: string, open: number): number {
	for (let at = text.indexOf('"', open + 1); at !== -1; at = text.indexOf('"', at + 1)) {
		let backslashes = 0;
		while (text.charCodeAt(at - 1 - backslashes) === 92) backslashes++;
		if (backslashes % 2 === 0) return at;
	}
	return -1;
}

const STR_SUFFIX = '_str';

/** Rule 2, on every object of the value, at any depth. */
function preferStringIds(root: unknown): void {
	const pending: unknown[] = [root];
	while (pending.length > 0) {
		const value = pending.pop();
		if (typeof value !== 'object' || value === null) continue;
		if (Array.isArray(value)) {
			for (const element of value) if (typeof element === 'object') pending.push(element);
			continue;
		}
		const record = value as Record<string, unknown>;
		for (const key of Object.keys(record)) {
			const inner = record[key];
			if (typeof inner === 'object') pending.push(inner);
			else if (typeof inner === 'string' && key.endsWith(STR_SUFFIX)) {
				const base = key.slice(0, -STR_SUFFIX.length);
				if (typeof record[base] === 'number') record[base] = inner;
			}
		}
	}
}
