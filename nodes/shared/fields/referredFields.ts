import type { INodeProperties } from 'n8n-workflow';

import { fieldListProperty } from './fieldList';
import { POST_FIELDS } from './lookupFields';
import { userFieldsProperty } from './userFields';

/**
 * Field lists of the objects a record refers to, for endpoints whose main records are not posts:
 * a user's pinned and most recent post, a list's owner, the posts a direct message refers to, a
 * space's topics. Nothing selected sends nothing.
 */
export const referredPostFieldsProperty = fieldListProperty(
	'Referred Post Fields',
	'referredPostFields',
	'post.fields',
	POST_FIELDS,
	'Fields of the posts returned with the records (needs an expansion such as Pinned Post ID) besides ID and text',
);

/** expansions and post.fields of every endpoint that returns users. */
export const userExpansionProperties: INodeProperties[] = [
	fieldListProperty(
		'User Expansions',
		'userExpansions',
		'expansions',
		['affiliation', 'most_recent_post_id', 'pinned_post_id'],
		"Objects to return with the users: Pinned Post ID adds each user's pinned post, Most Recent Post ID the latest one",
	),
	referredPostFieldsProperty,
];

/** expansions and user.fields of every endpoint that returns lists. */
export const listExpansionProperties: INodeProperties[] = [
	fieldListProperty(
		'List Expansions',
		'listExpansions',
		'expansions',
		['owner_id'],
		"Objects to return with the lists: Owner ID adds each list's owner (name, username)",
	),
	{
		...userFieldsProperty,
		default: [],
		description: 'Fields of expanded owners besides ID, name and username',
	},
];

/** topic.fields of every endpoint that returns spaces. */
export const topicFieldsProperty = fieldListProperty(
	'Topic Fields',
	'topicFields',
	'topic.fields',
	['description', 'name'],
	"Fields of the spaces' expanded topics besides ID (needs the expansion Topic IDs)",
);
