import { deliverySignature, SIGNATURE_HEADER } from './events';
import { jsonText } from './jsonText';
import { userById } from './people';
import { accountSubscriptions } from './routes/accountActivity';
import { webhookConfigs } from './routes/webhooks';
import type { EmulatorState } from './state';
import type { PostRecord } from './stores';
import { sendDelivery } from './webhookDeliveries';

/**
 * Account activity: what happens to a subscribed user goes, signed as every delivery is, to the
 * webhook the user is subscribed to, as `{for_user_id, <kind>_events: [entry]}`: posts by or
 * mentioning them (post_create), likes of their posts (favorite), follows of them (follow).
 */
async function deliver(
	state: EmulatorState,
	userId: string,
	kind: string,
	entry: Record<string, unknown>,
): Promise<void> {
	const rawBody = jsonText({ for_user_id: userId, [`${kind}_events`]: [entry] });
	const signature = deliverySignature(state.seed.consumerSecret, rawBody);
	for (const subscription of accountSubscriptions(state)) {
		if (subscription.user_id !== userId) continue;
		const webhook = webhookConfigs(state).find(
			(config) => config.id === subscription.webhook_id && config.valid,
		);
		if (webhook) await sendDelivery(state, webhook, rawBody, { [SIGNATURE_HEADER]: signature });
	}
}

/** A new post, to its author and to each user it mentions. */
export async function postToAccounts(state: EmulatorState, post: PostRecord): Promise<void> {
	const mentioned = [...post.text.matchAll(/@([A-Za-z0-9_]{1,15})/g)].map((match) =>
		match[1].toLowerCase(),
	);
	const concerned = new Set([post.author_id]);
	for (const subscription of accountSubscriptions(state)) {
		const user = userById(state, subscription.user_id);
		if (user && mentioned.includes(user.username.toLowerCase())) concerned.add(user.id);
	}
	// As the platform writes a post of account activity: a 64-bit number beside its text (jsonText.ts).
	const entry = {
		id: /^\d+$/.test(post.id) ? BigInt(post.id) : post.id,
		id_str: post.id,
		text: post.text,
		author_id: post.author_id,
		created_at: post.created_at,
	};
	for (const userId of concerned) await deliver(state, userId, 'post_create', entry);
}

/** A like, to the author of the post liked. */
export async function likeToAccount(
	state: EmulatorState,
	userId: string,
	post: PostRecord,
): Promise<void> {
	await deliver(state, post.author_id, 'favorite', {
		id: `${userId}-${post.id}`,
		created_at: new Date().toISOString(),
		user_id: userId,
		favorited_post: { id: post.id, text: post.text },
	});
}

/** A follow, to the user followed. */
export async function followToAccount(
	state: EmulatorState,
	source: string,
	target: string,
): Promise<void> {
	await deliver(state, target, 'follow', {
		id: `${source}-${target}-${Date.now()}`,
		type: 'follow',
		created_at: new Date().toISOString(),
		source: { id: source },
		target: { id: target },
	});
}
