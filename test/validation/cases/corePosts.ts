import { ids, locator, rows } from '../matrixCase';

/**
 * The core interface v2: posts, users, news. Values come from expressions: n8n itself
 * flags a literal value that breaks a locator's pattern before the run.
 */
export const corePostCases = rows(1, 'core', {}, [
	[
		'post id that is not 1 to 19 digits',
		{ resource: 'post', operation: 'get', postId: locator('15000abc') },
		'Item 1: Post must be a numeric ID of 1 to 19 digits, got "15000abc"',
	],
	[
		'post id of 20 digits',
		{ resource: 'post', operation: 'delete', postId: locator('12345678901234567890') },
		'Item 1: Post must be a numeric ID of 1 to 19 digits',
	],
	[
		'post link without a post id',
		{
			resource: 'post',
			operation: 'get',
			postId: locator('https://example.com/platformdev', 'url'),
		},
		'Item 1: Post must be a link to it',
	],
	[
		'empty post id',
		{ resource: 'post', operation: 'get', postId: locator('') },
		'Item 1: Post is required',
	],
	[
		'more than 100 ids',
		{ resource: 'post', operation: 'getMany', postIds: ids(101) },
		'Item 1: Post IDs allows at most 100 entries (it has 101)',
	],
	[
		'a bad id in the list',
		{ resource: 'post', operation: 'getMany', postIds: '1500000000000000301,abc' },
		'Item 1: Post IDs must hold numeric IDs of 1 to 19 digits; "abc" is not one',
	],
	[
		'no ids',
		{ resource: 'post', operation: 'getMany', postIds: ' , ' },
		'Item 1: Post IDs needs at least one post ID',
	],
	[
		'text over 25,000 characters',
		{ resource: 'post', operation: 'create', text: 'x'.repeat(25_001) },
		'Item 1: Text is 25,001 of 25,000 characters as the platform counts them (links count as 23, most CJK characters and emoji as 2)',
	],
	[
		'no text and no media',
		{ resource: 'post', operation: 'create', text: '  ' },
		'Item 1: Text is required unless Media IDs are given',
	],
	[
		'five media ids',
		{ resource: 'post', operation: 'create', text: 'x', options: { mediaIds: ids(5) } },
		'Item 1: Media IDs allows at most 4 entries (it has 5)',
	],
	[
		'a media id that is not numeric',
		{
			resource: 'post',
			operation: 'create',
			text: 'x',
			options: { mediaIds: '3_1455952740635586573' },
		},
		'Item 1: Media IDs must hold numeric IDs',
	],
	[
		'a poll with one option',
		{ resource: 'post', operation: 'create', text: 'x', options: { pollOptions: ['Yes'] } },
		'Item 1: Poll Options needs 2 to 4 options (it has 1)',
	],
	[
		'a poll with five options',
		{
			resource: 'post',
			operation: 'create',
			text: 'x',
			options: { pollOptions: ['a', 'b', 'c', 'd', 'e'] },
		},
		'Item 1: Poll Options needs 2 to 4 options (it has 5)',
	],
	[
		'a poll option over 25 characters',
		{
			resource: 'post',
			operation: 'create',
			text: 'x',
			options: { pollOptions: ['Yes', 'n'.repeat(26)] },
		},
		'Item 1: Poll Options (option 2) must be at most 25 characters long (it has 26)',
	],
	[
		'an empty poll option',
		{ resource: 'post', operation: 'create', text: 'x', options: { pollOptions: ['', 'No'] } },
		'Item 1: Poll Options (option 1) must not be empty',
	],
	[
		'a poll of 4 minutes',
		{
			resource: 'post',
			operation: 'create',
			text: 'x',
			options: { pollOptions: ['a', 'b'], pollDurationMinutes: 4 },
		},
		'Item 1: Poll Duration (Minutes) must be a whole number from 5 to 10,080, got 4',
	],
	[
		'a poll of 10,081 minutes',
		{
			resource: 'post',
			operation: 'create',
			text: 'x',
			options: { pollOptions: ['a', 'b'], pollDurationMinutes: 10_081 },
		},
		'Item 1: Poll Duration (Minutes) must be a whole number from 5 to 10,080, got 10081',
	],
	[
		'a poll duration without options',
		{ resource: 'post', operation: 'create', text: 'x', options: { pollDurationMinutes: 60 } },
		'Item 1: Poll Options needs 2 to 4 options (it has 0)',
	],
	[
		'a bad reply-to id',
		{ resource: 'post', operation: 'create', text: 'x', options: { inReplyToPostId: 'abc' } },
		'Item 1: Reply To Post ID must be a numeric ID',
	],
	[
		'a bad quote id',
		{ resource: 'post', operation: 'create', text: 'x', options: { quotePostId: '1.5' } },
		'Item 1: Quote Post ID must be a numeric ID',
	],
	[
		'a bad community id',
		{ resource: 'post', operation: 'create', text: 'x', options: { communityId: 'community' } },
		'Item 1: Community ID must be a numeric ID',
	],
	[
		'share with followers without a community',
		{ resource: 'post', operation: 'create', text: 'x', options: { shareWithFollowers: true } },
		'Item 1: Share With Followers needs Community ID',
	],
	[
		'edit of a bad post id',
		{ resource: 'post', operation: 'edit', postId: locator('x1'), text: 'x' },
		'Item 1: Post to Edit must be a numeric ID',
	],
	[
		'edit with text over 25,000 characters',
		{
			resource: 'post',
			operation: 'edit',
			postId: locator('1500000000000000301'),
			text: 'é'.repeat(25_001),
		},
		'Item 1: Text is 25,001 of 25,000 characters as the platform counts them',
	],
	[
		'an empty query',
		{ resource: 'post', operation: 'searchRecent', query: '={{ "" }}' },
		'Item 1: Query is required',
	],
	[
		'a query over 4,096 characters',
		{
			resource: 'post',
			operation: 'searchAll',
			authentication: 'bearerToken',
			query: 'q'.repeat(4097),
		},
		'Item 1: Query must be at most 4,096 characters long (it has 4,097)',
	],
	[
		'a count query over 4,096 characters',
		{
			authentication: 'bearerToken',
			resource: 'post',
			operation: 'countRecent',
			query: 'q'.repeat(4097),
		},
		'Item 1: Query must be at most 4,096 characters long',
	],
	[
		'a start time that is not a time',
		{
			resource: 'post',
			operation: 'searchRecent',
			query: 'x',
			filters: { startTime: 'yesterday' },
		},
		'Item 1: Start Time must be a date and time such as 2026-01-31T12:00:00Z, got "yesterday"',
	],
	[
		'an end time that is not a time',
		{
			authentication: 'bearerToken',
			resource: 'post',
			operation: 'countAll',
			query: 'x',
			filters: { endTime: '2026-02-30T99:00:00' },
		},
		'Item 1: End Time must be a date and time',
	],
	[
		'an end time before the start time',
		{
			resource: 'post',
			operation: 'searchRecent',
			query: 'x',
			filters: { startTime: '2026-01-02T00:00:00Z', endTime: '2026-01-01T00:00:00Z' },
		},
		'Item 1: End Time must be after Start Time',
	],
	[
		'a bad since id',
		{ resource: 'post', operation: 'searchRecent', query: 'x', filters: { sinceId: 'latest' } },
		'Item 1: Since ID must be a numeric ID',
	],
	[
		'a bad until id',
		{
			authentication: 'bearerToken',
			resource: 'post',
			operation: 'countRecent',
			query: 'x',
			filters: { untilId: '-1' },
		},
		'Item 1: Until ID must be a numeric ID',
	],
	[
		'a bad user id',
		{ resource: 'user', operation: 'getById', userId: 'platformdev' },
		'Item 1: User ID must be a numeric ID',
	],
	[
		'a username over 15 characters',
		{ resource: 'user', operation: 'getByUsername', username: 'a_very_long_username' },
		'Item 1: Username must be 1 to 15 letters, digits or underscores',
	],
	[
		'a username with a space',
		{ resource: 'user', operation: 'getByUsername', username: 'two words' },
		'Item 1: Username must be 1 to 15 letters, digits or underscores',
	],
	[
		'a news query over 2,048 characters',
		{ resource: 'news', operation: 'search', query: 'n'.repeat(2049) },
		'Item 1: Query must be at most 2,048 characters long',
	],
	[
		'a news limit over 100',
		{ resource: 'news', operation: 'search', query: 'x', limit: 101 },
		'Item 1: Limit must be a whole number from 1 to 100, got 101',
	],
	[
		'a news max age over 720 hours',
		{ resource: 'news', operation: 'search', query: 'x', maxAgeHours: 721 },
		'Item 1: Max Age (Hours) must be a whole number from 1 to 720, got 721',
	],
	[
		'a bad news id',
		{ resource: 'news', operation: 'get', newsId: 'top' },
		'Item 1: News ID must be a numeric ID',
	],
]);
