import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import type { Operation } from '../../../shared/descriptions/resource';
import { APP } from '../../../shared/authenticationKinds';

/** GET /2/powerstream/rules: the app's Powerstream rules, one item per rule. */
export const getPowerstreamRulesOperation: Operation = {
	name: 'Get Many Powerstream Rules',
	value: 'getPowerstreamRules',
	action: 'Get many powerstream rules',
	description: "List the app's Powerstream rules",
	acceptedAuthentication: APP,
	routing: policyRouting({
		request: { method: 'GET', url: '/2/powerstream/rules' },
		output: { postReceive: [dataItems] },
	}),
};
