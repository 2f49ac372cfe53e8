import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { dataRecord } from '../../../shared/transport/platformRequest';
import { coreRequest } from '../../../shared/transport/coreRequest';
import { checkValue, invalidField, listOf, rules } from '../../../shared/validation';
import { checkCustomAuthentication } from '../../authentication';
import { forEachItem } from '../../shared/eachItem';
import { readUserId } from '../../../shared/users/userLocator';
import { uploadFromBinary } from '../../shared/mediaUpload';
import { categoryForMimeType, normalizeMimeType } from '../../shared/uploadPlan';
import { CONVERSATION_ID } from '../../../shared/patterns';
import type { Operation } from '../../../shared/descriptions/resource';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';
import { itemFile } from '../../shared/itemFile';

type Recipient = 'user' | 'conversation';

/** The path of the recipient: a user (looked up by username or link) or a conversation. */
async function recipientPath(context: CodeOperationContext, itemIndex: number, to: Recipient) {
	if (to === 'user') {
		const id = await readUserId(context, 'participant', 'User', itemIndex);
		return `/2/dm_conversations/with/${id}/messages`;
	}
	const id = String(context.getNodeParameter('conversationId', itemIndex, '')).trim();
	if (id === '') throw invalidField(context.getNode(), itemIndex, 'Conversation ID', 'is required');
	checkValue(context.getNode(), itemIndex, 'Conversation ID', id, [
		rules.matches(CONVERSATION_ID, 'a group number or two user IDs joined by a dash'),
	]);
	return `/2/dm_conversations/${id}/messages`;
}

/** Uploads the item's file for a direct message: the DM image, GIF or video category. */
async function uploadAttachment(context: CodeOperationContext, itemIndex: number): Promise<string> {
	const field = String(context.getNodeParameter('binaryPropertyName', itemIndex, 'data'));
	const binary = itemFile(context, itemIndex, field);
	const postCategory = categoryForMimeType(normalizeMimeType(binary.mimeType));
	if (!postCategory || postCategory === 'subtitles')
		throw invalidField(
			context.getNode(),
			itemIndex,
			'Input Binary Field',
			`holds a ${binary.mimeType || 'file of unknown type'}, not an image, GIF or video`,
		);
	const media = await uploadFromBinary(
		context,
		itemIndex,
		field,
		postCategory.replace('post_', 'dm_'),
	);
	return String(media.id);
}

/**
 * Send to User and Send to Conversation: one message per item, with its text and media. They are
 * custom operations because a file of the item may be uploaded first (one or more requests) and
 * then attached, so "message with an image" is one node. The message itself is sent once: a POST
 * that may have been processed is never repeated.
 */
export function sendMessage(to: Recipient, operation: Operation) {
	return async function send(this: CodeOperationContext): Promise<INodeExecutionData[][]> {
		return await forEachItem(this, async (itemIndex) => {
			checkCustomAuthentication(this, itemIndex, 'Direct Message', operation);
			const node = this.getNode();
			const text = String(this.getNodeParameter('text', itemIndex, ''));
			const mediaIds = listOf(this.getNodeParameter('mediaIds', itemIndex, ''));
			checkValue(node, itemIndex, 'Media IDs', mediaIds, [rules.ids]);
			const attach = this.getNodeParameter('attachBinary', itemIndex, false) as boolean;
			if (text.trim() === '' && mediaIds.length === 0 && !attach)
				throw invalidField(node, itemIndex, 'Text', 'is required when the message has no media');
			const path = await recipientPath(this, itemIndex, to);
			if (attach) mediaIds.push(await uploadAttachment(this, itemIndex));
			const body: IDataObject = {
				...(text.trim() ? { text } : {}),
				...(mediaIds.length ? { attachments: mediaIds.map((id) => ({ media_id: id })) } : {}),
			};
			const answer = await coreRequest<{ data: IDataObject }>(
				this,
				{ method: 'POST', path, body },
				{ expect: dataRecord('the sent message'), itemIndex },
			);
			return answer.data;
		});
	};
}
