import type { INodeProperties } from 'n8n-workflow';

import { getUploadStatusFields, getUploadStatusOperation } from './getUploadStatus.operation';
import { upload, uploadFields, uploadOperation } from './upload.operation';

export const mediaOperations: INodeProperties = {
	displayName: 'Operation',
	name: 'operation',
	type: 'options',
	noDataExpression: true,
	displayOptions: { show: { resource: ['media'] } },
	options: [uploadOperation, getUploadStatusOperation],
	default: 'upload',
};

export const mediaFields: INodeProperties[] = [...uploadFields, ...getUploadStatusFields];

/** Operations that run as custom code (node customOperations), by operation value. */
export const mediaCustomOperations = { upload };
