import { fieldListProperty } from '../../../shared/fields/fieldList';

/** community.fields: what a community record holds besides its ID and name. */
export const communityFieldsProperty = fieldListProperty(
	'Community Fields',
	'communityFields',
	'community.fields',
	['access', 'created_at', 'description', 'join_policy', 'member_count'],
	'Fields to return besides ID and name. A new node asks for the description and the member count.',
	['description', 'member_count'],
);
