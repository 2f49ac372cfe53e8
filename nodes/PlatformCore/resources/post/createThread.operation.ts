import { NodeOperationError, type IDataObject, type INodeExecutionData } from 'n8n-workflow';

import { invalidField, itemLabel, listOf } from '../../../shared/validation';
import { locatorId } from '../../../shared/locators/idInPath';
import { POST_URL_PATTERN } from '../../../shared/patterns';
import { postLocatorProperty } from '../../shared/postLocator';
import { checkCustomAuthentication } from '../../authentication';
import {
	mediaOfParts,
	MEDIA_PARAMETER,
	splitText,
	checkParts,
	type ThreadPart,
} from './threadParts';
import { partsAlreadyPosted, recordOfAnswer, recordWithId, threadRequest } from './threadResume';
import type { Operation } from '../../../shared/descriptions/resource';
import { collection } from '../../../shared/descriptions/properties';
import { USER } from '../../../shared/authenticationKinds';
import { signedInUser } from '../../../shared/users/authenticatedUser';
import { authenticationOf } from '../../../shared/nodeContext';
import { postLink } from './postLink';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/**
 * POST /2/posts once per part of a thread, each part replying to the one before. Written as
 * code: a thread is several requests, and a rerun must skip the parts already posted
 * (threadResume.ts explains how they are found).
 */
export const createThreadOperation: Operation = {
	name: 'Create Thread',
	value: 'createThread',
	action: 'Create a thread of posts',
	description:
		'Publish several posts, each replying to the one before. Run again after a failure: the parts already posted (found among your recent posts) are not posted twice.',
	acceptedAuthentication: USER,
	requests:
		'GET /2/users/me and GET /2/users/{id}/posts (parts already posted), then POST /2/posts per remaining part',
	fields: [
		{
			displayName: 'Parts From',
			name: 'partsFrom',
			type: 'options',
			options: [
				{
					name: 'One Long Text (Split to Fit)',
					value: 'split',
					description:
						'Each input item is a thread: its text is cut at sentences, then phrases, then words',
				},
				{
					name: 'Input Items (One Post Each)',
					value: 'items',
					description: 'All input items make one thread, one post per item, in order',
				},
			],
			default: 'split',
		},
		{
			displayName: 'Text',
			name: 'threadText',
			type: 'string',
			typeOptions: { rows: 6 },
			default: '',
			description:
				'Text of the thread (Split) or of this item’s post (Input Items). Links count as 23 characters and are never cut.',
		},
		{
			displayName: 'Media IDs',
			name: 'threadMediaIds',
			type: 'string',
			default: '',
			placeholder: 'e.g. 1455952740635586573, 1455952740635586574',
			description: 'Media of this item’s post: up to 4 IDs, separated by commas',
			displayOptions: { show: { partsFrom: ['items'] } },
		},
		{
			displayName: 'Media',
			name: MEDIA_PARAMETER,
			type: 'fixedCollection',
			typeOptions: { multipleValues: true },
			placeholder: 'Add Media to a Part',
			default: {},
			description: 'Media of the parts that have some: which part, and its media',
			displayOptions: { show: { partsFrom: ['split'] } },
			options: [
				{
					displayName: 'Part',
					name: 'parts',
					values: [
						{
							displayName: 'Part Number',
							name: 'part',
							type: 'number',
							typeOptions: { minValue: 1 },
							default: 1,
							description: 'Which post of the thread: 1 is the first',
						},
						{
							displayName: 'Media IDs',
							name: 'mediaIds',
							type: 'string',
							default: '',
							placeholder: 'e.g. 1455952740635586573, 1455952740635586574',
							description:
								'Up to 4 media IDs of this part, separated by commas (from Media > Upload)',
						},
					],
				},
			],
		},
		collection('Options', 'threadOptions', 'Add Option', [
			{
				displayName: 'Number the Parts',
				name: 'numbered',
				type: 'boolean',
				default: true,
				description: 'Whether to end each part with " 1/n" (counted in its length; Split only)',
			},
			optionalPostLocator(
				'First Post Quotes',
				'quotePostId',
				'The post the first part quotes: search posts or pick one of your recent posts, its ID, or its link',
			),
			optionalPostLocator(
				'First Post Replies To',
				'inReplyToPostId',
				'The post the first part answers: search posts or pick one of your recent posts, its ID, or its link',
			),
		]),
	],
	execute: createThread,
};

/** A post picker inside Options: empty unless added (a value saved as a plain ID still reads). */
function optionalPostLocator(displayName: string, name: string, description: string) {
	const locator = postLocatorProperty(displayName, 'any', name, description);
	delete locator.required;
	return locator;
}

const options = (context: CodeOperationContext, itemIndex: number) =>
	context.getNodeParameter('threadOptions', itemIndex, {}) as IDataObject;

