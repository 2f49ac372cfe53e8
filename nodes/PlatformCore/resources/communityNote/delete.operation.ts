import { policyRouting } from '../../../shared/routing/policyRouting';
import { deletedItems } from '../../shared/dataItems';
import { idInPath } from '../../../shared/locators/idInPath';
import type { Operation } from '../../../shared/descriptions/resource';
import { requiredText } from '../../../shared/descriptions/properties';
import { USER } from '../../../shared/authenticationKinds';

/** DELETE /2/notes/{id}: one of your community notes deleted. */
export const deleteOperation: Operation = {
	name: 'Delete',
	value: 'delete',
	action: 'Delete a community note',
	description: 'Delete a community note you wrote',
	acceptedAuthentication: USER,
	routing: policyRouting({
		request: { method: 'DELETE', url: '/2/notes/:id' },
		send: { preSend: [idInPath('noteId', 'Note ID')] },
		output: { postReceive: [deletedItems] },
	}),
	fields: [
		requiredText(
			'Note ID',
			'noteId',
			'The ID of the note (Community Note > Create and Search Written output it)',
			'e.g. 1800000000000000001',
		),
	],
};
