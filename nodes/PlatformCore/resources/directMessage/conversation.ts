import type { IExecuteSingleFunctions, IHttpRequestOptions, INodeProperties } from 'n8n-workflow';

import { CONVERSATION_ID } from '../../../shared/patterns';
import { checkValue, invalidField, rules } from '../../../shared/validation';

export const conversationProperty: INodeProperties = {
	displayName: 'Conversation ID',
	name: 'conversationId',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. 1000000000000000001-2244994945',
	description:
		"The conversation's ID, as `dm_conversation_id` of its events shows it: a group's number, or two user IDs joined by a dash",
};

/** preSend: the checked conversation id in place of `placeholder`. */
export const conversationInPath = (placeholder: string) =>
	async function putConversationInPath(
		this: IExecuteSingleFunctions,
		requestOptions: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> {
		const id = String(this.getNodeParameter('conversationId', '')).trim();
		if (id === '')
			throw invalidField(this.getNode(), this.getItemIndex(), 'Conversation ID', 'is required');
		checkValue(this.getNode(), this.getItemIndex(), 'Conversation ID', id, [
			rules.matches(CONVERSATION_ID, 'a group number or two user IDs joined by a dash'),
		]);
		return { ...requestOptions, url: requestOptions.url.replace(placeholder, id) };
	};
