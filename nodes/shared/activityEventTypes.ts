import type { INodePropertyOptions } from 'n8n-workflow';
import { byName } from './descriptions/optionOrder';

/**
 * Event types of the activity API (the documented events plus the further event types the
 * platform sends). Used by the Activity Subscription dropdown (PlatformCore) and by the
 * Platform Activity Trigger, so both offer the same names.
 */
export interface ActivityEventType {
	/** Value sent as `event_type` and received in `data.event_type`. */
	value: string;
	/** The event in the panel's dropdown. */
	name: string;
	description: string;
	/** The trigger's entry in n8n's nodes panel ("On follow"); without it n8n writes the name in
	 * lowercase without its colon ("On follow followed"). */
	action: string;
	/** Events whose filter may take a direction (sent, received, both). */
	takesDirection?: boolean;
	/** Events whose filter must name the authenticated user and take no direction. */
	ownUserOnly?: boolean;
	/** Listed as legacy by the spec (kept for existing subscriptions). */
	legacy?: boolean;
	/**
	 * Private events need a user's consent: an OAuth 2.0 user token of the filtered user holding
	 * one of these scopes (the first is the one to ask for). Absent: the app's token is enough.
	 */
	scopes?: string[];
	/** Events whose subscription names no user (the filter is sent empty). */
	noUserFilter?: boolean;
	/** How the payload is read into the item's `details` (accountActivityItems.ts). */
	family: EventFamily;
}

/** The payload shapes of the activity API, one per family of event types. */
export type EventFamily =
	| 'profile'
	| 'post'
	| 'postDelete'
	| 'like'
	| 'follow'
	| 'mute'
	| 'block'
	| 'chat'
	| 'directMessage'
	| 'directMessageIndicator'
	| 'news'
	| 'spaces'
	| 'broadcast'
	| 'broadcastChat'
	| 'oauthRevoke';

const POST_READ = ['post.read'];
const DM_READ = ['dm.read'];

