import type { INodeProperties } from 'n8n-workflow';

import { accountLocator } from '../../descriptions/accountLocator';
import { envelopeProperty } from '../../descriptions/envelope';
import { operationList } from '../../../shared/descriptions/operationList';
import { accountMediaLocator } from './accountMediaLocator';
import { deleteOperation } from './delete.operation';
import { getFields, getOperation } from './get.operation';
import { getManyFields, getManyOperation } from './getMany.operation';
import { RESOURCE, show } from './accountMediaRecord';

export { searchAccountMedia } from './accountMediaLocator';

export const accountMediaOperations = operationList(RESOURCE, 'getAll', [
	deleteOperation,
	getOperation,
	getManyOperation,
]);

export const accountMediaFields: INodeProperties[] = [
	accountLocator(show('delete', 'get', 'getAll')),
	accountMediaLocator(show('delete', 'get')),
	...getFields,
	...getManyFields,
	envelopeProperty(show('delete', 'get')),
];
