import { deliverySignature, SIGNATURE_HEADER } from './events';
import { userById } from './people';
import { streamRules } from './routes/streamRules';
import { webhookConfigs } from './routes/webhooks';
import type { EmulatorState } from './state';
import type { PostRecord } from './stores';
import { sendDelivery } from './webhookDeliveries';

/** The webhooks the filtered stream is linked to (POST /2/posts/search/webhooks/{webhook_id}). */
export const streamLinks = (state: EmulatorState) =>
	state.collection<{ webhook_id: string; created_at: string }>('streamLinks');

/**
 * Whether a post matches a rule, in the subset of the rule language the emulator knows: every
 * bare word must be in the text (any case), `from:<username>` names the author, `-word` must be
 * absent; OR, parentheses and other operators are ignored.
 */
export function ruleMatches(state: EmulatorState, value: string, post: PostRecord): boolean {
	const text = post.text.toLowerCase();
	const author = userById(state, post.author_id)?.username.toLowerCase();
	return value
		.replace(/[()"]/g, ' ')
		.split(/\s+/)
		.filter((term) => term && term !== 'OR' && term !== 'AND')
		.every((term) => {
			const lower = term.toLowerCase();
			if (lower.startsWith('from:')) return author === lower.slice(5);
			if (lower.includes(':')) return true;
			if (lower.startsWith('-')) return !text.includes(lower.slice(1));
			return text.includes(lower);
		});
}

/**
 * A new post matching active rules goes, signed as activity deliveries are, to every linked
 * webhook that passes its challenge: `{data: post, matching_rules: [{id, tag}]}`.
 */
export async function deliverToStreamLinks(state: EmulatorState, post: PostRecord): Promise<void> {
	const matching = streamRules(state)
		.filter((rule) => ruleMatches(state, rule.value, post))
		.map((rule) => ({ id: rule.id, tag: rule.tag ?? '' }));
	if (matching.length === 0) return;
	const rawBody = JSON.stringify({
		data: { id: post.id, text: post.text, author_id: post.author_id, created_at: post.created_at },
		matching_rules: matching,
	});
	const signature = deliverySignature(state.seed.consumerSecret, rawBody);
	for (const link of streamLinks(state)) {
		const webhook = webhookConfigs(state).find(
			(config) => config.id === link.webhook_id && config.valid,
		);
		if (webhook) await sendDelivery(state, webhook, rawBody, { [SIGNATURE_HEADER]: signature });
	}
}
