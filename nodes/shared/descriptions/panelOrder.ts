/** Properties merged into one: their indexes in the node's list, in that order. */
export interface Unit {
	members: number[];
}

/**
 * An order of the merged properties in which every resource/operation pair's panel lists its
 * properties as before (n8n shows them in array order): a topological order of all the panels'
 * sequences, taking the unit whose first member came first whenever several may come next, so
 * that what was not merged keeps its place. Where two panels list some copies in opposite
 * orders, a merged unit on that cycle goes back to its copies and the order is sought again
 * (unmerged, the list is in order). Back to all its copies, not one: a unit spanning resources is
 * valid as a whole (see joinsCleanly), a part of it might show for a pair no member showed.
 *
 * `pairsOf[index]`: the pairs whose panel shows the node's property at that index.
 */
export function panelOrder(units: Unit[], pairsOf: number[][]): Unit[] {
	for (;;) {
		const next = successors(units, pairsOf);
		const ordered = topologicalOrder(units, next);
		if (Array.isArray(ordered)) return ordered.map((id) => units[id]);
		units = splitOnCycle(units, ordered.cycle);
	}
}

/** For each unit, the units that directly follow it in some panel. */
function successors(units: Unit[], pairsOf: number[][]): number[][] {
	const unitOf: number[] = [];
	units.forEach(({ members }, id) => members.forEach((index) => (unitOf[index] = id)));
	const last: number[] = [];
	const next: number[][] = units.map(() => []);
	pairsOf.forEach((pairs, index) => {
		const id = unitOf[index];
		for (const pair of pairs) {
			if (last[pair] !== undefined) next[last[pair]].push(id);
			last[pair] = id;
		}
	});
	return next;
}

/** Kahn's algorithm, earliest first member first; on a conflict, the units on or between cycles. */
function topologicalOrder(units: Unit[], next: number[][]): number[] | { cycle: number[] } {
	const waiting = units.map(() => 0);
	for (const following of next) for (const id of following) waiting[id]++;
	const first = (id: number) => units[id].members[0];
	const ready = units.map((_unit, id) => id).filter((id) => waiting[id] === 0);
	const order: number[] = [];
	while (ready.length > 0) {
		// Latest first member at the end, popped last.
		ready.sort((a, b) => first(b) - first(a));
		const id = ready.pop()!;
		order.push(id);
		for (const after of next[id]) if (--waiting[after] === 0) ready.push(after);
	}
	if (order.length === units.length) return order;
	// Left over: cycles and what follows them. Peel off, from the end, units leading to no other.
	const stuck = new Set(units.map((_unit, id) => id).filter((id) => waiting[id] > 0));
	for (let peeled = true; peeled; ) {
		peeled = false;
		for (const id of stuck)
			if (!next[id].some((after) => stuck.has(after))) peeled = stuck.delete(id) || peeled;
	}
	return { cycle: [...stuck] };
}

/** A merged unit on a cycle, back to its copies. Only merged units can close a cycle. */
function splitOnCycle(units: Unit[], cycle: number[]): Unit[] {
	const split = units[cycle.find((id) => units[id].members.length > 1)!];
	return units.flatMap((unit) =>
		unit === split ? unit.members.map((index) => ({ members: [index] })) : [unit],
	);
}
