import {
	updateDisplayOptions,
	type INodeProperties,
	type INodePropertyOptions,
} from 'n8n-workflow';

import { policyRouting } from '../../../shared/routing/policyRouting';
import { endpointOptions, killsOutput } from './endpoints';

/** DELETE /2/connections/{endpoint_id}: ends the app's connections to one streaming endpoint. */
export const deleteByEndpointOperation: INodePropertyOptions = {
	name: 'Delete by Endpoint',
	value: 'deleteByEndpoint',
	action: 'Delete connections to an endpoint',
	description: "End the app's streaming connections to one endpoint",
	routing: policyRouting({
		request: {
			method: 'DELETE',
			url: '=/2/connections/{{encodeURIComponent($parameter.endpointId)}}',
		},
		output: killsOutput,
	}),
};

export const deleteByEndpointFields: INodeProperties[] = updateDisplayOptions(
	{ show: { resource: ['connection'], operation: ['deleteByEndpoint'] } },
	[
		{
			displayName: 'Endpoint',
			name: 'endpointId',
			type: 'options',
			options: endpointOptions,
			default: 'filtered_stream',
			description: 'The streaming endpoint whose connections end',
		},
	],
);
