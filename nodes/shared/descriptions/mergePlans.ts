/**
 * Which properties of a node's list mergeIdenticalProperties merges, and in what order they go,
 * per node: `units[k]` holds the indexes of the properties that become the k-th one.
 */
export interface MergePlan {
	/** The names of the unmerged list, joined: a plan applies only to the list it was made for. */
	names: string;
	units: number[][];
}

/**
 * Empty here. Making a plan takes 10 to 30 ms on a cold start (JSON of every property, walking
 * the panels), so the build (gulpfile.js, `build:bundles`) makes the plans once from the compiled
 * nodes and writes them into each node's bundle in place of this file: n8n's start only applies
 * them. Where nothing was written (jest on the sources, a plain tsc build), the first use of
 * each node makes its plan and keeps it here.
 */
export const mergePlans: Record<string, MergePlan> = {};
