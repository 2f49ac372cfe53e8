import { describeResource } from '../../../shared/descriptions/resource';
import { getUploadStatusOperation } from './getUploadStatus.operation';
import { upload, uploadOperation } from './upload.operation';

export const mediaResource = describeResource('media', 'upload', [
	uploadOperation,
	getUploadStatusOperation,
]);

/** Operations that run as custom code (node customOperations), by operation value. */
export const mediaCustomOperations = { upload };
