import type {
	IDataObject,
	IExecuteSingleFunctions,
	IHttpRequestOptions,
	INodeProperties,
} from 'n8n-workflow';

import { checkValue, invalidField, listOf, rules, type Rule } from '../../../shared/validation';
import { addExtraFields, extraCreateOptions } from './postExtras';
import { addDisclosureFields, DISCLOSURE_SENDS, disclosureCreateOptions } from './postDisclosures';
import { readPostId } from '../../shared/postLocator';
import { overWeight } from './weightedLength';
import { byDisplayName } from '../../../shared/descriptions/optionOrder';

/**
 * The JSON body of POST /2/posts (create, and edit with edit_options), built from the item's
 * parameters after checking every limit the platform states: text weighing up to 25,000
 * as the platform counts it (shared/weightedLength.ts), 1 to 4 media ids, a poll of 2 to 4 options of 1 to 25 characters lasting 5 to
 * 10,080 minutes, ids of 1 to 19 digits, share_with_followers only with community_id.
 */
export const MAX_TEXT_LENGTH = 25_000;

const REPLY_SETTINGS = [
	{ name: 'Mentioned Users', value: 'mentionedUsers' },
	{ name: 'People the Author Follows', value: 'following' },
	{ name: 'Subscribers', value: 'subscribers' },
	{ name: 'Verified Users', value: 'verified' },
];

export const textProperty: INodeProperties = {
	displayName: 'Text',
	name: 'text',
	type: 'string',
	typeOptions: { rows: 4 },
	default: '',
	description: 'Text of the post, up to 25,000 characters. May be empty when media is attached.',
};

const mediaIdsProperty: INodeProperties = {
	displayName: 'Media IDs',
	name: 'mediaIds',
	type: 'string',
	default: '',
	placeholder: 'e.g. 1455952740635586573,1455952740635586574',
	description:
		'IDs of uploaded media to attach, at most 4: comma-separated, or an expression that reads the ID from a Media Upload node before this one (an expression may also return an array of IDs)',
};

/** Fields of Create; Edit offers the ones that an edit may change. */
export const createOptions: INodeProperties[] = (
	[
		{
			displayName: 'Card URI',
			name: 'cardUri',
			type: 'string',
			default: '',
			description: 'URI of a card to attach (from the ads interface)',
		},
		{
			displayName: 'Community ID',
			name: 'communityId',
			type: 'string',
			default: '',
			description: 'ID of the community to post in',
		},
		mediaIdsProperty,
		{
			displayName: 'Paid Partnership',
			name: 'paidPartnership',
			type: 'boolean',
			default: false,
			description: 'Whether to disclose that the post is a paid partnership',
		},
		{
			displayName: 'Poll Duration (Minutes)',
			name: 'pollDurationMinutes',
			type: 'number',
			typeOptions: { minValue: 5, maxValue: 10080 },
			default: 1440,
			description:
				'How long the poll stays open: 5 to 10,080 minutes (7 days). Needs Poll Options.',
		},
		{
			displayName: 'Poll Options',
			name: 'pollOptions',
			type: 'string',
			typeOptions: { multipleValues: true, multipleValueButtonText: 'Add Poll Option' },
			default: [],
			description: 'The choices of a poll: 2 to 4, each 1 to 25 characters',
		},
		{
			displayName: 'Quote Post ID',
			name: 'quotePostId',
			type: 'string',
			default: '',
			description: 'ID of the post to quote',
		},
		{
			displayName: 'Reply Settings',
			name: 'replySettings',
			type: 'options',
			options: REPLY_SETTINGS,
			default: 'following',
			description: 'Who may reply (everyone when this option is not added)',
		},
		{
			displayName: 'Reply To Post ID',
			name: 'inReplyToPostId',
			type: 'string',
			default: '',
			description: 'ID of the post this one answers',
		},
		{
			displayName: 'Share With Followers',
			name: 'shareWithFollowers',
			type: 'boolean',
			default: false,
			description: 'Whether a community post is also shown to all followers (needs Community ID)',
		},
		...extraCreateOptions,
		...disclosureCreateOptions,
	] as INodeProperties[]
).sort(byDisplayName);

/** What Create sends, by the platform's names (preSend builds the body). */
export const POST_BODY_SENDS = [
	'text',
	'media',
	'media.media_ids',
	'media.tagged_user_ids',
	'reply',
	'reply.in_reply_to_post_id',
	'reply.exclude_reply_user_ids',
	'reply.auto_populate_reply_metadata',
	'quote_post_id',
	'poll',
	'poll.options',
	'poll.duration_minutes',
	'reply_settings',
	'community_id',
	'share_with_followers',
	'paid_partnership',
	'card_uri',
	'nullcast',
	'geo',
	'geo.place_id',
	...DISCLOSURE_SENDS,
];

