import { ids, rows } from '../matrixCase';

const uuids = (count: number) =>
	Array.from(
		{ length: count },
		(_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
	).join(',');

/** Core interface: filtered-stream rules, connections, media status, token invalidation. */
export const coreStreamConnectionMediaTokenCases = [
	...rows(1, 'core', { authentication: 'bearerToken', resource: 'streamRule' }, [
		[
			'a rule over 2,048 characters',
			{ operation: 'add', value: 'a'.repeat(2049) },
			'Item 1: Value must be at most 2,048 characters long (it has 2,049)',
		],
		[
			'an empty rule (expression)',
			{ operation: 'add', value: '={{ "  " }}' },
			'Item 1: Value is required',
		],
		[
			'delete by ids without ids',
			{ operation: 'delete', deleteBy: 'ids', ruleIds: '={{ "" }}' },
			'Item 1: Rule IDs is required',
		],
		[
			'delete by ids with an id of 20 digits',
			{ operation: 'delete', deleteBy: 'ids', ruleIds: '12345678901234567890' },
			'Item 1: Rule IDs must hold numeric IDs of 1 to 19 digits; "12345678901234567890" is not one',
		],
		[
			'delete by value without a value',
			{ operation: 'delete', deleteBy: 'value', ruleValue: '={{ "" }}' },
			'Item 1: Rule Value is required',
		],
	]),
	...rows(
		1,
		'core',
		{ authentication: 'bearerToken', resource: 'connection', operation: 'deleteByIds' },
		[
			[
				'no connection ids (expression)',
				{ connectionIds: '={{ " " }}' },
				'Item 1: Connection IDs is required',
			],
			[
				'101 connection ids',
				{ connectionIds: uuids(101) },
				'Item 1: Connection IDs allows at most 100 entries (it has 101)',
			],
		],
	),
	...rows(1, 'core', { resource: 'media', operation: 'getUploadStatus' }, [
		[
			'a media key instead of a media id',
			{ mediaId: '3_123' },
			'Item 1: Media ID must be a numeric ID of 1 to 19 digits, got "3_123"',
		],
		['no media id (expression)', { mediaId: '={{ "" }}' }, 'Item 1: Media ID is required'],
	]),
	...rows(1, 'core', { resource: 'token' }, [
		[
			'invalidating an access token needs OAuth1',
			{ operation: 'invalidateAccessToken', authentication: 'bearerToken' },
			'Item 1: Token > Invalidate Access Token needs a Platform OAuth1 API or Platform OAuth1 Sign-In API credential',
		],
		[
			'invalidating the bearer token needs the API key and secret',
			{ operation: 'invalidateBearerToken', authentication: 'bearerToken' },
			'Item 1: Token > Invalidate Bearer Token needs a Platform OAuth1 API or Platform App-Only API credential',
		],
	]),
	...rows(1, 'core', { resource: 'post', operation: 'getMany' }, [
		[
			'100 ids are fine, 101 are not (by expression)',
			{ postIds: `={{ ${JSON.stringify(ids(101))} }}` },
			'Item 1: Post IDs allows at most 100 entries (it has 101)',
		],
	]),
];
