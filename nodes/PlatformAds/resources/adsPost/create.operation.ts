import { type IDataObject } from 'n8n-workflow';

import { invalidField, listOf, rules, validateParameters } from '../../../shared/validation';
import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { adsRouting, requireIds, type PreSend } from '../../../shared/ads/adsRouting';
import { enumCheck, enumField } from '../../../shared/ads/enums';
import { mediaKeysRule } from '../../shared/postMediaKeys';
import { POST_NAME_MAX } from '../../shared/postLimits';
import { textField } from '../../shared/postContent';
import type { Operation } from '../../../shared/descriptions/resource';

const CONVERSATION_SETTINGS = ['EVERYONE', 'FOLLOWING', 'MENTIONED_USERS'] as const;
const POST_MODES = ['compat', 'extended'] as const;
const VIDEO_CTAS = ['VISIT_SITE', 'WATCH_NOW'] as const;
const OPTIONS = 'additionalFields';
const option = (name: string) => `${OPTIONS}.${name}`;

/**
 * What needs two fields at once: text unless there are media keys, and a video call to action
 * only with its value (and a value only with its call to action). Media keys are sent without
 * spaces, as they were checked.
 */
const textMediaAndCta: PreSend = async function (options) {
	const fail = (field: string, problem: string) =>
		invalidField(this.getNode(), this.getItemIndex(), field, problem);
	const mediaKeys = listOf(this.getNodeParameter('media_keys', ''));
	const text = String(this.getNodeParameter('text', '') ?? '');
	if (!text.trim() && mediaKeys.length === 0)
		throw fail('Text', 'is required when there are no Media Keys');
	const extra = this.getNodeParameter(OPTIONS, {}) as IDataObject;
	if (extra.video_cta && !extra.video_cta_value)
		throw fail('Video CTA Value', `is required with Video CTA ${String(extra.video_cta)}`);
	if (extra.video_cta_value && !extra.video_cta)
		throw fail('Video CTA', 'is required with Video CTA Value');
	const qs: IDataObject = { ...options.qs };
	if (mediaKeys.length) qs.media_keys = mediaKeys.join(',');
	else delete qs.media_keys;
	if (!text) delete qs.text;
	options.qs = qs;
	return options;
};

/** Checked, then written into the request, before anything is sent. */
const createChecks = [
	requireIds(ACCOUNT_FIELD),
	validateParameters(
		{ parameter: 'as_user_id', field: 'As User ID', rules: [rules.id], required: true },
		{ parameter: 'media_keys', field: 'Media Keys', rules: [mediaKeysRule] },
		{ parameter: option('name'), field: 'Name', rules: [rules.chars(1, POST_NAME_MAX)] },
		{ parameter: option('video_title'), field: 'Video Title', rules: [rules.chars(1, 70)] },
		{
			parameter: option('video_description'),
			field: 'Video Description',
			rules: [rules.chars(1, 200)],
		},
		enumCheck(option('conversation_settings'), 'Conversation Settings', CONVERSATION_SETTINGS),
		enumCheck(option('post_mode'), 'Post Mode', POST_MODES),
		enumCheck(option('video_cta'), 'Video CTA', VIDEO_CTAS),
	),
	textMediaAndCta,
];

const query = (property: string) => ({ send: { type: 'query' as const, property } });

/** POST /12/accounts/:account_id/post (parameters in the query, as every non-batch ads endpoint). */
export const createOperation: Operation = {
	name: 'Create',
	value: 'create',
	action: 'Create an ads post',
	description: 'Create a post on behalf of an advertiser, promoted-only by default',
	routing: adsRouting({ method: 'POST', url: accountPath('/post') }, { preSend: createChecks }),
	fields: [
		{
			displayName: 'As User ID',
			name: 'as_user_id',
			type: 'string',
			required: true,
			default: '',
			placeholder: '756201191646691328',
			description:
				'Numeric ID of the advertiser on whose behalf the post is made; the advertiser must have granted access to the authenticated user',
			routing: query('as_user_id'),
		},
		textField,
		{
			displayName: 'Media Keys',
			name: 'media_keys',
			type: 'string',
			default: '',
			placeholder: '3_1551445523498905600',
			description:
				'Comma-separated media keys (from media upload or the media library): up to 4 images, or 1 GIF, or 1 video',
			routing: query('media_keys'),
		},
		{
			displayName: 'Nullcast',
			name: 'nullcast',
			type: 'boolean',
			default: true,
			description:
				"Whether the post is promoted-only: shown only where it is promoted, not on the timeline of the advertiser's followers. Turn off for an organic post, which is allowed only when As User ID is the authenticated user.",
			routing: query('nullcast'),
		},
		{
			displayName: 'Additional Fields',
			name: OPTIONS,
			type: 'collection',
			placeholder: 'Add Field',
			default: {},
			options: [
				{
					displayName: 'Card URI',
					name: 'card_uri',
					type: 'string',
					default: '',
					placeholder: 'card://1044294149527166979',
					description: 'The card_uri of a card to attach',
					routing: query('card_uri'),
				},
				enumField(
					{
						displayName: 'Conversation Settings',
						name: 'conversation_settings',
						default: 'EVERYONE',
						description: 'Who can reply (not returned by the create answer; later reads show it)',
						routing: query('conversation_settings'),
					},
					CONVERSATION_SETTINGS,
				),
				{
					displayName: 'Name',
					name: 'name',
					type: 'string',
					default: '',
					description: `A name for the post, to find it among the account's posts (at most ${POST_NAME_MAX} characters)`,
					routing: query('name'),
				},
				enumField(
					{
						displayName: 'Post Mode',
						name: 'post_mode',
						default: 'extended',
						description: 'Compat returns the text in text, extended in full_text',
						routing: query('post_mode'),
					},
					POST_MODES,
				),
				{
					displayName: 'Trim User',
					name: 'trim_user',
					type: 'boolean',
					default: false,
					description: "Whether the answer's user holds only the author's ID",
					routing: query('trim_user'),
				},
				enumField(
					{
						displayName: 'Video CTA',
						name: 'video_cta',
						default: 'VISIT_SITE',
						description: 'Call to action of the video; needs Video CTA Value',
						routing: query('video_cta'),
					},
					VIDEO_CTAS,
				),
				{
					displayName: 'Video CTA Value',
					name: 'video_cta_value',
					type: 'string',
					default: '',
					placeholder: 'https://example.com',
					description: 'The value of the call to action (e.g. the site to visit); needs Video CTA',
					routing: query('video_cta_value'),
				},
				{
					displayName: 'Video Description',
					name: 'video_description',
					type: 'string',
					default: '',
					description: 'Description shown under the video (at most 200 characters)',
					routing: query('video_description'),
				},
				{
					displayName: 'Video Title',
					name: 'video_title',
					type: 'string',
					default: '',
					description: 'Title shown with the video (at most 70 characters)',
					routing: query('video_title'),
				},
			],
		},
	],
};
