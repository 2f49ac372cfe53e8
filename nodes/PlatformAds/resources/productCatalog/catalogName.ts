import type { INodeProperties } from 'n8n-workflow';

import { checkedBeforeSending } from '../../../shared/routing/toolRefusals';
import { validateParameters } from '../../../shared/validation';

/** name (required) of catalog create and update, sent as a query parameter. */
export function catalogNameField(operation: string): INodeProperties {
	return {
		displayName: 'Name',
		name: 'catalogName',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. Spring collection',
		description: 'Name of the product catalog',
		displayOptions: { show: { resource: ['productCatalog'], operation: [operation] } },
		routing: {
			send: {
				type: 'query',
				property: 'name',
				preSend: [
					checkedBeforeSending([
						validateParameters({
							parameter: 'catalogName',
							field: 'Name',
							rules: [],
							required: true,
						}),
					]),
				],
			},
		},
	};
}
