import { postRecordDelete } from '../../shared/postRecords';
import { KIND } from './kind';

/** Delete of draft posts (see postRecords.ts). */
export const deleteOperation = postRecordDelete(KIND);
