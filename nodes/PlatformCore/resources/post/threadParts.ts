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

/** A word that ends a sentence: . ! ? (or a closing quote or bracket after them). */
const endsSentence = (word: string): boolean => /[.!?…]["')\]]*\s*$/u.test(word);

/** Groups words into sentences, each keeping its own words. */
function sentencesOf(text: string): string[][] {
	const sentences: string[][] = [];
	let current: string[] = [];
	for (const word of wordsOf(text)) {
		current.push(word);
		if (endsSentence(word)) {
			sentences.push(current);
			current = [];
		}
	}
	if (current.length > 0) sentences.push(current);
	return sentences;
}

/**
 * Packs the words into parts of at most `limit` weight: whole sentences while they fit, a
 * sentence too long for a part of its own cut between words. A single word heavier than the
 * limit cannot be placed: its index in the text is returned instead.
 */
function pack(text: string, limit: number): string[] | { tooLong: string } {
	const parts: string[] = [];
	let current = '';
	const fits = (candidate: string) => weightedLength(candidate.trim()) <= limit;
	const flush = () => {
		if (current.trim() !== '') parts.push(current.trim());
		current = '';
	};
	for (const sentence of sentencesOf(text)) {
		const whole = sentence.join('');
		if (fits(current + whole)) {
			current += whole;
			continue;
		}
		flush();
		for (const word of sentence) {
			if (!fits(word)) return { tooLong: word.trim() };
			if (!fits(current + word)) flush();
			current += word;
		}
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

/** Media IDs of each part from "1,2;;3" (parts separated by ";"). */
export function mediaPerPart(value: string): string[][] {
	return value.trim() === '' ? [] : value.split(';').map((group) => listOf(group));
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
