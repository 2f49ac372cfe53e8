import type { INodeProperties } from 'n8n-workflow';

import { operationList } from '../../../shared/descriptions/operationList';
import { getUploadStatusFields, getUploadStatusOperation } from './getUploadStatus.operation';
import { upload, uploadFields, uploadOperation } from './upload.operation';

export const mediaOperations = operationList('media', 'upload', [
	uploadOperation,
	getUploadStatusOperation,
]);

export const mediaFields: INodeProperties[] = [...uploadFields, ...getUploadStatusFields];

/** Operations that run as custom code (node customOperations), by operation value. */
export const mediaCustomOperations = { upload };
