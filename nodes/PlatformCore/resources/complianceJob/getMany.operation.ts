import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import { jobFieldsProperty, jobTypeProperty } from './complianceJob';
import type { Operation } from '../../../shared/descriptions/resource';
import { dropdown } from '../../../shared/descriptions/properties';
import { APP } from '../../../shared/authenticationKinds';

/** GET /2/compliance/jobs: the app's compliance jobs of one type, optionally of one state. */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many compliance jobs',
	description: "List the app's compliance jobs",
	acceptedAuthentication: APP,
	routing: policyRouting({
		request: { method: 'GET', url: '/2/compliance/jobs' },
		output: { postReceive: [dataItems] },
	}),
	fields: [
		{ ...jobTypeProperty, routing: { send: { type: 'query', property: 'type' } } },
		{
			...dropdown(
				'Status',
				'status',
				{
					Any: '',
					Complete: 'complete',
					Created: 'created',
					Failed: 'failed',
					'In Progress': 'in_progress',
				},
				'',
			),
			routing: { send: { type: 'query', property: 'status', value: '={{ $value || undefined }}' } },
		},
		jobFieldsProperty,
	],
};
