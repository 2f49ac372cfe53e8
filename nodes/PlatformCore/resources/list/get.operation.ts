import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import { listFieldsProperty } from './listFields';
import { listExpansionProperties } from '../../../shared/fields/referredFields';
import { listIdInPath, listLocatorProperty } from '../../../shared/locators/listLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { ANY } from '../../../shared/authenticationKinds';

/** GET /2/lists/{id}: one list. */
export const getOperation: Operation = {
	name: 'Get',
	value: 'get',
	action: 'Get a list',
	description: 'Look up one list',
	acceptedAuthentication: ANY,
	routing: policyRouting({
		request: { method: 'GET', url: '/2/lists/:id' },
		send: { preSend: [listIdInPath()] },
		output: { postReceive: [dataItems] },
	}),
	fields: [listLocatorProperty, listFieldsProperty, ...listExpansionProperties],
};
