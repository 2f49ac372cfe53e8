import {
	linksOf,
	overWeight,
	weightedLength,
} from '../../nodes/PlatformCore/resources/post/weightedLength';
import { postWeight } from '../emulator/weightedLength';

/** Each text with the weight the platform gives it; the node's count and the emulator's agree. */
const CASES: Array<[string, string, number]> = [
	['plain Latin', 'Hello, world!', 13],
	[
		'a link with a scheme counts 23',
		'see https://example.com/a/very/long/path/that/goes/on?x=1',
		4 + 23,
	],
	['a short link still counts 23', 'http://a.io', 23],
	['a link without a scheme', 'read example.com/page now', 5 + 23 + 4],
	['a bare domain', 'visit example.org', 6 + 23],
	['punctuation after a link is not part of it', 'at https://example.com/x.', 3 + 23 + 1],
	['two links', 'https://a.example.com and http://b.example.net/x', 23 + 5 + 23],
	['a dotted word that is no link', 'e.g. this', 9],
	['CJK counts 2 each', '東京タワー', 10],
	['Hangul counts 2', '안녕', 4],
	['Latin with accents counts 1', 'café déjà', 9],
	['curly quotes and dashes count 1', '\u201cquoted\u201d \u2014 ok', 13],
	['an emoji counts 2', '😀', 2],
	['an emoji with a skin tone counts 2', '👍🏽', 2],
	['a joined family counts 2', '👨‍👩‍👧‍👦', 2],
	['a flag counts 2', '🇯🇵', 2],
	['two flags count 4', '🇯🇵🇫🇷', 4],
	['a keycap counts 2', '1️⃣', 2],
	['a heart with its variation selector counts 2', '❤️', 2],
	['a subdivision flag counts 2', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', 2],
	['a decomposed accent is normalized first', 'e\u0301', 1],
	['Arabic is in the light range', 'سلام', 4],
	['Ethiopic is past it and counts 2', 'ሰላም', 6],
	['mixed', 'Hi 東京 😀 https://example.com', 3 + 4 + 1 + 2 + 1 + 23],
];

test.each(CASES)('%s', (_name, text, weight) => {
	expect(weightedLength(text)).toBe(weight);
	expect(postWeight(text)).toBe(weight);
});

test('links are found with and without a scheme, without trailing punctuation', () => {
	expect(linksOf('a https://x.example.com/p?q=1), then example.org/about!')).toEqual([
		'https://x.example.com/p?q=1',
		'example.org/about',
	]);
});

test('the error gives both counts and the reason; exactly 280 passes', () => {
	expect(overWeight('東'.repeat(140))).toBeUndefined();
	expect(overWeight('東'.repeat(156))).toBe(
		'is 312 of 280 characters as the platform counts them (links count as 23, most CJK characters and emoji as 2)',
	);
	expect(overWeight('x'.repeat(25_001), 25_000)).toMatch(/^is 25,001 of 25,000 /);
});