export const ACTIVITY_EVENT_TYPES: readonly ActivityEventType[] = [
	// Profile changes (public)
	{
		value: 'profile.update.bio',
		name: 'Profile: Bio Updated',
		description: 'The user changed their bio',
		action: 'On profile bio updated',
		family: 'profile',
	},
	{
		value: 'profile.update.profile_picture',
		name: 'Profile: Picture Updated',
		description: 'The user changed their profile picture',
		action: 'On profile picture updated',
		family: 'profile',
	},
	{
		value: 'profile.update.banner_picture',
		name: 'Profile: Banner Updated',
		description: 'The user changed their banner picture',
		action: 'On profile banner updated',
		family: 'profile',
	},
	{
		value: 'profile.update.geo',
		name: 'Profile: Location Updated',
		description: 'The user changed their location',
		action: 'On profile location updated',
		family: 'profile',
	},
	{
		value: 'profile.update.url',
		name: 'Profile: URL Updated',
		description: 'The user changed the URL on their profile',
		action: 'On profile URL updated',
		family: 'profile',
	},
	{
		value: 'profile.update.verified',
		name: 'Profile: Verified Badge Changed',
		description:
			'The verified badge of the user changed (also read from deliveries named profile.update.verified_badge)',
		action: 'On verified badge changed',
		family: 'profile',
	},
	{
		value: 'profile.update.affiliate',
		name: 'Profile: Affiliate Badge Changed',
		description:
			'The affiliate badge of the user changed (also read from deliveries named profile.update.affiliate_badge)',
		action: 'On affiliate badge changed',
		family: 'profile',
	},
	{
		value: 'profile.update.screenname',
		name: 'Profile: Handle Changed',
		description: 'The user changed their handle',
		action: 'On handle changed',
		family: 'profile',
	},
	{
		value: 'profile.update.handle',
		name: 'Profile: Handle Changed (Newer Event Type)',
		description:
			'The user changed their handle (the event type of the newer event list; subscribe to both when unsure which one the platform sends)',
		action: 'On handle changed (newer event type)',
		family: 'profile',
	},
	// Posts
	{
		value: 'post.create',
		name: 'Post: Created',
		description: 'The user published a post, reply, quote or repost',
		action: 'On post created',
		family: 'post',
	},
	{
		value: 'post.delete',
		name: 'Post: Deleted',
		description: 'The user deleted a post',
		action: 'On post deleted',
		family: 'postDelete',
	},
	{
		value: 'post.mention.create',
		name: 'Post: Mention',
		description: 'Another account @mentioned the user in the text of a post (needs post.read)',
		action: 'On mention',
		scopes: POST_READ,
		family: 'post',
	},
	{
		value: 'post.reply.create',
		name: 'Post: Reply to the User',
		description: 'Another account replied directly to a post of the user (needs post.read)',
		action: 'On reply to the user',
		scopes: POST_READ,
		family: 'post',
	},
	{
		value: 'post.quote.create',
		name: 'Post: Quote of the User',
		description: 'Another account quoted a post of the user (needs post.read)',
		action: 'On quote of the user',
		scopes: POST_READ,
		family: 'post',
	},
	{
		value: 'post.repost.create',
		name: 'Post: Repost of the User',
		description: 'Another account reposted a post of the user (needs post.read)',
		action: 'On repost of the user',
		scopes: POST_READ,
		family: 'post',
	},
	{
		value: 'like.create',
		name: 'Like: Created',
		description: 'The user liked a post, or a post of the user was liked (needs like.read)',
		action: 'On like',
		scopes: ['like.read'],
		family: 'like',
	},
	// Spaces and live broadcasts
	{
		value: 'spaces.start',
		name: 'Space: Started',
		description: 'A Space of the user started',
		action: 'On Space started',
		family: 'spaces',
	},
	{
		value: 'spaces.end',
		name: 'Space: Ended',
		description: 'A Space of the user ended',
		action: 'On Space ended',
		family: 'spaces',
	},
	{
		value: 'broadcast.start',
		name: 'Broadcast: Started',
		description: 'The user started a live broadcast',
		action: 'On broadcast started',
		family: 'broadcast',
	},
	{
		value: 'broadcast.end',
		name: 'Broadcast: Ended',
		description: 'The user ended a live broadcast',
		action: 'On broadcast ended',
		family: 'broadcast',
	},
	{
		value: 'broadcast.chat',
		name: 'Broadcast: Chat Message',
		description: 'A chat message arrived in a live broadcast of the user (needs broadcast.read)',
		action: 'On broadcast chat message',
		scopes: ['broadcast.read', 'post.read'],
		family: 'broadcastChat',
	},
	// Follows, mutes, blocks
	{
		value: 'follow.follow',
		name: 'Follow: Followed or Was Followed',
		description: 'The user followed someone or was followed',
		action: 'On follow',
		family: 'follow',
	},
	{
		value: 'follow.unfollow',
		name: 'Follow: Unfollowed or Was Unfollowed',
		description: 'The user unfollowed someone or was unfollowed',
		action: 'On unfollow',
		family: 'follow',
	},
	{
		value: 'mute.mute',
		name: 'Mute: Muted Someone',
		description: 'The authenticated user muted someone (needs mute.read)',
		action: 'On mute',
		ownUserOnly: true,
		scopes: ['mute.read'],
		family: 'mute',
	},
	{
		value: 'mute.unmute',
		name: 'Mute: Unmuted Someone',
		description: 'The authenticated user unmuted someone (needs mute.read)',
		action: 'On unmute',
		ownUserOnly: true,
		scopes: ['mute.read'],
		family: 'mute',
	},
	{
		value: 'block.block',
		name: 'Block: Blocked Someone',
		description: 'The authenticated user blocked someone (needs block.read)',
		action: 'On block',
		ownUserOnly: true,
		scopes: ['block.read'],
		family: 'block',
	},
	{
		value: 'block.unblock',
		name: 'Block: Unblocked Someone',
		description: 'The authenticated user unblocked someone (needs block.read)',
		action: 'On unblock',
		ownUserOnly: true,
		scopes: ['block.read'],
		family: 'block',
	},
	// Encrypted chat and direct messages
	{
		value: 'chat.received',
		name: 'Chat: Message Received',
		description: 'The user received an encrypted chat message (needs dm.read)',
		action: 'On chat message received',
		takesDirection: true,
		scopes: DM_READ,
		family: 'chat',
	},
	{
		value: 'chat.sent',
		name: 'Chat: Message Sent',
		description: 'The user sent an encrypted chat message (needs dm.read)',
		action: 'On chat message sent',
		takesDirection: true,
		scopes: DM_READ,
		family: 'chat',
	},
	{
		value: 'chat.conversation.join',
		name: 'Chat: Conversation Joined',
		description: 'The user joined an encrypted chat conversation (needs dm.read)',
		action: 'On chat conversation joined',
		takesDirection: true,
		scopes: DM_READ,
		family: 'chat',
	},
	{
		value: 'chat.conversation.member_added',
		name: 'Chat: Member Added',
		description: 'A member was added to an encrypted group conversation (needs dm.read)',
		action: 'On chat member added',
		scopes: DM_READ,
		family: 'chat',
	},
	{
		value: 'chat.conversation.member_removed',
		name: 'Chat: Member Removed',
		description: 'A member was removed from an encrypted group conversation (needs dm.read)',
		action: 'On chat member removed',
		scopes: DM_READ,
		family: 'chat',
	},
	{
		value: 'chat.conversation.admin_added',
		name: 'Chat: Admin Added',
		description: 'An admin was added to an encrypted group conversation (needs dm.read)',
		action: 'On chat admin added',
		scopes: DM_READ,
		family: 'chat',
	},
	{
		value: 'chat.conversation.admin_removed',
		name: 'Chat: Admin Removed',
		description: 'An admin was removed from an encrypted group conversation (needs dm.read)',
		action: 'On chat admin removed',
		scopes: DM_READ,
		family: 'chat',
	},
	{
		value: 'chat.update.group_name',
		name: 'Chat: Group Name Changed',
		description: 'The name of an encrypted group conversation changed (needs dm.read)',
		action: 'On chat group name changed',
		scopes: DM_READ,
		family: 'chat',
	},
	{
		value: 'chat.update.restrictions',
		name: 'Chat: Restrictions Changed',
		description: 'The restrictions of an encrypted group conversation changed (needs dm.read)',
		action: 'On chat restrictions changed',
		scopes: DM_READ,
		family: 'chat',
	},
	{
		value: 'dm.received',
		name: 'Direct Message: Received (Legacy)',
		description: 'Legacy event: the user received a direct message (needs dm.read)',
		action: 'On direct message received (legacy)',
		takesDirection: true,
		legacy: true,
		scopes: DM_READ,
		family: 'directMessage',
	},
	{
		value: 'dm.sent',
		name: 'Direct Message: Sent (Legacy)',
		description: 'Legacy event: the user sent a direct message (needs dm.read)',
		action: 'On direct message sent (legacy)',
		takesDirection: true,
		legacy: true,
		scopes: DM_READ,
		family: 'directMessage',
	},
	{
		value: 'dm.read',
		name: 'Direct Message: Read (Legacy)',
		description: 'Legacy event: a direct message of the user was read (needs dm.read)',
		action: 'On direct message read (legacy)',
		takesDirection: true,
		legacy: true,
		scopes: DM_READ,
		family: 'directMessageIndicator',
	},
	{
		value: 'dm.indicate_typing',
		name: 'Direct Message: Typing (Legacy)',
		description: 'Legacy event: someone is typing a direct message to the user (needs dm.read)',
		action: 'On direct message typing (legacy)',
		takesDirection: true,
		legacy: true,
		scopes: DM_READ,
		family: 'directMessageIndicator',
	},
	// News
	{
		value: 'news.new',
		name: 'News: New Story',
		description: 'A new news story was published',
		action: 'On news story',
		family: 'news',
	},
	// The app
	{
		value: 'oauth.revoke',
		name: 'App: Authorisation Revoked',
		description:
			"A user withdrew the app's authorisation (subscribed without a user; each watched user's revocation starts the workflow)",
		action: 'On app authorisation revoked',
		noUserFilter: true,
		family: 'oauthRevoke',
	},
];

