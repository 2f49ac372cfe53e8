import { usersIMuteOrBlockOperation } from './usersIMuteOrBlock';

/** GET /2/users/:id/muting: List the users you muted. */
export const mutedOperation = usersIMuteOrBlockOperation('Muted', 'muted', 'muting');
