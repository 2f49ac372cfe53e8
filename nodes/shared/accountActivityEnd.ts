/**
 * The end of the platform's Account Activity interface, which the activity interface replaces
 * with an event type for each kind Account Activity delivered, each subscribed on its own for
 * the same user. The Activity Trigger's Account Activity source and Platform > Account Activity
 * both say so.
 */

/** The day the platform stops delivering account activity (UTC midnight). */
export const ACCOUNT_ACTIVITY_END_DATE = '2027-01-01';
export const ACCOUNT_ACTIVITY_END_MS = Date.parse(`${ACCOUNT_ACTIVITY_END_DATE}T00:00:00Z`);

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
