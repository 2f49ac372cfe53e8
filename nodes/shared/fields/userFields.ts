import { fieldListProperty } from './fieldList';

/** The user.fields values the platform knows (the fields of its user object). */
const USER_FIELDS = [
	'affiliation',
	'confirmed_email',
	'connection_status',
	'created_at',
	'description',
	'entities',
	'is_identity_verified',
	'location',
	'name',
	'parody',
	'pinned_post_id',
	'profile_banner_url',
	'profile_image_url',
	'protected',
	'public_metrics',
	'receives_your_dm',
	'subscribes_to_you',
	'subscription',
	'subscription_type',
	'url',
	'username',
	'verified',
	'verified_followers_count',
	'verified_type',
	'withheld',
];

export const userFieldsProperty = fieldListProperty(
	'User Fields',
	'userFields',
	'user.fields',
	USER_FIELDS,
	'Fields to return besides ID, name and username. A new node asks for the creation time, the description and the metrics; none selected sends no user.fields parameter.',
	['created_at', 'description', 'public_metrics'],
);
