import type { INodeProperties } from 'n8n-workflow';

import { accountLocator } from '../../descriptions/accountLocator';
import { envelopeProperty } from '../../descriptions/envelope';
import { describeResource } from '../../../shared/descriptions/resource';
import { addOperation } from './add.operation';
import { getManyOperation } from './getMany.operation';

const featureResource = describeResource('feature', 'getAll', [addOperation, getManyOperation]);

export const featureOperations = featureResource.operations;

export const featureFields: INodeProperties[] = [
	accountLocator({ resource: ['feature'], operation: ['getAll', 'add'] }),
	...featureResource.fields,
	envelopeProperty({ resource: ['feature'], operation: ['getAll', 'add'] }),
];
