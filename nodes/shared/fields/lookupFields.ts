import type { INodeProperties } from 'n8n-workflow';

import { fieldListProperty } from './fieldList';
import { userFieldsProperty } from './userFields';
import { outputProperty } from '../descriptions/output';

/**
 * Field selection of every operation that returns posts (Get, Get Many, Search): post.fields,
 * expansions, media.fields, poll.fields, place.fields and user.fields, from the reference
 * description plus the fields the interface documents (author_id, in_reply_to_user_id,
 * referenced_posts, edit_history_post_ids). id and text always come back and are not offered;
 * `source` is no longer part of a post.
 */
export const POST_FIELDS = [
	'article',
	'article_title',
	'attachments',
	'author_id',
	'card_uri',
	'community_id',
	'context_annotations',
	'conversation_id',
	'created_at',
	'display_text_range',
	'edit_controls',
	'edit_history_post_ids',
	'entities',
	'geo',
	'in_reply_to_user_id',
	'lang',
	'matched_media_notes',
	'media_metadata',
	'non_public_metrics',
	'note_post',
	'note_request_suggestions',
	'organic_metrics',
	'paid_partnership',
	'possibly_sensitive',
	'promoted_metrics',
	'public_metrics',
	'referenced_posts',
	'reply_settings',
	'scopes',
	'suggested_source_links',
	'suggested_source_links_with_counts',
	'withheld',
];

/** What a new node asks for: when, who, how it did, which conversation, which language. */
const DEFAULT_POST_FIELDS = [
	'author_id',
	'conversation_id',
	'created_at',
	'lang',
	'public_metrics',
];

const EXPANSIONS = [
	'article.cover_media',
	'article.media_entities',
	'attachments.media_keys',
	'attachments.media_source_post',
	'attachments.poll_ids',
	'author_id',
	'edit_history_post_ids',
	'entities.mentions.username',
	'geo.place_id',
	'in_reply_to_user_id',
	'referenced_posts',
	'username',
];

const POLL_FIELDS = ['duration_minutes', 'end_datetime', 'options', 'voting_status'];

const PLACE_FIELDS = [
	'contained_within',
	'country',
	'country_code',
	'full_name',
	'geo',
	'name',
	'place_type',
];

export const MEDIA_FIELDS = [
	'alt_text',
	'duration_ms',
	'height',
	'media_key',
	'non_public_metrics',
	'organic_metrics',
	'preview_image_url',
	'promoted_metrics',
	'public_metrics',
	'type',
	'url',
	'variants',
	'width',
];

export const lookupFieldsProperties: INodeProperties[] = [
	fieldListProperty(
		'Post Fields',
		'postFields',
		'post.fields',
		POST_FIELDS,
		'Fields to return besides ID and text. A new node asks for the time, author, metrics, conversation and language; none selected sends no post.fields parameter.',
		DEFAULT_POST_FIELDS,
	),
	fieldListProperty(
		'Expansions',
		'expansions',
		'expansions',
		EXPANSIONS,
		"Objects to return with the posts: Author ID adds each post's author (name, username), Attachments Media Keys its media. A new node adds the author.",
		['author_id'],
	),
	fieldListProperty(
		'Media Fields',
		'mediaFields',
		'media.fields',
		MEDIA_FIELDS,
		'Fields of expanded media besides media_key and type (needs the expansion attachments.media_keys)',
	),
	fieldListProperty(
		'Poll Fields',
		'pollFields',
		'poll.fields',
		POLL_FIELDS,
		'Fields of expanded polls besides ID and options (needs the expansion attachments.poll_ids)',
	),
	fieldListProperty(
		'Place Fields',
		'placeFields',
		'place.fields',
		PLACE_FIELDS,
		'Fields of expanded places besides ID and full name (needs the expansion geo.place_id)',
	),
	{
		...userFieldsProperty,
		description:
			'Fields of expanded users besides ID, name and username (needs an expansion such as Author ID)',
	},
	outputProperty(
		{
			name: 'Posts With Expansions Merged In',
			value: 'merged',
			description:
				'One item per post, with the objects it refers to added to it: its author, the user it replies to, its media, polls and place, and the posts it quotes or replies to',
		},
		'One item per answer, exactly as the platform sends it: the posts, the referred objects apart from them, paging details and any partial errors (a search gives one item per page)',
	),
];
