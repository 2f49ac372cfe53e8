import type { INodeProperties } from 'n8n-workflow';

import { accountLocator } from '../../descriptions/accountLocator';
import { envelopeProperty } from '../../descriptions/envelope';
import { describeResource } from '../../../shared/descriptions/resource';
import { accountMediaLocator } from './accountMediaLocator';
import { deleteOperation } from './delete.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';

export { searchAccountMedia } from './accountMediaLocator';

const accountMediaResource = describeResource('accountMedia', 'getAll', [
	deleteOperation,
	getOperation,
	getManyOperation,
]);

export const accountMediaOperations = accountMediaResource.operations;

export const accountMediaFields: INodeProperties[] = [
	accountLocator({ resource: ['accountMedia'], operation: ['delete', 'get', 'getAll'] }),
	accountMediaLocator({ resource: ['accountMedia'], operation: ['delete', 'get'] }),
	...accountMediaResource.fields,
	envelopeProperty({ resource: ['accountMedia'], operation: ['delete', 'get'] }),
];
