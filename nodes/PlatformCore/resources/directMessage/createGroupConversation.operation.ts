import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { policyRouting } from '../../../shared/routing/policyRouting';
import { checkValue, invalidField, listOf, rules } from '../../../shared/validation';
import { recordItems } from '../../shared/dataItems';
import type { Operation } from '../../../shared/descriptions/resource';
import { requiredText } from '../../../shared/descriptions/properties';
import { USER } from '../../../shared/authenticationKinds';

/** participant_ids (2 to 49 users) and the first message (text and media IDs). */
async function sendGroupBody(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const node = this.getNode();
	const item = this.getItemIndex();
	const participants = listOf(this.getNodeParameter('participantIds', ''));
	if (participants.length === 0) throw invalidField(node, item, 'Participant IDs', 'is required');
	checkValue(node, item, 'Participant IDs', participants, [rules.list(2, 49), rules.ids]);
	const text = String(this.getNodeParameter('text', ''));
	const mediaIds = listOf(this.getNodeParameter('mediaIds', ''));
	checkValue(node, item, 'Media IDs', mediaIds, [rules.ids]);
	if (text.trim() === '' && mediaIds.length === 0)
		throw invalidField(node, item, 'Text', 'is required when the message has no media');
	const message = {
		...(text.trim() ? { text } : {}),
		...(mediaIds.length ? { attachments: mediaIds.map((id) => ({ media_id: id })) } : {}),
	};
	return {
		...requestOptions,
		body: { conversation_type: 'Group', participant_ids: participants, message },
	};
}

/** POST /2/dm_conversations: a group conversation, started with a first message. */
export const createGroupConversationOperation: Operation = {
	name: 'Create Group Conversation',
	value: 'createGroupConversation',
	action: 'Create a group conversation',
	description: 'Start a group conversation with 2 to 49 users and a first message',
	acceptedAuthentication: USER,
	sends: {
		body: [
			'conversation_type',
			'participant_ids',
			'message',
			'message.text',
			'message.attachments',
		],
	},
	routing: policyRouting({
		request: { method: 'POST', url: '/2/dm_conversations' },
		send: { preSend: [sendGroupBody] },
		output: { postReceive: [recordItems('the new conversation')] },
	}),
	fields: [
		requiredText(
			'Participant IDs',
			'participantIds',
			'Comma-separated IDs of the other users, 2 to 49',
			'e.g. 2244994945,783214',
		),
		{
			displayName: 'Text',
			name: 'text',
			type: 'string',
			typeOptions: { rows: 3 },
			default: '',
			description: 'The first message. It needs text, media, or both.',
		},
		{
			displayName: 'Media IDs',
			name: 'mediaIds',
			type: 'string',
			default: '',
			description: 'IDs of media uploaded earlier (Media > Upload) to attach',
		},
	],
};
