/**
 * A whole number with thousands separators, as `toLocaleString('en')` writes it (10,000), for
 * texts of a node's description: `toLocaleString`'s first call loads the number formats, some
 * 15 ms of a node's cold load.
 */
export const thousands = (count: number): string =>
	String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
