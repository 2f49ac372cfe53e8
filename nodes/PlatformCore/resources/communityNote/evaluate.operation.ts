import { policyRouting } from '../../../shared/routing/policyRouting';
import { rules, validateParameters } from '../../../shared/validation';
import { postIdProperty } from './noteFields';
import { recordItems } from '../../shared/dataItems';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** POST /2/evaluate_note (the platform's path for it, not /2/notes/evaluate): scores a draft note. */
export const evaluateOperation: Operation = {
	name: 'Evaluate',
	value: 'evaluate',
	action: 'Evaluate a community note',
	description:
		'Score the text of a draft note about a post before writing it (claim_opinion_score)',
	acceptedAuthentication: USER,
	routing: policyRouting({
		request: { method: 'POST', url: '/2/evaluate_note' },
		send: {
			preSend: [
				validateParameters(
					{ parameter: 'postId', field: 'Post ID', rules: [rules.id], required: true },
					{ parameter: 'noteText', field: 'Note Text', rules: [], required: true },
				),
			],
		},
		output: { postReceive: [recordItems('the evaluation of the note')] },
	}),
	fields: [
		postIdProperty('The post the note is about'),
		{
			displayName: 'Note Text',
			name: 'noteText',
			type: 'string',
			typeOptions: { rows: 3 },
			default: '',
			required: true,
			description: 'The text of the note to evaluate',
			routing: { send: { type: 'body', property: 'note_text' } },
		},
	],
};
