import type { INodePropertyOptions } from 'n8n-workflow';

/**
 * Event types of the activity API (the documented events plus the further event types the
 * platform sends). Used by the Activity Subscription dropdown (PlatformCore) and by the
 * Platform Activity Trigger, so both offer the same names.
 */
export interface ActivityEventType {
	/** Value sent as `event_type` and received in `data.event_type`. */
	value: string;
	name: string;
	description: string;
	/** Events whose filter may take a direction (sent, received, both). */
	takesDirection?: boolean;
	/** Events whose filter must name the authenticated user and take no direction. */
	ownUserOnly?: boolean;
	/** Listed as legacy by the spec (kept for existing subscriptions). */
	legacy?: boolean;
}

export const ACTIVITY_EVENT_TYPES: readonly ActivityEventType[] = [
	// Profile changes
	{
		value: 'profile.update.bio',
		name: 'Profile: Bio Updated',
		description: 'The user changed their bio',
	},
	{
		value: 'profile.update.profile_picture',
		name: 'Profile: Picture Updated',
		description: 'The user changed their profile picture',
	},
	{
		value: 'profile.update.banner_picture',
		name: 'Profile: Banner Updated',
		description: 'The user changed their banner picture',
	},
	{
		value: 'profile.update.geo',
		name: 'Profile: Location Updated',
		description: 'The user changed their location',
	},
	{
		value: 'profile.update.url',
		name: 'Profile: URL Updated',
		description: 'The user changed the URL on their profile',
	},
	{
		value: 'profile.update.verified',
		name: 'Profile: Verification Changed',
		description: 'The verification status of the user changed',
	},
	{
		value: 'profile.update.verified_badge',
		name: 'Profile: Verified Badge Changed',
		description: 'The verified badge of the user changed',
	},
	{
		value: 'profile.update.affiliate',
		name: 'Profile: Affiliate Changed',
		description: 'The affiliate badge of the user changed',
	},
	{
		value: 'profile.update.affiliate_badge',
		name: 'Profile: Affiliate Badge Changed',
		description: 'The affiliate badge of the user changed (reference name)',
	},
	{
		value: 'profile.update.screenname',
		name: 'Profile: Handle Changed',
		description: 'The user changed their handle',
	},
	{
		value: 'profile.update.handle',
		name: 'Profile: Handle Changed (Reference Name)',
		description: 'The user changed their handle (reference name)',
	},
	// Posts
	{ value: 'post.create', name: 'Post: Created', description: 'The user created a post' },
	{ value: 'post.delete', name: 'Post: Deleted', description: 'The user deleted a post' },
	{ value: 'post.mention.create', name: 'Post: Mention', description: 'A post mentioned the user' },
	{ value: 'like.create', name: 'Like: Created', description: 'The user liked a post' },
	// Spaces
	{ value: 'spaces.start', name: 'Space: Started', description: 'A Space of the user started' },
	{ value: 'spaces.end', name: 'Space: Ended', description: 'A Space of the user ended' },
	// Follows, mutes, blocks
	{
		value: 'follow.follow',
		name: 'Follow: Followed',
		description: 'The user followed someone or was followed',
	},
	{
		value: 'follow.unfollow',
		name: 'Follow: Unfollowed',
		description: 'The user unfollowed someone or was unfollowed',
	},
	{
		value: 'mute.mute',
		name: 'Mute: Muted',
		description: 'The authenticated user muted someone',
		ownUserOnly: true,
	},
	{
		value: 'mute.unmute',
		name: 'Mute: Unmuted',
		description: 'The authenticated user unmuted someone',
		ownUserOnly: true,
	},
	{
		value: 'block.block',
		name: 'Block: Blocked',
		description: 'The authenticated user blocked someone',
		ownUserOnly: true,
	},
	{
		value: 'block.unblock',
		name: 'Block: Unblocked',
		description: 'The authenticated user unblocked someone',
		ownUserOnly: true,
	},
	// Chat and direct messages
	{
		value: 'chat.received',
		name: 'Chat: Message Received',
		description: 'The user received a chat message',
		takesDirection: true,
	},
	{
		value: 'chat.sent',
		name: 'Chat: Message Sent',
		description: 'The user sent a chat message',
		takesDirection: true,
	},
	{
		value: 'chat.conversation_join',
		name: 'Chat: Conversation Joined',
		description: 'The user joined a chat conversation',
		takesDirection: true,
	},
	{
		value: 'dm.received',
		name: 'Direct Message: Received (Legacy)',
		description: 'Legacy event: the user received a direct message',
		takesDirection: true,
		legacy: true,
	},
	{
		value: 'dm.sent',
		name: 'Direct Message: Sent (Legacy)',
		description: 'Legacy event: the user sent a direct message',
		takesDirection: true,
		legacy: true,
	},
	{
		value: 'dm.read',
		name: 'Direct Message: Read (Legacy)',
		description: 'Legacy event: a direct message was read',
		takesDirection: true,
		legacy: true,
	},
	{
		value: 'dm.indicate_typing',
		name: 'Direct Message: Typing (Legacy)',
		description: 'Legacy event: someone is typing a direct message',
		takesDirection: true,
		legacy: true,
	},
	// News
	{ value: 'news.new', name: 'News: New Story', description: 'A new news story was published' },
];

export const ACTIVITY_EVENT_TYPE_VALUES: ReadonlySet<string> = new Set(
	ACTIVITY_EVENT_TYPES.map((type) => type.value),
);

/** The event types as n8n dropdown options, sorted by display name as n8n's linter expects. */
export const activityEventTypeOptions: INodePropertyOptions[] = ACTIVITY_EVENT_TYPES.map(
	({ value, name, description }) => ({ name, value, description }),
).sort((a, b) => a.name.localeCompare(b.name));

/**
 * Deprecated PascalCase names and the dot-separated names that replace them. Deliveries or
 * saved workflows may still carry the old names.
 */
export const DEPRECATED_EVENT_TYPE_NAMES: Readonly<Record<string, string>> = {
	ProfileBioUpdate: 'profile.update.bio',
	ProfilePictureUpdate: 'profile.update.profile_picture',
	ProfileBannerUpdate: 'profile.update.banner_picture',
	ProfileGeoUpdate: 'profile.update.geo',
	ProfileUrlUpdate: 'profile.update.url',
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
