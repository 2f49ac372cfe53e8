import { userLocatorProperty } from '../../../shared/users/userLocator';

/** The account to add to or remove from a list. */
export const memberProperty = userLocatorProperty(
	'User',
	'member',
	'The account: one you follow, a username, an ID or a profile link',
	false,
);
