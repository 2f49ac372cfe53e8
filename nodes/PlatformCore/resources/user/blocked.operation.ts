import { usersIMuteOrBlockOperation } from './usersIMuteOrBlock';

/** GET /2/users/:id/blocking: List the users you blocked. */
export const blockedOperation = usersIMuteOrBlockOperation('Blocked', 'blocked', 'blocking');