export const ACTIVITY_EVENT_TYPE_VALUES: ReadonlySet<string> = new Set(
	ACTIVITY_EVENT_TYPES.map((type) => type.value),
);

/** The event types as n8n dropdown options, sorted by display name as n8n's linter expects. */
export const activityEventTypeOptions: INodePropertyOptions[] = ACTIVITY_EVENT_TYPES.map(
	({ value, name, description, action }) => ({ name, value, description, action }),
).sort(byName);

/**
 * Names that are no longer sent, with the name sent in their place. Deliveries, saved workflows
 * and expressions may still carry them: the deprecated PascalCase names, the alias
 * chat.conversation_join, and the badge names of the newer event list (the spec's
 * profile.update.verified and profile.update.affiliate are what is sent).
 */
export const DEPRECATED_EVENT_TYPE_NAMES: Readonly<Record<string, string>> = {
	ProfileBioUpdate: 'profile.update.bio',
	ProfilePictureUpdate: 'profile.update.profile_picture',
	ProfileBannerUpdate: 'profile.update.banner_picture',
	ProfileBannerPictureUpdate: 'profile.update.banner_picture',
	ProfileScreennameUpdate: 'profile.update.screenname',
	ProfileGeoUpdate: 'profile.update.geo',
	ProfileUrlUpdate: 'profile.update.url',
	ProfileVerifiedBadgeUpdate: 'profile.update.verified',
	NewsNew: 'news.new',
	FollowFollow: 'follow.follow',
	FollowUnfollow: 'follow.unfollow',
	'chat.conversation_join': 'chat.conversation.join',
	'profile.update.verified_badge': 'profile.update.verified',
	'profile.update.affiliate_badge': 'profile.update.affiliate',
};

