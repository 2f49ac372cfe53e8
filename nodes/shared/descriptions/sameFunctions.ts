/**
 * The functions in the property (preSend, postReceive, ...), each after its key: two properties
 * with the same JSON are equal when these are the same too.
 */
export function functionsIn(value: object, found: unknown[] = []): unknown[] {
	for (const [key, child] of Object.entries(value)) {
		if (typeof child === 'function') found.push(key, child);
		else if (child !== null && typeof child === 'object') functionsIn(child as object, found);
	}
	return found;
}

export const sameList = (a: unknown[], b: unknown[]) =>
	a.length === b.length && a.every((entry, index) => entry === b[index]);
