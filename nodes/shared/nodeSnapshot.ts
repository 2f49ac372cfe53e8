/**
 * n8n requires and constructs every node on each start, but runs a node's code only when a
 * workflow uses it. The build (gulpfile.js, `build:bundles`) therefore splits each node in two:
 * its bundle (`<Node>.code.js`: the description's making and every operation's code) and a
 * snapshot of the instance the bundle constructs (`<Node>.snapshot.json`): the description and
 * the shape of the other members, with each function replaced by its place. The file n8n loads
 * (`<Node>.node.js`) reads the snapshot with `lazyNodeType` and puts at each place a function that
 * requires the bundle on its first call and runs the bundle's own function there. n8n's start
 * reads JSON instead of building the description (some 250 properties, their routing, the merge
 * of identical copies); the first run of the node pays for the bundle once.
 */

/** Where a function sits in the instance: its keys from the instance down. */
export type FunctionPlace = Array<string | number>;

export interface NodeSnapshot {
	/** The instance's members (the description, methods, customOperations, ...) without functions. */
	members: Record<string, unknown>;
	/** The place of every function of the instance, its class's methods (execute, poll, ...) included. */
	functions: FunctionPlace[];
}

type Callable = (this: unknown, ...args: unknown[]) => unknown;
type Instance = Record<string, unknown>;

/** The class that a node file exports (its only one). */
export const exportedClass = (exported: Record<string, unknown>) =>
	Object.values(exported).find((value) => typeof value === 'function') as new () => Instance;

const isPlainObject = (value: object) =>
	[Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null);

/** What a snapshot cannot hold: the build then ships that node's bundle whole (gulpfile.js). */
export class SnapshotError extends Error {}

/**
 * The snapshot of a constructed node. Throws on anything JSON would not give back as it is (a
 * class instance, a regular expression, a number JSON cannot write, undefined in a list). A
 * function's own fields (the checks validateParameters hangs on its preSend for the tests) are
 * not kept: n8n reads none.
 */
export function nodeSnapshot(instance: object): NodeSnapshot {
	const functions: FunctionPlace[] = [];
	const copy = (value: unknown, place: FunctionPlace): unknown => {
		if (typeof value === 'function') {
			functions.push(place);
			// Its place kept, as null: the key stays where it was among the others.
			return null;
		}
		if (value === undefined) throw new Error(`${place.join('.')}: undefined has no JSON`);
		if (typeof value === 'number' && !Number.isFinite(value))
			throw new Error(`${place.join('.')}: ${value} has no JSON`);
		if (value === null || typeof value !== 'object') return value;
		if (Array.isArray(value)) {
			// JSON gives back a plain array: a subclass's own behaviour (the Ads Trigger's
			// properties answer n8n's unshift of Poll Times) would be lost without a word.
			if (Object.getPrototypeOf(value) !== Array.prototype)
				throw new SnapshotError(`${place.join('.')}: an array of its own class`);
			return value.map((item, index) => copy(item, [...place, index]));
		}
		if (!isPlainObject(value)) throw new Error(`${place.join('.')}: not a plain object`);
		return Object.fromEntries(
			Object.entries(value)
				// A key set to undefined is one JSON leaves out, as n8n's JSON of the description does.
				.filter(([, item]) => item !== undefined)
				.map(([key, item]) => [key, copy(item, [...place, key])]),
		);
	};
	const members = copy({ ...instance }, []) as Record<string, unknown>;
	for (const name of classMethods(instance)) functions.push([name]);
	return { members, functions };
}

/** execute, poll, webhook, trigger, ...: the methods of the instance's class and its parents. */
function classMethods(instance: object): string[] {
	const names = new Set<string>();
	for (
		let prototype = Object.getPrototypeOf(instance) as object | null;
		prototype && prototype !== Object.prototype;
		prototype = Object.getPrototypeOf(prototype) as object | null
	)
		for (const name of Object.getOwnPropertyNames(prototype))
			if (name !== 'constructor' && typeof (instance as Instance)[name] === 'function')
				names.add(name);
	return [...names];
}

/** The value at a place. */
export const valueAt = (root: unknown, place: FunctionPlace): unknown =>
	place.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], root);

/**
 * The class n8n constructs (named `name`): its instance is the snapshot's members, with a function at each of
 * the snapshot's places that runs the bundle's function there (`load` requires the bundle; the
 * bundle's instance is made once, on the first call).
 */
export function lazyNodeType(
	name: string,
	snapshot: NodeSnapshot,
	load: () => Record<string, unknown>,
) {
	let loaded: Instance | undefined;
	const bundled = () => (loaded ??= new (exportedClass(load()))());
	let first = true;
	const type = class {
		constructor() {
			// A second instance gets its own copy: n8n adds to a description it has loaded.
			const members = first
				? snapshot.members
				: (JSON.parse(JSON.stringify(snapshot.members)) as Instance);
			first = false;
			Object.assign(this, members);
			for (const place of snapshot.functions) {
				const parent = valueAt(this, place.slice(0, -1)) as Record<string | number, unknown>;
				parent[place[place.length - 1]] = function (this: unknown, ...args: unknown[]) {
					return (valueAt(bundled(), place) as Callable).apply(this, args);
				};
			}
		}
	};
	// Named as the bundle's class, as tsc's output named it.
	return Object.defineProperty(type, 'name', { value: name });
}
