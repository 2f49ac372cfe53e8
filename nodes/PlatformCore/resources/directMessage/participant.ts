import { userLocatorProperty } from '../../../shared/users/userLocator';

/** The other user of a one-to-one conversation. */
export const participantProperty = userLocatorProperty(
	'User',
	'participant',
	'The other user of the conversation: one you follow, a username, an ID or a profile link',
	false,
);
