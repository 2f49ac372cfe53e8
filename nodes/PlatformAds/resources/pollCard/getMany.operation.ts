import { kindGetMany } from '../../shared/cardKinds';
import { POLL } from './pollCardKind';

/** GET /12/accounts/:account_id/cards/poll */
export const getManyOperation = kindGetMany(POLL);
