import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import type { Operation } from '../../../shared/descriptions/resource';
import { fieldListProperty } from '../../../shared/fields/fieldList';
import { APP } from '../../../shared/authenticationKinds';

/** GET /2/posts/search/stream/rules/counts: how many rules the project and its apps have, and may have. */
export const getCountsOperation: Operation = {
	name: 'Get Counts',
	value: 'getCounts',
	action: 'Get stream rule counts',
	description: 'How many filtered-stream rules your project and apps have, against their caps',
	acceptedAuthentication: APP,
	routing: policyRouting({
		request: { method: 'GET', url: '/2/posts/search/stream/rules/counts' },
		output: { postReceive: [dataItems] },
	}),
	fields: [
		fieldListProperty(
			'Count Fields',
			'countFields',
			'rules_count.fields',
			[
				'all_project_client_apps',
				'cap_per_client_app',
				'cap_per_project',
				'client_app_rules_count',
				'project_rules_count',
			],
			"Parts of the counts to return; none selected returns the platform's usual set",
		),
	],
};
