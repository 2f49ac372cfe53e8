import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { adsListFields, adsListRouting, type AdsListSettings } from '../../../shared/ads/adsList';
import { requireIds } from '../../../shared/ads/adsRouting';
import { commaListOption } from '../../../shared/ads/commaList';
import { enumCheck, enumField } from '../../../shared/ads/enums';
import { POST_NAME_MAX } from '../../shared/postLimits';
import { USER_ID_CHECK, USER_ID_OPTION } from '../../shared/postContent';
import { postTypeField } from '../../shared/postTypes';
import { NUMERIC_ID } from '../../../shared/patterns';
import { rules, validateParameters } from '../../../shared/validation';
import type { Operation } from '../../../shared/descriptions/resource';

const TIMELINE_TYPES = ['ALL', 'NULLCAST', 'ORGANIC'] as const;
const show = { resource: ['adsPost'], operation: ['getAll'] };
const postType = postTypeField(show);
const postIds = commaListOption({
	name: 'postIds',
	displayName: 'Post IDs',
	property: 'post_ids',
	max: 200,
	entry: { pattern: NUMERIC_ID, what: 'numeric post IDs' },
	placeholder: '1551445523498905600',
	description: 'Only these posts (of the chosen Post Type)',
});
const query = (property: string) => ({ send: { type: 'query' as const, property } });

const listSettings: AdsListSettings = {
	show,
	url: accountPath('/posts'),
	maxCount: 1000,
	standardOptions: false,
	options: [
		postIds.option,
		{
			displayName: 'Include Mentions and Replies',
			name: 'includeMentionsAndReplies',
			type: 'boolean',
			default: false,
			description: 'Whether to include posts that mention someone or reply to someone',
			routing: query('include_mentions_and_replies'),
		},
		{
			displayName: 'Name Starts With',
			name: 'name',
			type: 'string',
			default: '',
			description: `Only posts whose name starts with this, in any case (at most ${POST_NAME_MAX} characters)`,
			routing: query('name'),
		},
		enumField(
			{
				displayName: 'Timeline Type',
				name: 'timelineType',
				default: 'NULLCAST',
				description: 'Promoted-only posts (Nullcast), organic ones, or all',
				routing: query('timeline_type'),
			},
			TIMELINE_TYPES,
		),
		{
			displayName: 'Trim User',
			name: 'trimUser',
			type: 'boolean',
			default: false,
			description: "Whether each post's user holds only the author's ID",
			routing: query('trim_user'),
		},
		USER_ID_OPTION,
	],
	preSend: [
		requireIds(ACCOUNT_FIELD),
		validateParameters(
			postType.check,
			postIds.check,
			{
				parameter: 'listOptions.name',
				field: 'Name Starts With',
				rules: [rules.chars(1, POST_NAME_MAX)],
			},
			enumCheck('listOptions.timelineType', 'Timeline Type', TIMELINE_TYPES),
			USER_ID_CHECK,
		),
	],
};

/** GET /12/accounts/:account_id/posts */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many ads posts',
	description: "List the account's published, scheduled or draft posts",
	routing: adsListRouting(listSettings),
	fields: [postType.field, ...adsListFields(listSettings)],
};
