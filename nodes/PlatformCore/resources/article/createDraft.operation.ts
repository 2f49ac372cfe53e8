import { policyRouting } from '../../../shared/routing/policyRouting';
import { recordItems } from '../../shared/dataItems';
import { coverOptions, sendDraft } from './articleBody';
import type { Operation } from '../../../shared/descriptions/resource';
import { collection, requiredText } from '../../../shared/descriptions/properties';
import { USER } from '../../../shared/authenticationKinds';

/** POST /2/articles/draft: a draft article, to publish with Publish. */
export const createDraftOperation: Operation = {
	name: 'Create Draft',
	value: 'createDraft',
	action: 'Create a draft article',
	description: 'Write a long-form article as a draft',
	acceptedAuthentication: USER,
	sends: {
		body: [
			'title',
			'content_state',
			'content_state.blocks',
			'content_state.entities',
			'cover_media',
			'cover_media.media_id',
			'cover_media.media_category',
		],
	},
	routing: policyRouting({
		request: { method: 'POST', url: '/2/articles/draft' },
		send: { preSend: [sendDraft] },
		output: { postReceive: [recordItems('the draft')] },
	}),
	fields: [
		requiredText(
			'Title',
			'title',
			'The title of the article',
			'e.g. Five ways to automate your launch',
		),
		{
			displayName: 'Body',
			name: 'body',
			type: 'string',
			typeOptions: { rows: 8 },
			required: true,
			default: '',
			description:
				'The text. Separate paragraphs with a blank line; start a line with # for a heading (## and ### for smaller ones), - for a list item, > for a quote.',
		},
		collection('Options', 'options', 'Add Option', coverOptions),
	],
};
