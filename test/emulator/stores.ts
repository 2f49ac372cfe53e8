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

export const postRecords = (state: EmulatorState): PostRecord[] => state.collection<PostRecord>('posts');
export const mediaRecords = (state: EmulatorState): MediaRecord[] => state.collection<MediaRecord>('media');
