/**
 * Text length as the platform counts it (its "weighted length"), so a post is refused here
 * exactly when the platform would refuse it:
 * - the text is first normalized to NFC (a letter and its combining accent count once);
 * - every link counts 23, however long it is, with or without http:// or https:// (a bare
 *   domain such as example.com/page is a link too, when its ending is a known domain ending);
 * - an emoji counts 2 as a whole, even when it is built of several code points (joined
 *   families, flags, skin tones, keycaps);
 * - any other code point counts 1 when it is Latin or common punctuation (U+0000 to U+10FF,
 *   U+2000 to U+200D, U+2010 to U+201F, U+2032 to U+2037) and 2 otherwise (CJK and most
 *   other scripts).
 * A standard post may weigh at most 280.
 */
export const POST_WEIGHT_LIMIT = 280;
export const LINK_WEIGHT = 23;

const LIGHT_RANGES: Array<[number, number]> = [
	[0x0000, 0x10ff],
	[0x2000, 0x200d],
	[0x2010, 0x201f],
	[0x2032, 0x2037],
];

/** Domain endings that make a scheme-less word a link (the common ones). */
const BARE_LINK_ENDINGS =
	'com|org|net|io|co|dev|app|ai|edu|gov|info|biz|me|ly|tv|uk|de|fr|es|it|nl|jp|cn|in|br|ca|au|us|eu|ch|se|no|ru|pl|xyz|shop|blog|news';

/** A link: with a scheme anything up to a space; without one, a domain with a known ending. */
export const LINK_PATTERN = new RegExp(
	`https?://[^\\s]+|\\b(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+(?:${BARE_LINK_ENDINGS})\\b(?:[/?#][^\\s]*)?`,
	'giu',
);

/** Punctuation that ends a sentence after a link rather than belonging to it. */
const TRAILING_PUNCTUATION = /[.,;:!?'")\]]+$/u;

/** One emoji as the platform sees it: flags, keycaps, tag flags, and joined sequences. */
const EMOJI_PATTERN =
	/\p{RI}\p{RI}|[0-9#*]\uFE0F?\u20E3|\p{Extended_Pictographic}(?:\uFE0F|\p{EMod}|[\u{E0020}-\u{E007F}])*(?:\u200D\p{Extended_Pictographic}(?:\uFE0F|\p{EMod})*)*/gu;

const weightOfCodePoint = (codePoint: number): number =>
	LIGHT_RANGES.some(([low, high]) => codePoint >= low && codePoint <= high) ? 1 : 2;

/** The links of a text (already normalized), without trailing sentence punctuation. */
export function linksOf(text: string): string[] {
	return [...text.matchAll(LINK_PATTERN)].map((match) =>
		match[0].replace(TRAILING_PUNCTUATION, ''),
	);
}

/** Weight of text that holds no link. */
function weightWithoutLinks(text: string): number {
	let weight = 0;
	const rest = text.replace(EMOJI_PATTERN, () => {
		weight += 2;
		return '';
	});
	for (const char of rest) weight += weightOfCodePoint(char.codePointAt(0)!);
	return weight;
}

/** The weighted length of a text, as the platform counts it. */
export function weightedLength(text: string): number {
	const normalized = text.normalize('NFC');
	let weight = 0;
	let rest = normalized;
	for (const link of linksOf(normalized)) {
		const at = rest.indexOf(link);
		weight += weightWithoutLinks(rest.slice(0, at)) + LINK_WEIGHT;
		rest = rest.slice(at + link.length);
	}
	return weight + weightWithoutLinks(rest);
}

/** Why a text is too long, with both counts, or undefined when it fits `limit`. */
export function overWeight(text: string, limit = POST_WEIGHT_LIMIT): string | undefined {
	const weight = weightedLength(text);
	if (weight <= limit) return undefined;
	return `is ${weight.toLocaleString('en-US')} of ${limit.toLocaleString('en-US')} characters as the platform counts them (links count as 23, most CJK characters and emoji as 2)`;
}
