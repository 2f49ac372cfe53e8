import { rules, validateParameters } from '../../../shared/validation';
import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { idLocator, idSegment } from '../../../shared/ads/adsLocators';
import { adsRouting, requireIds } from '../../../shared/ads/adsRouting';
import { POST_NAME_MAX } from '../../shared/postLimits';
import type { Operation } from '../../../shared/descriptions/resource';

const POST = 'postId';

/** PUT /12/accounts/:account_id/posts/:post_id/name */
export const renameOperation: Operation = {
	name: 'Rename',
	value: 'rename',
	action: 'Rename an ads post',
	description: 'Change the name of a post of the account',
	routing: adsRouting(
		{ method: 'PUT', url: accountPath(`/posts/${idSegment(POST)}/name`) },
		{
			preSend: [
				requireIds(ACCOUNT_FIELD),
				validateParameters({ parameter: POST, field: 'Post', rules: [rules.id], required: true }),
				validateParameters({
					parameter: 'name',
					field: 'Name',
					rules: [rules.chars(1, POST_NAME_MAX)],
					required: true,
				}),
			],
		},
	),
	fields: [
		idLocator(
			{
				name: POST,
				displayName: 'Post',
				description: 'The post to rename (its id_str)',
				placeholder: '1551445523498905600',
			},
			{ resource: ['adsPost'], operation: ['rename'] },
		),
		{
			displayName: 'Name',
			name: 'name',
			type: 'string',
			required: true,
			default: '',
			description: `The new name (at most ${POST_NAME_MAX} characters)`,
			routing: { send: { type: 'query', property: 'name' } },
		},
	],
};
