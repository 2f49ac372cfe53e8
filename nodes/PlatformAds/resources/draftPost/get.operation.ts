import { postRecordGet } from '../../shared/postRecords';
import { KIND } from './kind';

/** Get of draft posts (see postRecords.ts). */
export const getOperation = postRecordGet(KIND);
