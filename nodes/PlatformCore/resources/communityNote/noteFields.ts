import type { INodeProperties } from 'n8n-workflow';

/** Both note searches require test_mode (reference searchEligiblePosts, searchCommunityNotesWritten). */
export const testModeProperty: INodeProperties = {
	displayName: 'Test Mode',
	name: 'testMode',
	type: 'boolean',
	default: true,
	description:
		'Whether to work with test notes, which are not shown publicly (apps in the test phase must use it)',
	routing: { send: { type: 'query', property: 'test_mode', value: '={{String($value)}}' } },
};

/** A post id field, checked as 1 to 19 digits by the operation's preSend. */
export const postIdProperty = (description: string): INodeProperties => ({
	displayName: 'Post ID',
	name: 'postId',
	type: 'string',
	default: '',
	required: true,
	placeholder: '1346889436626259968',
	description,
	routing: { send: { type: 'body', property: 'post_id', value: '={{$value.trim()}}' } },
});
