import { kindGet } from '../../shared/cardKinds';
import { POLL } from './pollCardKind';

/** GET /12/accounts/:account_id/cards/poll/:card_id */
export const getOperation = kindGet(POLL);
