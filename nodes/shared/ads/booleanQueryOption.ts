import type { INodeProperties } from 'n8n-workflow';

/** A yes/no option sent as the query parameter `property`, off by default (spread it to turn it on). */
export const booleanQueryOption = (
	displayName: string,
	name: string,
	property: string,
	description: string,
): INodeProperties => ({
	displayName,
	name,
	type: 'boolean',
	default: false,
	description,
	routing: { send: { type: 'query', property } },
});
