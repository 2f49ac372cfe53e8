import type { INodeProperties } from 'n8n-workflow';

import { accountLocator } from '../../descriptions/accountLocator';
import { envelopeProperty } from '../../descriptions/envelope';
import { describeResource } from '../../../shared/descriptions/resource';
import { createOperation } from './create.operation';
import { renameOperation } from './rename.operation';

const adsPostResource = describeResource('adsPost', 'create', [createOperation, renameOperation]);

export const adsPostOperations = adsPostResource.operations;

export const adsPostFields: INodeProperties[] = [
	accountLocator({ resource: ['adsPost'], operation: ['create', 'rename'] }),
	...adsPostResource.fields,
	envelopeProperty({ resource: ['adsPost'], operation: ['create', 'rename'] }),
];
