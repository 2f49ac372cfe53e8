import { endRelationOperation } from './endRelation';

/** DELETE /2/users/:source_user_id/muting/:target_user_id: Unmute a user. */
export const unmuteOperation = endRelationOperation('Unmute', 'Unmute a user', 'muting');
