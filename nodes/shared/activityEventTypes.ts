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
}

export const ACTIVITY_EVENT_TYPES: readonly ActivityEventType[] = [
	// Profile changes
	{
		value: 'profile.update.bio',
		name: 'Profile: Bio Updated',
		description: 'The user changed their bio',
		action: 'On profile bio updated',
	},
	{
		value: 'profile.update.profile_picture',
		name: 'Profile: Picture Updated',
		description: 'The user changed their profile picture',
		action: 'On profile picture updated',
	},
	{
		value: 'profile.update.banner_picture',
		name: 'Profile: Banner Updated',
		description: 'The user changed their banner picture',
		action: 'On profile banner updated',
	},
	{
		value: 'profile.update.geo',
		name: 'Profile: Location Updated',
		description: 'The user changed their location',
		action: 'On profile location updated',
	},
	{
		value: 'profile.update.url',
		name: 'Profile: URL Updated',
		description: 'The user changed the URL on their profile',
		action: 'On profile URL updated',
	},
	{
		value: 'profile.update.verified',
		name: 'Profile: Verification Changed',
		description: 'The verification status of the user changed',
		action: 'On verification changed',
	},
	{
		value: 'profile.update.verified_badge',
		name: 'Profile: Verified Badge Changed',
		description: 'The verified badge of the user changed',
		action: 'On verified badge changed',
	},
	{
		value: 'profile.update.affiliate',
		name: 'Profile: Affiliate Changed',
		description: 'The affiliate badge of the user changed',
		action: 'On affiliate changed',
	},
	{
		value: 'profile.update.affiliate_badge',
		name: 'Profile: Affiliate Badge Changed',
		description:
			'The affiliate badge of the user changed (the event type of the newer event list; subscribe to both when unsure which one the platform sends)',
		action: 'On affiliate badge changed',
	},
	{
		value: 'profile.update.screenname',
		name: 'Profile: Handle Changed',
		description: 'The user changed their handle',
		action: 'On handle changed',
	},
	{
		value: 'profile.update.handle',
		name: 'Profile: Handle Changed (Newer Event Type)',
		description:
			'The user changed their handle (the event type of the newer event list; subscribe to both when unsure which one the platform sends)',
		action: 'On handle changed (newer event type)',
	},
	// Posts
	{
		value: 'post.create',
		name: 'Post: Created',
		description: 'The user created a post',
		action: 'On post created',
	},
	{
		value: 'post.delete',
		name: 'Post: Deleted',
		description: 'The user deleted a post',
		action: 'On post deleted',
	},
	{
		value: 'post.mention.create',
		name: 'Post: Mention',
		description: 'A post mentioned the user',
		action: 'On mention',
	},
	{
		value: 'like.create',
		name: 'Like: Created',
		description: 'The user liked a post',
		action: 'On like',
	},
	// Spaces
	{
		value: 'spaces.start',
		name: 'Space: Started',
		description: 'A Space of the user started',
		action: 'On Space started',
	},
	{
		value: 'spaces.end',
		name: 'Space: Ended',
		description: 'A Space of the user ended',
		action: 'On Space ended',
	},
	// Follows, mutes, blocks
	{
		value: 'follow.follow',
		name: 'Follow: Followed or Was Followed',
		description: 'The user followed someone or was followed',
		action: 'On follow',
	},
	{
		value: 'follow.unfollow',
		name: 'Follow: Unfollowed or Was Unfollowed',
		description: 'The user unfollowed someone or was unfollowed',
		action: 'On unfollow',
	},
	{
		value: 'mute.mute',
		name: 'Mute: Muted Someone',
		description: 'The authenticated user muted someone',
		action: 'On mute',
		ownUserOnly: true,
	},
	{
		value: 'mute.unmute',
		name: 'Mute: Unmuted Someone',
		description: 'The authenticated user unmuted someone',
		action: 'On unmute',
		ownUserOnly: true,
	},
	{
		value: 'block.block',
		name: 'Block: Blocked Someone',
		description: 'The authenticated user blocked someone',
		action: 'On block',
		ownUserOnly: true,
	},
	{
		value: 'block.unblock',
		name: 'Block: Unblocked Someone',
		description: 'The authenticated user unblocked someone',
		action: 'On unblock',
		ownUserOnly: true,
	},
	// Chat and direct messages
	{
		value: 'chat.received',
		name: 'Chat: Message Received',
		description: 'The user received a chat message',
		action: 'On chat message received',
		takesDirection: true,
	},
	{
		value: 'chat.sent',
		name: 'Chat: Message Sent',
		description: 'The user sent a chat message',
		action: 'On chat message sent',
		takesDirection: true,
	},
	{
		value: 'chat.conversation_join',
		name: 'Chat: Conversation Joined',
		description: 'The user joined a chat conversation',
		action: 'On chat conversation joined',
		takesDirection: true,
	},
	{
		value: 'dm.received',
		name: 'Direct Message: Received (Legacy)',
		description: 'Legacy event: the user received a direct message',
		action: 'On direct message received (legacy)',
		takesDirection: true,
		legacy: true,
	},
	{
		value: 'dm.sent',
		name: 'Direct Message: Sent (Legacy)',
		description: 'Legacy event: the user sent a direct message',
		action: 'On direct message sent (legacy)',
		takesDirection: true,
		legacy: true,
	},
	{
		value: 'dm.read',
		name: 'Direct Message: Read (Legacy)',
		description: 'Legacy event: a direct message was read',
		action: 'On direct message read (legacy)',
		takesDirection: true,
		legacy: true,
	},
	{
		value: 'dm.indicate_typing',
		name: 'Direct Message: Typing (Legacy)',
		description: 'Legacy event: someone is typing a direct message',
		action: 'On direct message typing (legacy)',
		takesDirection: true,
		legacy: true,
	},
	// News
	{
		value: 'news.new',
		name: 'News: New Story',
		description: 'A new news story was published',
		action: 'On news story',
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
