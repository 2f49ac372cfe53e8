import { PlatformActivityTrigger } from '../../nodes/ActivityTrigger/PlatformActivityTrigger.node';
import { PlatformAds } from '../../nodes/PlatformAds/PlatformAds.node';
import { countryOptions } from '../../nodes/PlatformAds/resources/card/isoCountries';
import { PlatformAdsTrigger } from '../../nodes/PlatformAdsTrigger/PlatformAdsTrigger.node';
import { PlatformCore } from '../../nodes/PlatformCore/PlatformCore.node';
import { PlatformPollingTrigger } from '../../nodes/PollingTrigger/PlatformPollingTrigger.node';
import { compareNames } from '../../nodes/shared/descriptions/optionOrder';
import { thousands } from '../../nodes/shared/descriptions/thousands';

/**
 * compareNames stands for `localeCompare` in the sorts a node runs while it loads: it must order
 * every two names as `localeCompare` does. Checked on every two options of each list in the
 * nodes' descriptions (their names and display names), and on random names made of the
 * characters it orders itself and of others it leaves to `localeCompare`.
 */
const sign = (value: number) => Math.sign(value);
// localeCompare's own collator (no locale, no options), made once: the same order, far faster.
const { compare } = new Intl.Collator();
const agree = (a: string, b: string) => sign(compareNames(a, b)) === sign(compare(a, b));

/** The names of each options list of a description, at any depth. */
function optionLists(value: unknown, lists: string[][] = []): string[][] {
	if (Array.isArray(value)) for (const item of value) optionLists(item, lists);
	else if (value && typeof value === 'object') {
		const { options } = value as { options?: unknown };
		if (Array.isArray(options))
			lists.push(
				options
					.map((option: { name?: unknown; displayName?: unknown }) =>
						String(option.displayName ?? option.name),
					)
					.filter((name) => name !== 'undefined'),
			);
		for (const item of Object.values(value)) optionLists(item, lists);
	}
	return lists;
}

const nodes = [
	new PlatformCore(),
	new PlatformAds(),
	new PlatformActivityTrigger(),
	new PlatformPollingTrigger(),
	new PlatformAdsTrigger(),
];

/** A deterministic pseudo-random generator (mulberry32), so a failure can be repeated. */
function random(seed: number) {
	let state = seed;
	return (below: number) => {
		state = (state + 0x6d2b79f5) | 0;
		let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
		mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
		return ((mixed ^ (mixed >>> 14)) >>> 0) % below;
	};
}

const pairsDisagreeing = (pairs: Array<[string, string]>) =>
	pairs.filter(([a, b]) => !agree(a, b)).map(([a, b]) => `${a} | ${b}`);

describe('compareNames', () => {
	it('orders every two options of every list of the nodes as localeCompare does', () => {
		const lists = nodes.flatMap((node) => optionLists(node.description));
		lists.push(countryOptions.map(({ name }) => name));
		expect(lists.length).toBeGreaterThan(100);
		// Each list's names against each other (a sort compares only names of one list).
		const pairs = lists.flatMap((names) =>
			names.flatMap((a, index) => names.slice(index + 1).map((b): [string, string] => [a, b])),
		);
		expect(pairs.length).toBeGreaterThan(10_000);
		expect(pairs.every(([a, b]) => sign(a.localeCompare(b)) === sign(compare(a, b)))).toBe(true);
		expect(pairsDisagreeing(pairs)).toEqual([]);
	});

	it('orders random names as localeCompare does, alike ones and ones with other characters', () => {
		const next = random(7);
		const alphabet = [
			...' _-–—,;:!?.\'‘’"“”()[]{}@*/\\&#%`^+<=>|~$0123456789',
			...'abcxyzABCXYZ',
			...'éÉåÅçüÜñ',
			...'ßøæ€中',
		];
		const word = () =>
			Array.from({ length: 1 + next(6) }, () => alphabet[next(alphabet.length)]).join('');
		// Half the pairs differ in one character only, where the finer rules (case, accents) decide.
		const pairs = Array.from({ length: 20_000 }, (_, index): [string, string] => {
			const a = word();
			if (index % 2 === 0) return [a, word()];
			const at = next(a.length);
			return [a, a.slice(0, at) + alphabet[next(alphabet.length)] + a.slice(at + 1)];
		});
		expect(pairsDisagreeing(pairs)).toEqual([]);
	});
});

describe('thousands', () => {
	it('writes a whole number as toLocaleString does in English', () => {
		for (const count of [0, 7, 999, 1000, 10_000, 123_456, 1_000_000, 987_654_321])
			expect(thousands(count)).toBe(count.toLocaleString('en-US'));
	});
});
