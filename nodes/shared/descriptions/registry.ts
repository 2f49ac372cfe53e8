import type {
	ILoadOptionsFunctions,
	INodeListSearchResult,
	INodePropertyOptions,
} from 'n8n-workflow';

import type { CodeOperation } from './codeOperation';
import type { ResourceDescription } from './resource';

type ListSearch = (
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
) => Promise<INodeListSearchResult>;
type LoadOptions = (this: ILoadOptionsFunctions) => Promise<INodePropertyOptions[]>;

/** The methods the fields of a resource (or of a whole node) name: pickers and option lists. */
export interface FieldMethods {
	listSearch?: Record<string, ListSearch>;
	loadOptions?: Record<string, LoadOptions>;
}

/**
 * What a resource's module (its index.ts) exports, as one object: its description (with the code
 * of its operations written as code) and the methods its fields name.
 */
export type ResourceModule = ResourceDescription & FieldMethods;

/**
 * An action node's resources, each listed once with its name in the Resource dropdown, in the
 * dropdown's order; the rest is read from them. `nodeMethods` are the pickers that fields of
 * several resources name (an account, a campaign, a user).
 */
export function nodeRegistry(
	resources: Array<[name: string, module: ResourceModule]>,
	nodeMethods: FieldMethods = {},
) {
	const modules = resources.map(([, module]) => module);
	const methods = (group: keyof FieldMethods) =>
		Object.assign({}, nodeMethods[group], ...modules.map((module) => module[group]));
	const methodGroups = (['listSearch', 'loadOptions'] as const).filter(
		(group) => Object.keys(methods(group)).length > 0,
	);
	return {
		/** The Resource dropdown's options. */
		resources: resources.map(
			([name, { resource }]): INodePropertyOptions => ({ name, value: resource }),
		),
		descriptions: modules as ResourceDescription[],
		/** The code of every operation written as code, by resource and operation (n8n runs it instead of the routing). */
		customOperations: Object.fromEntries(
			modules
				.filter(({ customOperations }) => Object.keys(customOperations).length > 0)
				.map(({ resource, customOperations }) => [resource, customOperations]),
		) as Record<string, Record<string, CodeOperation>>,
		// Both action nodes have list searches; only groups with methods are written.
		methods: Object.fromEntries(methodGroups.map((group) => [group, methods(group)])) as {
			listSearch: Record<string, ListSearch>;
			loadOptions?: Record<string, LoadOptions>;
		},
	};
}
