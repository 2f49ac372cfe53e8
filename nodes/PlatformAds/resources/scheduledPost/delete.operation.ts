import { postRecordDelete } from '../../shared/postRecords';
import { KIND } from './kind';

/** Delete of scheduled posts (see postRecords.ts). */
export const deleteOperation = postRecordDelete(KIND);
