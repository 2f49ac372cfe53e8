import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { adsRouting, requireIds } from '../../../shared/ads/adsRouting';
import { postTypeField } from '../../shared/postTypes';
import { NUMERIC_ID } from '../../../shared/patterns';
import { JOINED_LIST, rules, validateParameters } from '../../../shared/validation';
import type { Operation } from '../../../shared/descriptions/resource';

const MAX_POSTS = 200;
const postType = postTypeField({ resource: ['postPreview'], operation: ['get'] });

/** GET /12/accounts/:account_id/post_previews */
export const getOperation: Operation = {
	name: 'Get',
	value: 'get',
	action: 'Get post previews',
	description: 'Get how posts of the account look, as HTML to embed (one item per post)',
	routing: adsRouting(
		{ method: 'GET', url: accountPath('/post_previews') },
		{
			preSend: [
				requireIds(ACCOUNT_FIELD),
				validateParameters(postType.check, {
					parameter: 'postIds',
					field: 'Post IDs',
					rules: [rules.list(1, MAX_POSTS, { pattern: NUMERIC_ID, what: 'numeric post IDs' })],
					required: true,
				}),
			],
		},
	),
	fields: [
		{
			displayName: 'Post IDs',
			name: 'postIds',
			type: 'string',
			required: true,
			default: '',
			placeholder: '1551445523498905600,1551445523498905601',
			description: `The posts to preview, comma-separated (at most ${MAX_POSTS}), all of the Post Type`,
			routing: { send: { type: 'query', property: 'post_ids', value: JOINED_LIST } },
		},
		postType.field,
	],
};
