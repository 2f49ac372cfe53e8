import { describeResource } from '../../../shared/descriptions/resource';
import { getUploadStatusOperation } from './getUploadStatus.operation';
import { upload, uploadOperation } from './upload.operation';

const mediaResource = describeResource('media', 'upload', [
	uploadOperation,
	getUploadStatusOperation,
]);

export const mediaOperations = mediaResource.operations;

export const mediaFields = mediaResource.fields;

/** Operations that run as custom code (node customOperations), by operation value. */
export const mediaCustomOperations = { upload };
