import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import { idInPath } from '../../../shared/locators/idInPath';
import { communityFieldsProperty } from './communityFields';
import type { Operation } from '../../../shared/descriptions/resource';
import { requiredText } from '../../../shared/descriptions/properties';
import { ANY } from '../../../shared/authenticationKinds';

/** GET /2/communities/{id}: one community. */
export const getOperation: Operation = {
	name: 'Get',
	value: 'get',
	action: 'Get a community',
	description: 'Look up one community by ID',
	acceptedAuthentication: ANY,
	routing: policyRouting({
		request: { method: 'GET', url: '/2/communities/:id' },
		send: { preSend: [idInPath('communityId', 'Community ID')] },
		output: { postReceive: [dataItems] },
	}),
	fields: [
		requiredText(
			'Community ID',
			'communityId',
			'Numeric ID of the community, 1 to 19 digits',
			'e.g. 1146654567674912769',
		),
		communityFieldsProperty,
	],
};
