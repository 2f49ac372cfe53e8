import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { rules, type Rule } from '../../../shared/validation';

/**
 * Fields of POST /2/posts about what a post discloses and who sees it (made with AI, super
 * followers only, a direct-message link, who may answer the poll) and about the media it carries
 * (title, description, a custom preview, a call to action, embeddable). Each names the platform's
 * property it is sent as.
 */
const POLL_REPLY_SETTINGS = [
	{ name: 'Mentioned Users', value: 'mentionedUsers' },
	{ name: 'People the Author Follows', value: 'following' },
	{ name: 'Subscribers', value: 'subscribers' },
	{ name: 'Verified Users', value: 'verified' },
];

const CALL_TO_ACTIONS = [
	{ name: 'Visit Site', value: 'visit_site', description: 'Sent as call_to_actions.visit_site' },
	{ name: 'Watch Now', value: 'watch_now', description: 'Sent as call_to_actions.watch_now' },
];

export const disclosureCreateOptions: INodeProperties[] = [
	{
		displayName: 'Made With AI',
		name: 'madeWithAi',
		type: 'boolean',
		default: false,
		description:
			'Whether to disclose that the post contains media made with AI. Sent as made_with_ai.',
	},
	{
		displayName: 'For Super Followers Only',
		name: 'forSuperFollowersOnly',
		type: 'boolean',
		default: false,
		description:
			'Whether only your super followers see the post. Sent as for_super_followers_only.',
	},
	{
		displayName: 'Direct Message Link',
		name: 'directMessageDeepLink',
		type: 'string',
		default: '',
		placeholder: 'e.g. https://platform.example/messages/compose?recipient_id=2244994945',
		description:
			'An HTTPS link that opens a direct message to you, shown with the post. Sent as direct_message_deep_link.',
	},
	{
		displayName: 'Poll Reply Settings',
		name: 'pollReplySettings',
		type: 'options',
		options: POLL_REPLY_SETTINGS,
		default: 'following',
		description: 'Who may answer the poll (needs Poll Options). Sent as poll.reply_settings.',
	},
	{
		displayName: 'Media Title',
		name: 'mediaTitle',
		type: 'string',
		default: '',
		description: 'Title shown on the post card of a video (needs Media IDs). Sent as media.title.',
	},
	{
		displayName: 'Media Description',
		name: 'mediaDescription',
		type: 'string',
		default: '',
		description:
			'Description shown on the post card of a video (needs Media IDs). Sent as media.description.',
	},
	{
		displayName: 'Media Preview Image ID',
		name: 'previewMediaId',
		type: 'string',
		default: '',
		description:
			'ID of an uploaded image shown as the preview (thumbnail) of the video (needs Media IDs). Sent as media.preview_media_id.',
	},
	{
		displayName: 'Media Call to Action',
		name: 'callToAction',
		type: 'options',
		options: CALL_TO_ACTIONS,
		default: 'visit_site',
		description:
			'A button shown on the media that opens Call to Action URL (needs Media IDs). Sent as media.call_to_actions.',
	},
	{
		displayName: 'Media Call to Action URL',
		name: 'callToActionUrl',
		type: 'string',
		default: '',
		placeholder: 'e.g. https://example.com/offer',
		description: 'HTTPS address the call-to-action button opens (needs Media Call to Action)',
	},
	{
		displayName: 'Media Embeddable',
		name: 'embeddable',
		type: 'boolean',
		default: false,
		description:
			"Whether the media's links do not expire and it may be played on other sites (needs Media IDs). Sent as media.embeddable.",
	},
];

/** The platform's body names of these fields, for the reference coverage test. */
export const DISCLOSURE_SENDS = [
	'made_with_ai',
	'for_super_followers_only',
	'direct_message_deep_link',
	'poll.reply_settings',
	'media.title',
	'media.description',
	'media.preview_media_id',
	'media.call_to_actions',
	'media.embeddable',
];

type Check = (field: string, value: unknown, fieldRules: Rule[]) => void;
type Refuse = (field: string, problem: string) => never;

const MEDIA_FIELDS: Array<[string, string]> = [
	['mediaTitle', 'Media Title'],
	['mediaDescription', 'Media Description'],
	['previewMediaId', 'Media Preview Image ID'],
	['callToAction', 'Media Call to Action'],
	['embeddable', 'Media Embeddable'],
];

/** Adds the disclosure and media-card fields the user set; one whose companion is missing is refused. */
export function addDisclosureFields(
	body: IDataObject,
	options: IDataObject,
	check: Check,
	refuse: Refuse,
): void {
	if (options.madeWithAi !== undefined) body.made_with_ai = Boolean(options.madeWithAi);
	if (options.forSuperFollowersOnly !== undefined)
		body.for_super_followers_only = Boolean(options.forSuperFollowersOnly);
	const link = String(options.directMessageDeepLink ?? '').trim();
	if (link) {
		check('Direct Message Link', link, [rules.https]);
		body.direct_message_deep_link = link;
	}
	if (options.pollReplySettings !== undefined) {
		const poll = body.poll as IDataObject | undefined;
		if (!poll) refuse('Poll Reply Settings', 'needs Poll Options');
		check('Poll Reply Settings', options.pollReplySettings, [
			rules.oneOf(POLL_REPLY_SETTINGS.map((option) => option.value)),
		]);
		poll.reply_settings = options.pollReplySettings;
	}
	const media = body.media as IDataObject | undefined;
	for (const [name, field] of MEDIA_FIELDS)
		if (options[name] !== undefined && options[name] !== '' && !media)
			refuse(field, 'needs Media IDs');
	if (!media) {
		if (options.callToActionUrl) refuse('Media Call to Action URL', 'needs Media IDs');
		return;
	}
	if (options.mediaTitle) media.title = String(options.mediaTitle);
	if (options.mediaDescription) media.description = String(options.mediaDescription);
	const preview = String(options.previewMediaId ?? '').trim();
	if (preview) {
		check('Media Preview Image ID', preview, [rules.id]);
		media.preview_media_id = preview;
	}
	if (options.embeddable !== undefined) media.embeddable = Boolean(options.embeddable);
	const url = String(options.callToActionUrl ?? '').trim();
	if (options.callToAction === undefined) {
		if (url) refuse('Media Call to Action URL', 'needs Media Call to Action');
		return;
	}
	check('Media Call to Action', options.callToAction, [
		rules.oneOf(CALL_TO_ACTIONS.map((option) => option.value)),
	]);
	if (!url) refuse('Media Call to Action URL', 'is required with Media Call to Action');
	check('Media Call to Action URL', url, [rules.https]);
	media.call_to_actions = { [String(options.callToAction)]: { url } };
}
