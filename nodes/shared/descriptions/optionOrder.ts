/**
 * Dropdown options are sorted by name as `localeCompare` sorts them (n8n's lint asks for that
 * order). `localeCompare`'s first call loads the collation data, 6 to 13 ms of a node's cold
 * load, so the sorts done while a node loads compare with `compareNames`: the same order,
 * computed here for the characters n8n's names use (printable ASCII, curly quotes, two dashes,
 * Latin letters with accents), and left to `localeCompare` for any other pair.
 * test/descriptions/optionOrder.test.ts checks that both agree.
 */

/** Printable ASCII and two dashes in collation order; a letter's capital comes right after it. */
const ORDER =
	' _-–—,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$0123456789aAbBcCdDeEfFgGhHiIjJkKlLmMnNoOpPqQrRsStTuUvVwWxXyYzZ';
/**
 * Characters that weigh as another (either case): curly quotes as straight ones, accented letters
 * as their letter. Only between otherwise equal names does the difference count.
 */
const WEIGHS_AS: Record<string, string> = {
	"'": '‘’',
	'"': '“”',
	a: 'áàâäãå',
	c: 'ç',
	e: 'éèêë',
	i: 'íìîï',
	n: 'ñ',
	o: 'óòôöõ',
	u: 'úùûü',
};

const isLetter = (char: string) => /[a-zA-Z]/.test(char);
/** The weight that decides first: a letter's, whatever its case or accent. */
const PRIMARY = new Map<string, number>();
for (const [index, char] of [...ORDER].entries())
	PRIMARY.set(char, isLetter(char) ? ORDER.indexOf(char.toLowerCase()) : index);
for (const [char, others] of Object.entries(WEIGHS_AS))
	for (const other of others + others.toUpperCase()) PRIMARY.set(other, PRIMARY.get(char)!);

/** The order of `a.localeCompare(b)` (its sign). */
export function compareNames(a: string, b: string): number {
	if (a === b) return 0;
	const weightsA = primaryWeights(a);
	const weightsB = primaryWeights(b);
	if (!weightsA || !weightsB) return a.localeCompare(b);
	for (let index = 0; index < Math.min(weightsA.length, weightsB.length); index++)
		if (weightsA[index] !== weightsB[index]) return weightsA[index] < weightsB[index] ? -1 : 1;
	if (weightsA.length !== weightsB.length) return weightsA.length < weightsB.length ? -1 : 1;
	// The same weights: accents and curly quotes decide before case, which only ASCII names leave to here.
	if (/[^ -~]/.test(a + b)) return a.localeCompare(b);
	for (let index = 0; index < a.length; index++)
		if (a[index] !== b[index]) return a[index] === a[index].toLowerCase() ? -1 : 1;
	return 0;
}

/** Each character's primary weight, or undefined when a character is not one this file orders. */
function primaryWeights(text: string): number[] | undefined {
	const weights: number[] = [];
	for (const char of text) {
		const weight = PRIMARY.get(char);
		if (weight === undefined) return undefined;
		weights.push(weight);
	}
	return weights;
}

/** Options sorted by their name, as n8n lists a dropdown's options. */
export const byName = (a: { name: string }, b: { name: string }) => compareNames(a.name, b.name);

/** Collection options sorted by their display name. */
export const byDisplayName = (a: { displayName: string }, b: { displayName: string }) =>
	compareNames(a.displayName, b.displayName);
