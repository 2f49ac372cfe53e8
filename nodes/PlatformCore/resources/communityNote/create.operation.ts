import {
	type IDataObject,
	type IExecuteSingleFunctions,
	type IHttpRequestOptions,
} from 'n8n-workflow';

import { policyRouting } from '../../../shared/routing/policyRouting';
import { invalidField, rules, validateParameters } from '../../../shared/validation';
import { postIdProperty } from './noteFields';
import { recordItems } from '../../shared/dataItems';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

const MISLEADING = 'misinformed_or_potentially_misleading';

const MISLEADING_TAGS = [
	'disputed_claim_as_fact',
	'factual_error',
	'manipulated_media',
	'misinterpreted_satire',
	'missing_important_context',
	'other',
	'outdated_information',
];

/**
 * misleading_tags is required (reference CreateCommunityNotesInfo): a note that calls a post
 * misleading must say why, one that does not sends an empty list (the field is hidden then).
 */
async function misleadingTags(this: IExecuteSingleFunctions, requestOptions: IHttpRequestOptions) {
	const classification = this.getNodeParameter('classification') as string;
	if (classification !== MISLEADING) {
		const body = requestOptions.body as IDataObject;
		(body.info as IDataObject).misleading_tags = [];
		return requestOptions;
	}
	if ((this.getNodeParameter('misleadingTags', []) as string[]).length === 0) {
		throw invalidField(
			this.getNode(),
			this.getItemIndex(),
			'Misleading Tags',
			'needs at least one tag when the post is classified as misleading',
		);
	}
	return requestOptions;
}

/** POST /2/notes: writes a community note about a post. */
export const createOperation: Operation = {
	name: 'Create',
	value: 'create',
	action: 'Create a community note',
	description: 'Write a community note about a post',
	acceptedAuthentication: USER,
	routing: policyRouting({
		request: { method: 'POST', url: '/2/notes' },
		send: {
			preSend: [
				validateParameters(
					{ parameter: 'postId', field: 'Post ID', rules: [rules.id], required: true },
					{
						parameter: 'text',
						field: 'Text',
						rules: [
							rules.matches(
								/https?:\/\/\S+/,
								'a text that cites a source URL (http:// or https://)',
							),
						],
						required: true,
					},
				),
				misleadingTags,
			],
		},
		output: { postReceive: [recordItems('the created note')] },
	}),
	fields: [
		postIdProperty('The post the note is about'),
		{
			displayName: 'Text',
			name: 'text',
			type: 'string',
			typeOptions: { rows: 3 },
			default: '',
			required: true,
			description: 'The note, citing at least one source URL',
			routing: { send: { type: 'body', property: 'info.text' } },
		},
		{
			displayName: 'Classification',
			name: 'classification',
			type: 'options',
			options: [
				{ name: 'Misinformed or Potentially Misleading', value: MISLEADING },
				{ name: 'Not Misleading', value: 'not_misleading' },
			],
			default: MISLEADING,
			routing: { send: { type: 'body', property: 'info.classification' } },
		},
		{
			displayName: 'Misleading Tags',
			name: 'misleadingTags',
			type: 'multiOptions',
			options: MISLEADING_TAGS.map((tag) => ({
				name: tag.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase()),
				value: tag,
			})),
			default: [],
			description: 'Why the post is misleading',
			displayOptions: { show: { classification: [MISLEADING] } },
			routing: { send: { type: 'body', property: 'info.misleading_tags' } },
		},
		{
			displayName: 'Trustworthy Sources',
			name: 'trustworthySources',
			type: 'boolean',
			default: true,
			description: 'Whether the note cites trustworthy sources',
			routing: { send: { type: 'body', property: 'info.trustworthy_sources' } },
		},
		{
			displayName: 'Test Mode',
			name: 'testMode',
			type: 'boolean',
			default: true,
			description:
				'Whether the note is a test note, not shown publicly (apps in the test phase must use it)',
			routing: { send: { type: 'body', property: 'test_mode' } },
		},
		{
			displayName: 'Is Media Note',
			name: 'isMediaNote',
			type: 'boolean',
			default: false,
			description: 'Whether the note is about the media of the post rather than its text',
			routing: {
				send: { type: 'body', property: 'info.is_media_note', value: '={{$value || undefined}}' },
			},
		},
	],
};
