import { postListFields, postListRouting } from '../../shared/postListRouting';
import { testModeProperty } from './noteFields';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** The post lists' fields and expansions, none selected in a new node (it asks for the posts only). */
const eligiblePostFields = postListFields.map((field) =>
	field.type === 'multiOptions' ? { ...field, default: [] } : field,
);

/** GET /2/notes/search/posts_eligible_for_notes: posts the caller may write a note about. */
export const searchEligiblePostsOperation: Operation = {
	name: 'Search Eligible Posts',
	value: 'searchEligiblePosts',
	action: 'Search posts eligible for notes',
	description: 'List posts the user may write a community note about',
	acceptedAuthentication: USER,
	routing: postListRouting('/2/notes/search/posts_eligible_for_notes', [], 100),
	fields: [
		testModeProperty,
		...eligiblePostFields,
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
