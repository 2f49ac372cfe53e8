import type { INodeProperties } from 'n8n-workflow';

import { accountLocator } from '../../descriptions/accountLocator';
import { envelopeProperty } from '../../descriptions/envelope';
import { operationList } from '../../../shared/descriptions/operationList';
import { accountMediaLocator } from './accountMediaLocator';
import { deleteOperation } from './delete.operation';
import { getFields, getOperation } from './get.operation';
import { getManyFields, getManyOperation } from './getMany.operation';

export { searchAccountMedia } from './accountMediaLocator';

export const accountMediaOperations = operationList('accountMedia', 'getAll', [
	deleteOperation,
	getOperation,
	getManyOperation,
]);

export const accountMediaFields: INodeProperties[] = [
	accountLocator({ resource: ['accountMedia'], operation: ['delete', 'get', 'getAll'] }),
	accountMediaLocator({ resource: ['accountMedia'], operation: ['delete', 'get'] }),
	...getFields,
	...getManyFields,
	envelopeProperty({ resource: ['accountMedia'], operation: ['delete', 'get'] }),
];
