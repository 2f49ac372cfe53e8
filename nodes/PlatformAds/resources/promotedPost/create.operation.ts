import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { checkRequired, checkValue, rules } from '../../../shared/validation';
import type { Operation } from '../../../shared/descriptions/resource';
import { ACCOUNT_PARAMETER } from '../../../shared/ads/accountLocator';
import { BATCH_SIZES } from '../../shared/batch/batchEndpoint';
import { sendInBatches } from '../../shared/batch/sendInBatches';
import { lineItemLocator, LINE_ITEM_PARAMETER } from '../../../shared/ads/lineItemLocator';
import { parameterOfItem } from '../../../shared/ads/sameForEveryItem';
import { PROMOTED_POST } from './promotedPostKind';
import { adsPostLocator } from '../../shared/postLocator';
import { locatorId } from '../../../shared/locators/idInPath';
import { POST_URL_PATTERN } from '../../../shared/patterns';
import {
	FIND_BEFORE_CREATE,
	FOUND_EXISTING,
	findBeforeCreateField,
	listedRecords,
} from '../../shared/findBeforeCreate';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

export const POST_PARAMETER = 'postId';

/** One input item: which post, for which line item of which account. */
interface PostToPromote {
	accountId: string;
	lineItemId: string;
	postId: string;
	findBeforeCreate: boolean;
}

/** POST /12/accounts/:account_id/promoted_posts, run by the node's customOperations. */
export const createOperation: Operation = {
	name: 'Create',
	value: 'create',
	action: 'Promote posts',
	description:
		'Promote the post of each input item with a line item; consecutive items of one line item go 50 posts a request',
	requests: 'POST /12/accounts/{account_id}/promoted_posts (50 post IDs a request)',
	fields: [
		lineItemLocator({}),
		adsPostLocator({
			name: POST_PARAMETER,
			displayName: 'Post',
			description:
				"The item's post: one of the account's posts from the list (searched in its text), its numeric ID (e.g. from Ads Post > Create), or its link",
			searchListMethod: 'searchPromotablePosts',
			placeholder: '1455952740635586573',
			byUrl: true,
		}),
		findBeforeCreateField("the line item's promoted post of the same post (not deleted)"),
	],
	execute: promotePosts,
};

/**
 * The promoted posts (not deleted) of each line item, by post, read once per line item and run:
 * what Find Before Create returns instead of promoting a post again.
 */
function promotedPostsByLineItem(context: CodeOperationContext) {
	const lists = new Map<string, Promise<Map<string, IDataObject>>>();
	return async (accountId: string, lineItemId: string) => {
		const key = `${accountId}/${lineItemId}`;
		if (!lists.has(key))
			lists.set(
				key,
				listedRecords(
					context,
					`/12/accounts/${encodeURIComponent(accountId)}${PROMOTED_POST.collection}`,
					{ line_item_ids: lineItemId },
					(record) => record.deleted !== true,
				).then((records) => new Map(records.map((record) => [String(record.post_id), record]))),
			);
		return await lists.get(key)!;
	};
}

/**
 * The answer holds one record per post, in the order sent; a post of a repost-only promotable user
 * comes back as the platform's own repost (another post_id), so records are matched by position.
 */
function recordsInOrder(answer: IDataObject, sent: PostToPromote[]): IDataObject[] {
	const data = Array.isArray(answer.data) ? (answer.data as IDataObject[]) : [];
	if (data.length === sent.length) return data;
	return sent.map(
		(post) =>
			data.find((record) => String(record.post_id) === post.postId) ?? {
				post_id: post.postId,
				error: 'the platform returned no promoted post for this post',
			},
	);
}

export async function promotePosts(this: CodeOperationContext): Promise<INodeExecutionData[][]> {
	const node = this.getNode();
	const locator = (name: string) => parameterOfItem<string>(this, name, '', { extractValue: true });
	const account = locator(ACCOUNT_PARAMETER);
	const lineItem = locator(LINE_ITEM_PARAMETER);
	const post = parameterOfItem<unknown>(this, POST_PARAMETER, '');
	const promoted = promotedPostsByLineItem(this);
	return await sendInBatches<PostToPromote>(this, {
		size: BATCH_SIZES.promotedPosts,
		params: (itemIndex) => {
			const read = {
				accountId: String(account(itemIndex) ?? '').trim(),
				lineItemId: String(lineItem(itemIndex) ?? '').trim(),
				postId: locatorId(node, itemIndex, 'Post', post(itemIndex), POST_URL_PATTERN),
			};
			for (const [field, value, rule] of [
				['Account', read.accountId, rules.adsId],
				['Line Item', read.lineItemId, rules.adsId],
				['Post', read.postId, rules.id],
			] as const) {
				checkRequired(node, itemIndex, field, value);
				checkValue(node, itemIndex, field, value, [rule]);
			}
			return {
				...read,
				findBeforeCreate: this.getNodeParameter(FIND_BEFORE_CREATE, itemIndex, false) === true,
			};
		},
		existing: async (params) => {
			if (!params.findBeforeCreate) return undefined;
			const existing = (await promoted(params.accountId, params.lineItemId)).get(params.postId);
			return existing && { ...existing, [FOUND_EXISTING]: true };
		},
		// Posts of one line item (of one account) share a request.
		group: (params) => `${params.accountId}/${params.lineItemId}`,
		request: (params) => ({
			method: 'POST',
			path: `/12/accounts/${encodeURIComponent(params[0].accountId)}${PROMOTED_POST.collection}`,
			qs: {
				line_item_id: params[0].lineItemId,
				post_ids: params.map((one) => one.postId).join(','),
			},
		}),
		results: recordsInOrder,
	});
}
