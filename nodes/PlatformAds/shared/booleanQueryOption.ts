import type { INodeProperties } from 'n8n-workflow';

/** A yes/no option sent as the query parameter `property`; off by default unless `on`. */
export const booleanQueryOption = (
	displayName: string,
	name: string,
	property: string,
	description: string,
	on = false,
): INodeProperties => ({
	displayName,
	name,
	type: 'boolean',
	default: on,
	description,
	routing: { send: { type: 'query', property } },
});
