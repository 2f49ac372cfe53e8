import type { INode } from 'n8n-workflow';

import { invalidField, listOf, rules, checkValue } from '../../../shared/validation';
import { POST_WEIGHT_LIMIT, overWeight, weightedLength } from './weightedLength';

/** One post of a thread, before it is sent. */
export interface ThreadPart {
	text: string;
	mediaIds: string[];
	/** The input item the part came from (its output is paired with it). */
	itemIndex: number;
}

export const MAX_THREAD_PARTS = 25;

/** Words with the space after them; a link is one word, so it is never cut. */
const wordsOf = (text: string): string[] => text.match(/\S+\s*/g) ?? [];

/**
 * Where a part may end, strongest first: after a sentence (. ! ? or a closing quote or bracket
 * after them), after a phrase (, ; :), after a separator standing between spaces (" | ", " - ",
 * dashes), and last between any two words.
 */
const BOUNDARIES: Array<(word: string) => boolean> = [
	(word) => /[.!?…]["')\]]*\s*$/u.test(word),
	(word) => /[,;:]["')\]]*\s*$/u.test(word),
	(word) => /^[|\-–—]\s*$/u.test(word),
	() => true,
];

/** The words grouped into pieces, each ending where `ends` says (the last piece as it is). */
function piecesOf(words: string[], ends: (word: string) => boolean): string[][] {
	const pieces: string[][] = [];
	let current: string[] = [];
	for (const word of words) {
		current.push(word);
		if (ends(word)) {
			pieces.push(current);
			current = [];
		}
	}
	if (current.length > 0) pieces.push(current);
	return pieces;
}

/**
 * Packs the text into parts of at most `limit` weight: whole sentences while they fit; a sentence
 * too long for a part of its own is cut after its phrases, a phrase too long after its separators,
 * and only a piece still too long between words. A piece that does not fit after what the part
 * holds starts the next part. A single word heavier than the limit cannot be placed: it is
 * returned instead.
 */
function pack(text: string, limit: number): string[] | { tooLong: string } {
	const parts: string[] = [];
	let current = '';
	const fits = (candidate: string) => weightedLength(candidate.trim()) <= limit;
	const flush = () => {
		if (current.trim() !== '') parts.push(current.trim());
		current = '';
	};
	const place = (words: string[], depth: number): string | undefined => {
		const whole = words.join('');
		if (fits(current + whole)) {
			current += whole;
			return undefined;
		}
		flush();
		if (fits(whole)) {
			current = whole;
			return undefined;
		}
		if (depth === BOUNDARIES.length - 1) return whole.trim();
		for (const piece of piecesOf(words, BOUNDARIES[depth + 1])) {
			const tooLong = place(piece, depth + 1);
			if (tooLong !== undefined) return tooLong;
		}
		return undefined;
	};
	for (const sentence of piecesOf(wordsOf(text), BOUNDARIES[0])) {
		const tooLong = place(sentence, 0);
		if (tooLong !== undefined) return { tooLong };
	}
	flush();
	return parts;
}

/**
 * Splits a long text into parts that fit a post, at sentences first and words second. With
 * numbering each part ends in " 1/n", and that suffix counts in its length: the split is done
 * again with room for the suffix until the number of parts no longer changes its width.
 */
export function splitText(
	node: INode,
	itemIndex: number,
	text: string,
	numbered: boolean,
): string[] {
	let count = 1;
	for (let attempt = 0; attempt < 5; attempt++) {
		const suffix = numbered ? weightedLength(` ${count}/${count}`) : 0;
		const packed = pack(text, POST_WEIGHT_LIMIT - suffix);
		if (!Array.isArray(packed))
			throw invalidField(
				node,
				itemIndex,
				'Text',
				`cannot be split: "${packed.tooLong.slice(0, 40)}" alone ${overWeight(packed.tooLong, POST_WEIGHT_LIMIT - suffix) ?? 'is too long'}`,
			);
		if (!numbered || String(packed.length).length === String(count).length) {
			if (packed.length > count && numbered) {
				count = packed.length;
				continue;
			}
			return numbered ? packed.map((part, i) => `${part} ${i + 1}/${packed.length}`) : packed;
		}
		count = packed.length;
	}
	throw invalidField(node, itemIndex, 'Text', 'cannot be split into numbered parts');
}

/** Split's Media: a list of entries, each a part's number and its media IDs. */
export const MEDIA_PARAMETER = 'threadMedia';

/**
 * The media IDs of each part (by index) from the Media entries; two entries of one part add up.
 * An entry naming a part the text does not make is refused, naming the entry.
 */
export function mediaOfParts(
	node: INode,
	itemIndex: number,
	entries: Array<{ part?: unknown; mediaIds?: unknown }>,
	partCount: number,
): string[][] {
	const media: string[][] = [];
	entries.forEach((entry, position) => {
		const part = Number(entry.part);
		const field = `Media (entry ${position + 1})`;
		if (!Number.isInteger(part) || part < 1)
			throw invalidField(
				node,
				itemIndex,
				field,
				`must name a part number from 1, got ${String(entry.part)}`,
			);
		if (part > partCount)
			throw invalidField(
				node,
				itemIndex,
				field,
				`names part ${part}, but the text makes ${partCount} part${partCount === 1 ? '' : 's'}`,
			);
		media[part - 1] = [...(media[part - 1] ?? []), ...listOf(entry.mediaIds)];
	});
	return media;
}

/** Checks every part before anything is sent; names the item and the field of the part. */
export function checkParts(node: INode, parts: ThreadPart[], field: string): void {
	if (parts.length === 0) throw invalidField(node, 0, field, 'gives no post for the thread');
	if (parts.length > MAX_THREAD_PARTS)
		throw invalidField(
			node,
			parts[MAX_THREAD_PARTS].itemIndex,
			field,
			`makes ${parts.length} posts; a thread here has at most ${MAX_THREAD_PARTS}`,
		);
	parts.forEach((part, index) => {
		const label = `${field} (part ${index + 1})`;
		if (part.text.trim() === '' && part.mediaIds.length === 0)
			throw invalidField(node, part.itemIndex, label, 'is empty: give text or Media IDs');
		const tooHeavy = overWeight(part.text);
		if (tooHeavy) throw invalidField(node, part.itemIndex, label, tooHeavy);
		checkValue(node, part.itemIndex, `Media IDs (part ${index + 1})`, part.mediaIds, [
			rules.entries(1, 4),
			rules.ids,
		]);
	});
}
