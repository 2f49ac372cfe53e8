import { dmBlockingOperation } from './dmBlocking';

/** POST /2/users/{id}/dm/block: direct messages from a user blocked. */
export const blockOperation = dmBlockingOperation('Block');
