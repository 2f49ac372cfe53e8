import type { INode, INodeProperties } from 'n8n-workflow';

import { PlatformCore } from '../../nodes/PlatformCore/PlatformCore.node';
import { splitText } from '../../nodes/PlatformCore/resources/post/threadParts';
import { weightedLength } from '../../nodes/PlatformCore/resources/post/weightedLength';

const node = { name: 'Create thread' } as INode;
const split = (text: string, numbered = false) => splitText(node, 0, text, numbered);
/** Plain words of about `length` characters, without any punctuation. */
const words = (length: number, word = 'word') =>
	Array.from({ length: Math.ceil(length / (word.length + 1)) }, () => word).join(' ');

test('a cut falls after a phrase, so "30% off | until Sunday" stays together', () => {
	const opening = 'Our spring sale is here for everyone who ordered from us this year';
	const first = `${opening} ${'x'.repeat(260 - opening.length - 2)},`;
	const text = `${first} 30% off | until Sunday, on every plan and every add-on we sell, with no code needed at checkout.`;
	// Cut between words, the first part would have ended inside "30% off | until Sunday".
	expect(weightedLength(`${first} 30% off | until`)).toBeLessThanOrEqual(280);
	expect(weightedLength(`${first} 30% off | until Sunday,`)).toBeGreaterThan(280);
	const parts = split(text);
	expect(parts).toEqual([
		first,
		'30% off | until Sunday, on every plan and every add-on we sell, with no code needed at checkout.',
	]);
});

test('sentences are kept whole before phrases are', () => {
	const one = `First, ${words(140)}, and that is all.`;
	const two = `Second, ${words(150)}, and that is the end.`;
	expect(weightedLength(`${one} ${two}`)).toBeGreaterThan(280);
	expect(split(`${one} ${two}`)).toEqual([one, two]);
});

test('a phrase longer than a post is cut after a separator (" | ", " - ") before any other word', () => {
	const head = words(200, 'spring');
	const tail = words(150, 'summer');
	const parts = split(`${head} - ${tail}`);
	expect(parts).toEqual([`${head} -`, tail]);
});

test('only a piece without phrase ends longer than a post is cut between words', () => {
	const long = words(400);
	const parts = split(long);
	expect(parts).toHaveLength(2);
	expect(parts.every((part) => weightedLength(part) <= 280)).toBe(true);
	expect(parts.join(' ')).toBe(long);
});

test('Number the Parts is on once the option is added', () => {
	const properties = new PlatformCore().description.properties;
	const options = properties.find(
		(property) =>
			property.name === 'threadOptions' &&
			property.displayOptions?.show?.operation?.includes('createThread'),
	);
	const numbered = (options?.options as INodeProperties[] | undefined)?.find(
		(option) => option.name === 'numbered',
	);
	expect(numbered?.default).toBe(true);
});
