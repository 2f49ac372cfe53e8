import { ids, locator, rows, type MatrixCase } from '../matrixCase';

const POST = '1700000000000000000';

/** Core interface, posts and people: likes, reposts, analytics, timelines, users, bookmarks, trends. */
export const coreEngagementCases: MatrixCase[] = [
	...rows(1, 'core', { resource: 'post', operation: 'like' }, [
		[
			'a post ID that is not one',
			{ postId: locator('abc') },
			'Item 1: Post must be a numeric ID of 1 to 19 digits, got "abc"',
		],
		[
			'a post link that is not one',
			{ postId: locator('https://example.com/nope', 'url') },
			'Item 1: Post must be a link to it',
		],
		['no post', { postId: locator('') }, 'Item 1: Post is required'],
	]),
	...rows(
		1,
		'core',
		{
			resource: 'post',
			operation: 'getAnalytics',
			startTime: '2026-11-01T00:00:00Z',
			endTime: '2026-11-02T00:00:00Z',
		},
		[
			[
				'more than 100 post IDs',
				{ postIds: ids(101) },
				'Item 1: Post IDs allows at most 100 entries (it has 101)',
			],
			[
				'no start time',
				{ postIds: POST, startTime: '={{ "" }}' },
				'Item 1: Start Time is required',
			],
			[
				'an end before the start',
				{ postIds: POST, endTime: '2026-10-01T00:00:00Z' },
				'Item 1: End Time must be after Start Time',
			],
		],
	),
	...rows(1, 'core', { resource: 'timeline', operation: 'userPosts' }, [
		[
			'a username that is not one',
			{ user: locator('bad name!', 'username') },
			'Item 1: User must be a username of 1 to 15 letters, digits or underscores, got "bad name!"',
		],
		[
			'a profile link that is not one',
			{ user: locator('https://example.com/a/b/c', 'url') },
			'Item 1: User must be a link to a profile',
		],
		[
			'a since ID that is not one',
			{ filters: { sinceId: 'x1' } },
			'Item 1: Since ID must be a numeric ID of 1 to 19 digits, got "x1"',
		],
	]),
	...rows(1, 'core', { resource: 'user' }, [
		[
			'more than 100 user IDs',
			{ operation: 'getManyByIds', userIds: ids(101) },
			'Item 1: User IDs allows at most 100 entries (it has 101)',
		],
		[
			'a username with a dash',
			{ operation: 'getManyByUsernames', usernames: 'good,a-b' },
			'Item 1: Usernames must hold usernames of 1 to 15 letters, digits or underscores',
		],
		[
			'a search with markup',
			{ operation: 'search', query: '<b>' },
			'Item 1: Query must be 1 to 50 letters, digits, underscores, apostrophes or spaces, got "<b>"',
		],
		[
			'a user to follow given by a bad ID',
			{ operation: 'follow', targetUser: locator('12a') },
			'Item 1: User must be a numeric ID of 1 to 19 digits, got "12a"',
		],
		[
			'no user to mute',
			{ operation: 'mute', targetUser: locator('', 'username') },
			'Item 1: User is required',
		],
	]),
	...rows(1, 'core', { resource: 'bookmark', authentication: 'bearerToken' }, [
		[
			'a folder name of 26 characters',
			{ operation: 'createFolder', name: 'x'.repeat(26) },
			'Item 1: Name must be at most 25 characters long (it has 26)',
		],
		[
			'a folder ID that is not one',
			{ operation: 'folderPosts', folderId: locator('f1') },
			'Item 1: Folder must be a numeric ID of 1 to 19 digits, got "f1"',
		],
	]),
	...rows(1, 'core', { authentication: 'bearerToken' }, [
		[
			'a WOEID of 0',
			{ resource: 'trend', operation: 'byLocation', woeid: 0 },
			'Item 1: Location WOEID must be a whole number from 1 to 2,147,483,647, got 0',
		],
		[
			'51 trends',
			{ resource: 'trend', operation: 'byLocation', maxTrends: 51 },
			'Item 1: Max Trends must be a whole number from 1 to 50, got 51',
		],
		[
			'91 days of usage',
			{ resource: 'usage', operation: 'getPostUsage', days: 91 },
			'Item 1: Days must be a whole number from 1 to 90, got 91',
		],
		[
			'a community ID that is not one',
			{ resource: 'community', operation: 'get', communityId: 'c' },
			'Item 1: Community ID must be a numeric ID of 1 to 19 digits, got "c"',
		],
	]),
];
