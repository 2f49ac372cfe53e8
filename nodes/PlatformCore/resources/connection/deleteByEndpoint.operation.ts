import { policyRouting } from '../../../shared/routing/policyRouting';
import { endpointOptions, killsOutput } from './endpoints';
import type { Operation } from '../../../shared/descriptions/resource';
import { APP } from '../../../shared/authenticationKinds';

/** DELETE /2/connections/{endpoint_id}: ends the app's connections to one streaming endpoint. */
export const deleteByEndpointOperation: Operation = {
	name: 'Delete by Endpoint',
	value: 'deleteByEndpoint',
	action: 'Delete connections to an endpoint',
	description: "End the app's streaming connections to one endpoint",
	acceptedAuthentication: APP,
	routing: policyRouting({
		request: {
			method: 'DELETE',
			url: '=/2/connections/{{encodeURIComponent($parameter.endpointId)}}',
		},
		output: killsOutput,
	}),
	fields: [
		{
			displayName: 'Endpoint',
			name: 'endpointId',
			type: 'options',
			options: endpointOptions,
			default: 'filtered_stream',
			description: 'The streaming endpoint whose connections end',
		},
	],
};
