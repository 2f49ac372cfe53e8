import type { INodeProperties } from 'n8n-workflow';

import { accountLocator } from '../../descriptions/accountLocator';
import { envelopeProperty } from '../../descriptions/envelope';
import { operationList } from '../../../shared/descriptions/operationList';
import { addFields, addOperation } from './add.operation';
import { getManyFields, getManyOperation } from './getMany.operation';

export const featureOperations = operationList('feature', 'getAll', [
	addOperation,
	getManyOperation,
]);

export const featureFields: INodeProperties[] = [
	accountLocator({ resource: ['feature'], operation: ['getAll', 'add'] }),
	...getManyFields,
	...addFields,
	envelopeProperty({ resource: ['feature'], operation: ['getAll', 'add'] }),
];
