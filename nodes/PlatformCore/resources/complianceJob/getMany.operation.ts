import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import { jobTypeProperty } from './complianceJob';
import type { Operation } from '../../../shared/descriptions/resource';

/** GET /2/compliance/jobs: the app's compliance jobs of one type, optionally of one state. */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many compliance jobs',
	description: "List the app's compliance jobs",
	acceptedAuthentication: ['appOnly', 'bearerToken'],
	routing: policyRouting({
		request: { method: 'GET', url: '/2/compliance/jobs' },
		output: { postReceive: [dataItems] },
	}),
	fields: [
		{ ...jobTypeProperty, routing: { send: { type: 'query', property: 'type' } } },
		{
			displayName: 'Status',
			name: 'status',
			type: 'options',
			options: [
				{ name: 'Any', value: '' },
				{ name: 'Complete', value: 'complete' },
				{ name: 'Created', value: 'created' },
				{ name: 'Failed', value: 'failed' },
				{ name: 'In Progress', value: 'in_progress' },
			],
			default: '',
			routing: { send: { type: 'query', property: 'status', value: '={{ $value || undefined }}' } },
		},
	],
};
