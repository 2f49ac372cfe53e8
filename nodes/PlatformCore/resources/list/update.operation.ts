import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import { sendListChanges } from './listBody';
import { listDetails } from './listFields';
import { listIdInPath, listLocatorProperty } from '../../../shared/locators/listLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { collection } from '../../../shared/descriptions/properties';
import { USER } from '../../../shared/authenticationKinds';

/** PUT /2/lists/{id}: a list's name, description or privacy changed. */
export const updateOperation: Operation = {
	name: 'Update',
	value: 'update',
	action: 'Update a list',
	description: "Change a list's name, description or privacy",
	acceptedAuthentication: USER,
	sends: { body: ['name', 'description', 'private'] },
	routing: policyRouting({
		request: { method: 'PUT', url: '/2/lists/:id' },
		send: { preSend: [listIdInPath(), sendListChanges] },
		output: { postReceive: [dataItems] },
	}),
	fields: [
		listLocatorProperty,
		collection('Update Fields', 'updateFields', 'Add Field', [
			{
				displayName: 'Name',
				name: 'name',
				type: 'string',
				default: '',
				description: 'The new name, 1 to 25 characters',
			},
			...listDetails,
		]),
	],
};
