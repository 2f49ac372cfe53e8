import type { INodeProperties } from 'n8n-workflow';

/** user.fields values named in spec document 1 ("User object"). */
const USER_FIELDS = [
	'affiliation',
	'connection_status',
	'created_at',
	'description',
	'entities',
	'location',
	'name',
	'pinned_post_id',
	'profile_image_url',
	'protected',
	'public_metrics',
	'subscription_type',
	'url',
	'username',
	'verified',
	'verified_type',
];

export const userFieldsProperty: INodeProperties = {
	displayName: 'User Fields',
	name: 'userFields',
	type: 'multiOptions',
	options: USER_FIELDS.map((field) => ({ name: field, value: field })),
	default: [],
	description:
		'Fields to return besides ID, name and username. None selected sends no user.fields parameter.',
	routing: {
		send: {
			type: 'query',
			property: 'user.fields',
			propertyInDotNotation: false,
			value: '={{$value.length ? $value.join(",") : undefined}}',
		},
	},
};
