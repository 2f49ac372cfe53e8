import { policyRouting } from '../../../shared/routing/policyRouting';
import { rules, validateParameters } from '../../../shared/validation';
import { dataItems } from '../../shared/dataItems';
import { broadcastIdInPath, broadcastIdProperty } from './broadcastFields';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** POST /2/broadcasts/:id/chat: Post a message in the chat of a live broadcast. */
export const sendChatMessageOperation: Operation = {
	name: 'Send Chat Message',
	value: 'sendChatMessage',
	action: 'Send a chat message to a broadcast',
	description: 'Post a message in the chat of a live broadcast',
	acceptedAuthentication: USER,
	routing: policyRouting({
		request: { method: 'POST', url: '/2/broadcasts/:id/chat' },
		send: {
			preSend: [
				broadcastIdInPath,
				validateParameters({
					parameter: 'text',
					field: 'Text',
					rules: [rules.chars(1, 140)],
					required: true,
				}),
			],
		},
		output: { postReceive: [dataItems] },
	}),
	fields: [
		broadcastIdProperty,
		{
			displayName: 'Text',
			name: 'text',
			type: 'string',
			required: true,
			default: '',
			description: 'The message, 1 to 140 characters',
			routing: { send: { type: 'body', property: 'text' } },
		},
	],
};
