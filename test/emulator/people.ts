import { corePage, type PageRules } from './paging';
import { checkId, listOf, notAuthorized } from './requestChecks';
import type { EmulatorState } from './state';
import type { Query, Reply } from './types';
import { USER_FIELDS, userView } from './views';
import { postRecords, userRecords, type PostRecord, type UserRecord } from './stores';

/** The seeded account with exactly 1,000 followers: every one a generated user, fan0001 on. */
export const POPULAR_USER_ID = '783214';
export const POPULAR_FOLLOWERS = 1000;

/** A seeded account the signed-in user has blocked. */
export const BLOCKED_USER_ID = '1700000000000000666';

/** Who follows whom, mutes and blocks whom: `source` acts on `target`. */
export interface Relation {
	source: string;
	target: string;
}

const fanId = (n: number) => String(1600000000000000000n + BigInt(n));

/** The generated users: the popular account's followers and one blocked account. */
const extraUsers = (state: EmulatorState): UserRecord[] =>
	state.collection<UserRecord>('extraUsers', () => [
		...Array.from({ length: POPULAR_FOLLOWERS }, (_, index) => ({
			id: fanId(index + 1),
			name: `Fan ${index + 1}`,
			username: `fan${String(index + 1).padStart(4, '0')}`,
			created_at: '2021-06-01T00:00:00.000Z',
			description: 'A follower',
			protected: false,
			verified: false,
			public_metrics: { followers_count: 0, following_count: 1, post_count: 0, listed_count: 0 },
		})),
		{
			id: BLOCKED_USER_ID,
			name: 'Spam Account',
			username: 'spam_account',
			created_at: '2024-01-01T00:00:00.000Z',
			description: 'Buy followers now',
			protected: false,
			verified: false,
			public_metrics: {
				followers_count: 0,
				following_count: 5000,
				post_count: 9000,
				listed_count: 0,
			},
		},
	]);

/** Every user the emulator knows: the seeded ones, then the generated ones. */
export const allUsers = (state: EmulatorState): UserRecord[] => [
	...userRecords(state),
	...extraUsers(state),
];

export const userById = (state: EmulatorState, id: string): UserRecord | undefined =>
	allUsers(state).find((user) => user.id === id);

/** Follows, oldest first: the signed-in user follows @platformdev; the fans follow @platform. */
export const follows = (state: EmulatorState): Relation[] =>
	state.collection<Relation>('follows', () => [
		{ source: state.seed.userId, target: '2244994945' },
		...Array.from({ length: POPULAR_FOLLOWERS }, (_, index) => ({
			source: fanId(index + 1),
			target: POPULAR_USER_ID,
		})),
	]);

export const mutes = (state: EmulatorState): Relation[] => state.collection<Relation>('mutes');

export const blocks = (state: EmulatorState): Relation[] =>
	state.collection<Relation>('blocks', () => [
		{ source: state.seed.userId, target: BLOCKED_USER_ID },
	]);

/** The users on one side of the relations, newest relation first. */
export function related(
	state: EmulatorState,
	relations: Relation[],
	side: 'source' | 'target',
	matches: (relation: Relation) => boolean,
): UserRecord[] {
	return relations
		.filter(matches)
		.reverse()
		.map((relation) => userById(state, relation[side]))
		.filter((user): user is UserRecord => user !== undefined);
}

/** A like: `userId` likes `postId`. */
export interface Like {
	userId: string;
	postId: string;
}

export const likes = (state: EmulatorState): Like[] => state.collection<Like>('likes');

/** Newest first, as the platform lists posts. */
export const newestFirst = (posts: PostRecord[]): PostRecord[] =>
	[...posts].sort(
		(a, b) =>
			Date.parse(b.created_at) - Date.parse(a.created_at) || (BigInt(b.id) > BigInt(a.id) ? 1 : -1),
	);

/** The post a repost (a post referring to it as `reposted`) reposts. */
export const repostOf = (post: PostRecord): string | undefined =>
	(post.referenced_posts as Array<{ type: string; id: string }> | undefined)?.find(
		(reference) => reference.type === 'reposted',
	)?.id;

/** The reposts of a post, as posts. */
export const repostsOf = (state: EmulatorState, postId: string): PostRecord[] =>
	postRecords(state).filter((post) => repostOf(post) === postId);

/** One page of users (`max_results`, `pagination_token`), with the user.fields asked for. */
export function usersPage(users: UserRecord[], query: Query, rules: PageRules): Reply {
	const fields = listOf(query, 'user.fields', USER_FIELDS);
	return corePage(
		users.map((user) => userView(user, fields)),
		query,
		rules,
	);
}

/**
 * The path's user must be the caller for writes on a user's behalf (likes, follows, bookmarks):
 * anyone else's id is refused as the platform refuses it.
 */
export function requireCaller(id: string, callerId: string | undefined): string {
	checkId('id', id);
	if (id !== callerId)
		throw notAuthorized('user', 'id', id, 'You are not permitted to act on behalf of this user.');
	return id;
}
