import { newDirectMessage } from './newDirectMessage';
import { newFollower } from './newFollower';
import { newLike } from './newLike';
import { newListMember } from './newListMember';
import { newMention } from './newMention';
import { newPostByUser } from './newPostByUser';
import { newPostMatchingSearch } from './newPostMatchingSearch';
import type { PollEvent } from './pollEvent';

/** The events of the Event dropdown, in the order it shows them. */
export const POLL_EVENTS: PollEvent[] = [
	newMention,
	newPostByUser,
	newPostMatchingSearch,
	newFollower,
	newLike,
	newDirectMessage,
	newListMember,
];

export type { PollEvent };
