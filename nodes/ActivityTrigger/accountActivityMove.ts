import { NodeOperationError, type INode } from 'n8n-workflow';

/**
 * The end of the Account Activity source and the move to activity events. The platform ends its
 * Account Activity interface on 2027-01-01; the activity interface has an event type for each
 * kind Account Activity delivered, each subscribed on its own, for the same user.
 */

/** The day the platform stops delivering account activity (UTC midnight). */
export const ACCOUNT_ACTIVITY_END_DATE = '2027-01-01';
const ACCOUNT_ACTIVITY_END_MS = Date.parse(`${ACCOUNT_ACTIVITY_END_DATE}T00:00:00Z`);

/**
 * The trigger's clock: tests replace `now` to stand on either side of the end date (jest), and
 * the end-to-end suite fakes the n8n process's clock; nothing else reads the real date here.
 */
export const triggerClock = { now: (): number => Date.now() };

export const accountActivityEnded = (now = triggerClock.now()): boolean =>
	now >= ACCOUNT_ACTIVITY_END_MS;

/**
 * Each Account Activity kind and the activity events that replace it, for the signed-in user
 * (the preset subscribes to all of them). Encrypted chat is left out: Account Activity never
 * delivered it.
 */
export const ACCOUNT_ACTIVITY_REPLACEMENTS: ReadonlyArray<{ kind: string; events: string[] }> = [
	{
		kind: 'post_create',
		events: [
			'post.create',
			'post.mention.create',
			'post.reply.create',
			'post.quote.create',
			'post.repost.create',
		],
	},
	{ kind: 'post_delete', events: ['post.delete'] },
	{ kind: 'favorite', events: ['like.create'] },
	{ kind: 'follow', events: ['follow.follow', 'follow.unfollow'] },
	{ kind: 'block', events: ['block.block', 'block.unblock'] },
	{ kind: 'mute', events: ['mute.mute', 'mute.unmute'] },
	{ kind: 'direct_message', events: ['dm.sent', 'dm.received'] },
	{ kind: 'direct_message_indicate_typing', events: ['dm.indicate_typing'] },
	{ kind: 'direct_message_mark_read', events: ['dm.read'] },
	{ kind: 'user_event (revoke)', events: ['oauth.revoke'] },
];

/** The event types the preset subscribes to: 18, each once for the signed-in user. */
export const ACCOUNT_ACTIVITY_REPLACEMENT_EVENTS: readonly string[] =
	ACCOUNT_ACTIVITY_REPLACEMENTS.flatMap(({ events }) => events);

/** What Account Activity delivered that no activity event replaces. */
export const ACCOUNT_ACTIVITY_GAPS =
	'blocks and mutes of the user by others, a repost of a quote of the user, and the user_has_blocked flag of mentions';

/** The preset's value of "Subscribe To". */
export const ACCOUNT_ACTIVITY_PRESET = 'accountActivityReplacement';

const REPLACEMENT_TEXT = ACCOUNT_ACTIVITY_REPLACEMENTS.map(
	({ kind, events }) => `${kind}: ${events.join(', ')}`,
).join('; ');

/** The Account Activity source's notice in the panel. */
export const ACCOUNT_ACTIVITY_NOTICE = `The platform ends Account Activity on ${ACCOUNT_ACTIVITY_END_DATE}: this source works until then and cannot be activated after. Move to Event Source "Activity Events" with Subscribe To "Everything Account Activity Delivered", which subscribes the signed-in user to the events that replace each kind (${REPLACEMENT_TEXT}). Not replaced: ${ACCOUNT_ACTIVITY_GAPS}. docs/activity-trigger.md maps each field of the items.`;

/** Activation of the Account Activity source after its end. */
export function accountActivityEndedError(node: INode): NodeOperationError {
	return new NodeOperationError(
		node,
		`Account Activity ended on ${ACCOUNT_ACTIVITY_END_DATE}: set Event Source to "Activity Events" and Subscribe To "Everything Account Activity Delivered"`,
		{
			description: `The platform no longer delivers account activity. The activity events that replace its kinds are ${REPLACEMENT_TEXT}; the preset subscribes the signed-in user to all of them in one activation. Not replaced: ${ACCOUNT_ACTIVITY_GAPS}. Nothing was sent.`,
		},
	);
}