/** The parts of the thread of one item (Split). */
function splitParts(context: CodeOperationContext, itemIndex: number): ThreadPart[] {
	const text = String(context.getNodeParameter('threadText', itemIndex, ''));
	if (text.trim() === '') throw invalidField(context.getNode(), itemIndex, 'Text', 'is required');
	const texts = splitText(
		context.getNode(),
		itemIndex,
		text,
		options(context, itemIndex).numbered === true,
	);
	const media = mediaOfParts(
		context.getNode(),
		itemIndex,
		context.getNodeParameter(`${MEDIA_PARAMETER}.parts`, itemIndex, []) as IDataObject[],
		texts.length,
	);
	return texts.map((part, index) => ({ text: part, mediaIds: media[index] ?? [], itemIndex }));
}

/** One part per input item (Input Items). */
function itemParts(context: CodeOperationContext): ThreadPart[] {
	return context.getInputData().map((_, itemIndex) => ({
		text: String(context.getNodeParameter('threadText', itemIndex, '')).trim(),
		mediaIds: listOf(context.getNodeParameter('threadMediaIds', itemIndex, '')),
		itemIndex,
	}));
}

/** Reply and quote of the first part, checked. */
function firstPartLinks(context: CodeOperationContext, itemIndex: number) {
	const { inReplyToPostId, quotePostId } = options(context, itemIndex);
	const node = context.getNode();
	const id = (field: string, raw: unknown) =>
		locatorId(node, itemIndex, field, raw, POST_URL_PATTERN) || undefined;
	return {
		replyTo: id('First Post Replies To', inReplyToPostId),
		quote: id('First Post Quotes', quotePostId),
	};
}

/** Posts one thread; parts found already posted come out with `alreadyPosted: true`. */
async function postThread(
	context: CodeOperationContext,
	parts: ThreadPart[],
	first: { replyTo?: string; quote?: string },
): Promise<INodeExecutionData[]> {
	const output: INodeExecutionData[] = [];
	// Nothing is posted before this lookup: under Continue On Fail its failure is one error item.
	const lookup = partsAlreadyPosted(context, parts, first.replyTo);
	const done = context.continueOnFail()
		? await lookup.catch((error: Error) => error)
		: await lookup;
	if (done instanceof Error)
		return [{ json: { error: done.message }, pairedItem: { item: parts[0].itemIndex } }];
	// The user was read by the lookup (once per execution): their username makes the links.
	const { username } = await signedInUser(context, authenticationOf(context));
	const link = (id: string) => postLink(String(username), id);
	done.forEach((id, index) =>
		output.push({
			json: { id, text: parts[index].text, part: index + 1, link: link(id), alreadyPosted: true },
			pairedItem: { item: parts[index].itemIndex },
		}),
	);
	let previous = done.length > 0 ? done[done.length - 1] : first.replyTo;
	for (let index = done.length; index < parts.length; index++) {
		const part = parts[index];
		const body: IDataObject = { text: part.text };
		if (part.mediaIds.length > 0) body.media = { media_ids: part.mediaIds };
		if (previous) body.reply = { in_reply_to_post_id: previous };
		if (index === 0 && first.quote) body.quote_post_id = first.quote;
		try {
			const answer = await threadRequest(
				context,
				part.itemIndex,
				'POST',
				'/2/posts',
				{ body },
				recordWithId('the new post'),
			);
			const data = recordOfAnswer(answer);
			previous = String(data.id);
			output.push({
				json: { ...data, part: index + 1, link: link(previous) },
				pairedItem: { item: part.itemIndex },
			});
		} catch (error) {
			const posted = output.map((item) => item.json.id).join(', ') || 'none';
			const cause = (error as Error).message.replace(/^Item \d+: /, '');
			const message = `Part ${index + 1} of ${parts.length} failed (parts posted: ${posted}): ${cause}`;
			if (!context.continueOnFail())
				throw new NodeOperationError(
					context.getNode(),
					`${itemLabel(part.itemIndex)}: ${message}`,
					{
						itemIndex: part.itemIndex,
						description:
							'Run the node again with the same input: the parts already posted are found among your recent posts and not posted twice.',
					},
				);
			output.push({
				json: { error: message, part: index + 1 },
				pairedItem: { item: part.itemIndex },
			});
			return output;
		}
	}
	return output;
}

export async function createThread(this: CodeOperationContext): Promise<INodeExecutionData[][]> {
	const count = this.getInputData().length;
	for (let itemIndex = 0; itemIndex < count; itemIndex++)
		checkCustomAuthentication(this, itemIndex, 'Post', createThreadOperation);
	if (this.getNodeParameter('partsFrom', 0, 'split') === 'items') {
		const parts = itemParts(this);
		checkParts(this.getNode(), parts, 'Text');
		return [await postThread(this, parts, firstPartLinks(this, 0))];
	}
	// Every item's thread is checked before the first request of any.
	const threads = Array.from({ length: count }, (_, itemIndex) => {
		const parts = splitParts(this, itemIndex);
		checkParts(this.getNode(), parts, 'Text');
		return { parts, first: firstPartLinks(this, itemIndex) };
	});
	const output: INodeExecutionData[] = [];
	for (const thread of threads)
		output.push(...(await postThread(this, thread.parts, thread.first)));
	return [output];
}
