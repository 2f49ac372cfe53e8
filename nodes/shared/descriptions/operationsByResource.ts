import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

/** For each resource, its operations, each with the number of its resource/operation pair. */
export type Operations = Map<string, Map<string, number>>;

/** Each resource's operations, from its Operation dropdown. */
export function operationsByResource(properties: INodeProperties[]): Operations {
	const operations: Operations = new Map();
	let pairs = 0;
	for (const property of properties) {
		if (property.name !== 'operation' || property.type !== 'options') continue;
		for (const resource of property.displayOptions?.show?.resource ?? []) {
			// A resource may have two dropdowns (sandbox-only operations): one number per operation.
			const numbered = operations.get(String(resource)) ?? new Map<string, number>();
			for (const { value } of (property.options ?? []) as INodePropertyOptions[])
				if (!numbered.has(String(value))) numbered.set(String(value), pairs++);
			operations.set(String(resource), numbered);
		}
	}
	return operations;
}
