import type { EmulatorState } from './state';
import type { AdsPost } from './routes/adsPosts';
import { seededTime } from './adsRules';

/** How many posts the seeded account has: enough for promoted-post batches of 50. */
export const SEEDED_ACCOUNT_POSTS = 150;
/** The id of seeded post n (0-based): 19 digits, in order of creation. */
export const accountPostId = (n: number): string => String(1_610_000_000_000_000_000n + BigInt(n));

/** Promoted-only posts of the seeded user in the seeded account, one a minute. */
export const seededAccountPosts = (state: EmulatorState): AdsPost[] =>
	Array.from({ length: SEEDED_ACCOUNT_POSTS }, (_, n) => ({
		account_id: '18ce54d4x5t',
		id_str: accountPostId(n),
		text: `Spring sale, day ${n + 1}`,
		name: null,
		created_at: seededTime(n),
		author_id: state.seed.userId,
		nullcast: true,
		conversation_settings: 'EVERYONE',
		post_mode: 'compat',
		media_keys: [],
	}));