/** Edit may change the text and the media. */
export const editOptions: INodeProperties[] = [mediaIdsProperty];

/** The options the user added (a collection holds only those). */
const optionsOf = (context: IExecuteSingleFunctions): IDataObject =>
	context.getNodeParameter('options', {}) as IDataObject;

/** Builds the body of the current item; throws, naming item and field, for any broken limit. */
export function postBody(context: IExecuteSingleFunctions): IDataObject {
	const node = context.getNode();
	const item = context.getItemIndex();
	const check = (field: string, value: unknown, fieldRules: Rule[]) =>
		checkValue(node, item, field, value, fieldRules);
	const options = optionsOf(context);
	const text = context.getNodeParameter('text', '') as string;
	const mediaIds = options.mediaIds === undefined ? [] : listOf(options.mediaIds);

	// Long posts may weigh up to 25,000; a standard account's platform refuses more than 280.
	check('Text', text, [(value) => overWeight(String(value), MAX_TEXT_LENGTH)]);
	if (text.trim() === '' && mediaIds.length === 0)
		throw invalidField(node, item, 'Text', 'is required unless Media IDs are given');
	const body: IDataObject = { text };

	if (mediaIds.length > 0) {
		check('Media IDs', mediaIds, [rules.entries(1, 4), rules.ids]);
		body.media = { media_ids: mediaIds };
	}
	if (options.inReplyToPostId) {
		check('Reply To Post ID', options.inReplyToPostId, [rules.id]);
		body.reply = { in_reply_to_post_id: String(options.inReplyToPostId).trim() };
	}
	if (options.quotePostId) {
		check('Quote Post ID', options.quotePostId, [rules.id]);
		body.quote_post_id = String(options.quotePostId).trim();
	}
	const poll = pollOf(context, options);
	if (poll) body.poll = poll;
	if (options.replySettings !== undefined) body.reply_settings = options.replySettings;
	if (options.communityId) {
		check('Community ID', options.communityId, [rules.id]);
		body.community_id = String(options.communityId).trim();
	}
	if (options.shareWithFollowers !== undefined) {
		if (!body.community_id)
			throw invalidField(node, item, 'Share With Followers', 'needs Community ID');
		body.share_with_followers = options.shareWithFollowers;
	}
	if (options.paidPartnership !== undefined) body.paid_partnership = options.paidPartnership;
	if (options.cardUri) body.card_uri = options.cardUri;
	const refuse = (field: string, problem: string): never => {
		throw invalidField(node, item, field, problem);
	};
	addExtraFields(body, options, check, refuse);
	addDisclosureFields(body, options, check, refuse);
	return body;
}

/** `poll` from Poll Options and Poll Duration, or undefined when no poll is asked for. */
function pollOf(context: IExecuteSingleFunctions, options: IDataObject): IDataObject | undefined {
	const node = context.getNode();
	const item = context.getItemIndex();
	const choices =
		options.pollOptions === undefined
			? []
			: (Array.isArray(options.pollOptions) ? options.pollOptions : [options.pollOptions]).map(
					String,
				);
	if (choices.length === 0 && options.pollDurationMinutes === undefined) return undefined;
	if (choices.length < 2 || choices.length > 4)
		throw invalidField(
			node,
			item,
			'Poll Options',
			`needs 2 to 4 options (it has ${choices.length})`,
		);
	choices.forEach((choice, index) => {
		const field = `Poll Options (option ${index + 1})`;
		if (choice === '') throw invalidField(node, item, field, 'must not be empty');
		checkValue(node, item, field, choice, [rules.chars(1, 25)]);
	});
	const minutes = options.pollDurationMinutes ?? 1440;
	checkValue(node, item, 'Poll Duration (Minutes)', minutes, [rules.intBetween(5, 10_080)]);
	return { options: choices, duration_minutes: Number(minutes) };
}

/** preSend of Create: the checked body. */
export async function sendNewPost(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	return { ...requestOptions, body: postBody(this) };
}

/** preSend of Edit: the checked body with `edit_options.previous_post_id`. */
export async function sendPostEdit(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const previous = readPostId(this, 'Post to Edit');
	return {
		...requestOptions,
		body: { ...postBody(this), edit_options: { previous_post_id: previous } },
	};
}
