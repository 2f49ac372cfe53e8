/**
 * The platform's count of a post's length (its weighted length), as the emulator applies it to
 * POST /2/posts. The emulator is a program of its own, built from test/emulator alone
 * (test/tsconfig.emulator.json has rootDir ./emulator, so the compiler refuses an import from
 * nodes/), and it stands for the platform: it must not share the node's code, or a mistake in
 * the node's count would be repeated here and no test would see it. So the rules live here a
 * second time, written independently (grapheme clusters instead of patterns):
 * text in NFC; a link (with or without http(s)://) weighs 23; a cluster that is an emoji
 * (pictographs, flags, keycaps, joined sequences) weighs 2; any other code point weighs 1 in
 * the Latin and punctuation ranges (U+0000-U+10FF, U+2000-U+200D, U+2010-U+201F,
 * U+2032-U+2037) and 2 elsewhere.
 */
const LINK_WEIGHT = 23;
const LINK =
	/https?:\/\/\S+|\b(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:com|org|net|io|co|dev|app|ai|edu|gov|info|biz|me|ly|tv|uk|de|fr|es|it|nl|jp|cn|in|br|ca|au|us|eu|ch|se|no|ru|pl|xyz|shop|blog|news)\b(?:[/?#]\S*)?/giu;
const LINK_TAIL = /[.,;:!?'")\]]+$/u;
const IS_EMOJI = /\p{Extended_Pictographic}|\p{RI}|\u20E3/u;

function isLight(codePoint: number): boolean {
	if (codePoint <= 0x10ff) return true;
	if (codePoint >= 0x2000 && codePoint <= 0x200d) return true;
	if (codePoint >= 0x2010 && codePoint <= 0x201f) return true;
	return codePoint >= 0x2032 && codePoint <= 0x2037;
}

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

function plainWeight(text: string): number {
	let total = 0;
	for (const { segment } of segmenter.segment(text)) {
		if (IS_EMOJI.test(segment)) total += 2;
		else for (const char of segment) total += isLight(char.codePointAt(0)!) ? 1 : 2;
	}
	return total;
}

export function postWeight(text: string): number {
	const normalized = text.normalize('NFC');
	let total = 0;
	let from = 0;
	for (const match of normalized.matchAll(LINK)) {
		const link = match[0].replace(LINK_TAIL, '');
		total += plainWeight(normalized.slice(from, match.index)) + LINK_WEIGHT;
		from = match.index! + link.length;
	}
	return total + plainWeight(normalized.slice(from));
}
