import type { INodeProperties } from 'n8n-workflow';

import { fieldLabel } from './fieldLabel';
import { byName } from '../descriptions/optionOrder';

/**
 * A multi-select of field names sent as one comma-separated query parameter (post.fields,
 * expansions, media.fields, news.fields, ...), each offered under a readable label with the
 * platform's name in its description. `defaults` are selected in a new node (a useful set, such
 * as a post's time, author and metrics); nothing selected sends nothing, and the platform answers
 * with its own minimum.
 */
export function fieldListProperty(
	displayName: string,
	name: string,
	parameter: string,
	values: readonly string[],
	description: string,
	defaults: string[] = [],
): INodeProperties {
	return {
		displayName,
		name,
		type: 'multiOptions',
		options: values
			.map((value) => ({ name: fieldLabel(value), value, description: `${parameter}: ${value}` }))
			.sort(byName),
		default: [...defaults],
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
