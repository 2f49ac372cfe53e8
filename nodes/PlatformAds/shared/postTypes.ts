import { enumCheck, enumField } from '../../shared/ads/enums';

/** Which posts: drafts, published ones or scheduled ones (account posts and post previews). */
export const POST_TYPES = ['DRAFT', 'PUBLISHED', 'SCHEDULED'] as const;

/** The required Post Type dropdown of the operations that read posts by kind, and its check. */
export const postTypeField = (show: Record<string, string[]>) => ({
	field: enumField(
		{
			displayName: 'Post Type',
			name: 'postType',
			required: true,
			default: 'PUBLISHED',
			description: 'Which posts: published, scheduled or drafts; IDs of another type are left out',
			displayOptions: { show },
			routing: { send: { type: 'query', property: 'post_type' } },
		},
		POST_TYPES,
	),
	check: enumCheck('postType', 'Post Type', POST_TYPES),
});
