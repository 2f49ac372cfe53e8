import type { INodeProperties } from 'n8n-workflow';

/**
 * A multi-select of field names sent as one comma-separated query parameter (post.fields,
 * expansions, media.fields, news.fields, ...). Nothing selected sends nothing, so the platform
 * answers with its own defaults: the node adds no fields of its own.
 */
export function fieldListProperty(
	displayName: string,
	name: string,
	parameter: string,
	values: readonly string[],
	description: string,
): INodeProperties {
	return {
		displayName,
		name,
		type: 'multiOptions',
		options: values.map((value) => ({ name: value, value })),
		default: [],
		description,
		routing: {
			send: {
				type: 'query',
				property: parameter,
				propertyInDotNotation: false,
				value: '={{$value.length ? $value.join(",") : undefined}}',
			},
		},
	};
}
