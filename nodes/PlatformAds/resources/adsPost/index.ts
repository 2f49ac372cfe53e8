import type { INodeProperties } from 'n8n-workflow';

import { accountLocator } from '../../descriptions/accountLocator';
import { envelopeProperty } from '../../descriptions/envelope';
import { operationList } from '../../../shared/descriptions/operationList';
import { createFields, createOperation } from './create.operation';
import { renameFields, renameOperation } from './rename.operation';

export const adsPostOperations = operationList('adsPost', 'create', [
	createOperation,
	renameOperation,
]);

export const adsPostFields: INodeProperties[] = [
	accountLocator({ resource: ['adsPost'], operation: ['create', 'rename'] }),
	...createFields,
	...renameFields,
	envelopeProperty({ resource: ['adsPost'], operation: ['create', 'rename'] }),
];
