import { policyRouting } from '../../../shared/routing/policyRouting';
import { recordItems } from '../../shared/dataItems';
import { sendNewList } from './listBody';
import { listDetails } from './listFields';
import type { Operation } from '../../../shared/descriptions/resource';
import { collection, requiredText } from '../../../shared/descriptions/properties';
import { USER } from '../../../shared/authenticationKinds';

/** POST /2/lists: a new list owned by the signed-in user. */
export const createOperation: Operation = {
	name: 'Create',
	value: 'create',
	action: 'Create a list',
	description: 'Create a list of accounts',
	acceptedAuthentication: USER,
	sends: { body: ['name', 'description', 'private'] },
	routing: policyRouting({
		request: { method: 'POST', url: '/2/lists' },
		send: { preSend: [sendNewList] },
		output: { postReceive: [recordItems('the new list')] },
	}),
	fields: [
		requiredText('Name', 'name', 'The list name, 1 to 25 characters', 'e.g. Partners'),
		collection('Additional Fields', 'additionalFields', 'Add Field', listDetails),
	],
};
