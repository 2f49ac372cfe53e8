import { dmBlockingOperation } from './dmBlocking';

/** POST /2/users/{id}/dm/unblock: direct messages from a user allowed again. */
export const unblockOperation = dmBlockingOperation('Unblock');
