import { kindGetMany } from '../../helpers/cardKinds';
import { POLL } from './pollCardKind';

/** GET /12/accounts/:account_id/cards/poll */
export const { operation: getManyOperation, fields: getManyFields } = kindGetMany(POLL);
