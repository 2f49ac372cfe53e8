import { corePaging, listRouting, returnAllOrLimit } from '../../../shared/routing/listRouting';
import { fieldListProperty } from '../../../shared/fields/fieldList';
import { testModeProperty } from './noteFields';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** The post.fields values the platform knows (the fields of its post object). */
const POST_FIELDS = [
	'attachments',
	'author_id',
	'community_id',
	'context_annotations',
	'conversation_id',
	'created_at',
	'entities',
	'lang',
	'paid_partnership',
	'possibly_sensitive',
	'public_metrics',
	'referenced_posts',
];

/** GET /2/notes/search/posts_eligible_for_notes: posts the caller may write a note about. */
export const searchEligiblePostsOperation: Operation = {
	name: 'Search Eligible Posts',
	value: 'searchEligiblePosts',
	action: 'Search posts eligible for notes',
	description: 'List posts the user may write a community note about',
	acceptedAuthentication: USER,
	routing: listRouting(
		{ request: { method: 'GET', url: '/2/notes/search/posts_eligible_for_notes' } },
		corePaging(100),
	),
	fields: [
		testModeProperty,
		...returnAllOrLimit(),
		fieldListProperty(
			'Post Fields',
			'postFields',
			'post.fields',
			POST_FIELDS,
			'Fields to return besides ID and text. None selected sends no post.fields parameter.',
		),
		{
			displayName: 'Post Selection',
			name: 'postSelection',
			type: 'string',
			default: '',
			description:
				'Which eligible posts to return, as the platform names the selection (sent as post_selection)',
			routing: {
				send: { type: 'query', property: 'post_selection', value: '={{$value || undefined}}' },
			},
		},
	],
};