/** The current name of an event type: deprecated PascalCase names map to their new form. */
export function normalizeEventType(eventType: string): string {
	return DEPRECATED_EVENT_TYPE_NAMES[eventType] ?? eventType;
}

export function isKnownEventType(eventType: string): boolean {
	return ACTIVITY_EVENT_TYPE_VALUES.has(normalizeEventType(eventType));
}

export function eventTypeTakesDirection(eventType: string): boolean {
	return ACTIVITY_EVENT_TYPES.some((type) => type.value === eventType && type.takesDirection);
}

export function eventTypeIsOwnUserOnly(eventType: string): boolean {
	return ACTIVITY_EVENT_TYPES.some((type) => type.value === eventType && type.ownUserOnly);
}

/** The event type of a current or deprecated name, or undefined for an unknown one. */
export function eventTypeOf(eventType: string): ActivityEventType | undefined {
	const current = normalizeEventType(eventType);
	return ACTIVITY_EVENT_TYPES.find((type) => type.value === current);
}

/** The scopes of which a user token needs one, or undefined for an event the app may follow. */
export const scopesOf = (eventType: string): string[] | undefined => eventTypeOf(eventType)?.scopes;

/** Whether a credential's scope list (space-separated, as OAuth 2.0 writes it) holds one of them. */
export function scopeGranted(granted: string, scopes: string[]): boolean {
	const held = new Set(granted.split(/[\s,]+/).filter(Boolean));
	return scopes.some((scope) => held.has(scope));
}
