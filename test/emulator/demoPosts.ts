import type { EmulatorState } from './state';
import { newPostMetrics, postRecords } from './stores';

/** Posts of the other seeded users that mention the seeded one: text, and minutes ago. */
const MENTIONS: Array<[authorId: string, text: string, minutesAgo: number]> = [
	['2244994945', 'Welcome to the platform, @{user}! Tell us what you are building.', 90],
	['783214', '@{user} your spring collection is in our weekly picks', 45],
	['2244994945', '@{user} quick question: do you ship to Canada?', 10],
];

/**
 * A few mentions of the seeded user by other users, for the demo (`npm start`, option
 * `demoPosts`): a manual run of the Polling Trigger on New Mention shows something on a fresh
 * start. Tests start without them, so what they count is only what they create.
 */
export function seedDemoPosts(state: EmulatorState): void {
	for (const [authorId, text, minutesAgo] of MENTIONS) {
		const id = state.nextNumericId();
		postRecords(state).push({
			id,
			text: text.replace('{user}', state.seed.screenName),
			author_id: authorId,
			created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
			edit_history_post_ids: [id],
			lang: 'en',
			conversation_id: id,
			public_metrics: newPostMetrics(),
		});
	}
}
