import { corePaging, listRouting, returnAllOrLimit } from '../../../shared/routing/listRouting';
import { fieldListProperty } from '../../../shared/fields/fieldList';
import { testModeProperty } from './noteFields';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

const NOTE_FIELDS = ['id', 'info', 'scoring_status', 'status', 'test_result'];

/** GET /2/notes/search/notes_written: the notes the user wrote. */
export const searchWrittenOperation: Operation = {
	name: 'Search Written Notes',
	value: 'searchWritten',
	action: 'Search notes written by the user',
	description: 'List the community notes the user wrote',
	acceptedAuthentication: USER,
	routing: listRouting(
		{ request: { method: 'GET', url: '/2/notes/search/notes_written' } },
		corePaging(100),
	),
	fields: [
		testModeProperty,
		...returnAllOrLimit(),
		fieldListProperty(
			'Note Fields',
			'noteFields',
			'note.fields',
			NOTE_FIELDS,
			'Fields to return. None selected sends no note.fields parameter.',
		),
	],
};
