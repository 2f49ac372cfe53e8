import type { INodeProperties } from 'n8n-workflow';

import { accountLocator } from '../../descriptions/accountLocator';
import { envelopeProperty } from '../../descriptions/envelope';
import { operationList } from '../../../shared/descriptions/operationList';
import { addFields, addOperation } from './add.operation';
import { getManyFields, getManyOperation } from './getMany.operation';
import { RESOURCE } from './featureKeys';

export const featureOperations = operationList(RESOURCE, 'getAll', [
	addOperation,
	getManyOperation,
]);

export const featureFields: INodeProperties[] = [
	accountLocator({ resource: [RESOURCE], operation: ['getAll', 'add'] }),
	...getManyFields,
	...addFields,
	envelopeProperty({ resource: [RESOURCE], operation: ['getAll', 'add'] }),
];
