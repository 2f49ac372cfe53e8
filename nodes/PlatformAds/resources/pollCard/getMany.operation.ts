import { kindGetMany } from '../../helpers/cardKinds';
import { POLL } from './pollCardKind';

/** GET /12/accounts/:account_id/cards/poll */
export const getManyOperation = kindGetMany(POLL);
