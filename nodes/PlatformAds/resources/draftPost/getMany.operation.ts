import { postRecordGetMany } from '../../shared/postRecords';
import { KIND } from './kind';

/** GetMany of draft posts (see postRecords.ts). */
export const getManyOperation = postRecordGetMany(KIND);
