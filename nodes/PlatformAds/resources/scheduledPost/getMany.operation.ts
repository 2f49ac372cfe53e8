import { postRecordGetMany } from '../../shared/postRecords';
import { KIND } from './kind';

/** GetMany of scheduled posts (see postRecords.ts). */
export const getManyOperation = postRecordGetMany(KIND);
