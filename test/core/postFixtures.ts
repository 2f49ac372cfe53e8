import type { Emulator } from '../emulator';
import { mediaRecords, postRecords, type PostRecord } from '../emulator/stores';

/** Users the emulator seeds (test/emulator/stores.ts). */
export const OTHER_USER = { id: '2244994945', name: 'Platform Dev', username: 'platformdev' };

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A stored post with the emulator's record shape; created `ageMinutes` ago. */
export function seedPost(
	emulator: Emulator,
	fields: Partial<PostRecord> & { id: string; text: string },
	ageMinutes = 30,
): PostRecord {
	const post: PostRecord = {
		author_id: emulator.seed.userId,
		created_at: minutesAgo(ageMinutes),
		edit_history_post_ids: [fields.id],
		lang: 'en',
		public_metrics: {
			repost_count: 0,
			reply_count: 0,
			like_count: 0,
			quote_count: 0,
			impression_count: 0,
		},
		...fields,
	};
	postRecords(emulator.state).push(post);
	return post;
}

/** An uploaded image as the media upload routes store it. */
export function seedMedia(emulator: Emulator, mediaId: string) {
	const media = {
		media_id: mediaId,
		media_key: `3_${mediaId}`,
		type: 'photo',
		width: 640,
		height: 480,
		url: `https://media.example/${mediaId}.jpg`,
	};
	mediaRecords(emulator.state).push(media);
	return media;
}
