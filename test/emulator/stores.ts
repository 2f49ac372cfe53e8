import type { EmulatorState } from './state';

/**
 * Records that more than one route file reads: posts (posts, search, community notes) and
 * uploaded media (media upload, posts' `includes.media`). Each route file owns the behaviour;
 * these accessors only name the collections so that they agree.
 */
export interface PostRecord {
	id: string;
	text: string;
	author_id: string;
	created_at: string;
	edit_history_post_ids: string[];
	[field: string]: unknown;
}

export interface MediaRecord {
	media_id: string;
	/** `<type digit>_<media_id>`, as posts refer to it in attachments.media_keys. */
	media_key: string;
	/** photo, video or animated_gif. */
	type: string;
	[field: string]: unknown;
}

/** The public_metrics of a post nobody has seen yet (a fresh object: counts may change). */
export const newPostMetrics = () => ({
	repost_count: 0,
	reply_count: 0,
	like_count: 0,
	quote_count: 0,
	impression_count: 0,
});

export const postRecords = (state: EmulatorState): PostRecord[] =>
	state.collection<PostRecord>('posts');
export const mediaRecords = (state: EmulatorState): MediaRecord[] =>
	state.collection<MediaRecord>('media');

export interface UserRecord {
	id: string;
	name: string;
	username: string;
	[field: string]: unknown;
}

/**
 * The platform's users: the seeded user (the one the seeded keys act for) and two others, so
 * posts can have authors other than the caller. Users routes and posts' `includes.users` read it.
 */
export const userRecords = (state: EmulatorState): UserRecord[] =>
	state.collection<UserRecord>('users', () => [
		{
			id: state.seed.userId,
			name: 'Emulator User',
			username: state.seed.screenName,
			created_at: '2020-01-01T00:00:00.000Z',
			description: 'A user of the local platform emulator',
			verified: false,
			protected: false,
			public_metrics: { followers_count: 1, following_count: 2, post_count: 3, listed_count: 0 },
		},
		{
			id: '2244994945',
			name: 'Platform Dev',
			username: 'platformdev',
			created_at: '2013-12-14T04:35:55.000Z',
			description: 'News and updates about the platform interface',
			verified: true,
			verified_type: 'business',
			protected: false,
			location: 'Internet',
			public_metrics: {
				followers_count: 500000,
				following_count: 1200,
				post_count: 4000,
				listed_count: 1500,
			},
		},
		{
			id: '783214',
			name: 'Platform',
			username: 'platform',
			created_at: '2007-02-20T14:35:54.000Z',
			description: 'What is happening?',
			verified: true,
			verified_type: 'business',
			protected: false,
			public_metrics: {
				followers_count: 60000000,
				following_count: 0,
				post_count: 15000,
				listed_count: 90000,
			},
		},
	]);
