/**
 * A whole number with thousands separators, as `toLocaleString('en')` writes it (10,000), for
 * texts of a node's description: `toLocaleString`'s first call loads the number formats, some
 * 15 ms of a node's construction at n8n's start.
 */
export const thousands = (count: number): string =>
	String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A count with its noun, singular for one ("1 day", "2 days", "1,500 items"); `plural` for the
 * nouns whose plural is not the singular and "s" ("1 entry", "3 entries").
 */
export const counted = (count: number, noun: string, plural = `${noun}s`): string =>
	`${thousands(count)} ${count === 1 ? noun : plural}`;
