import type { INodeProperties } from 'n8n-workflow';

import { createFields, createOperation } from './create.operation';
import { deleteFields, deleteOperation } from './delete.operation';
import { getFields, getOperation } from './get.operation';
import { getAppsFields, getAppsOperation } from './getApps.operation';
import { getManyFields, getManyOperation } from './getMany.operation';
import { updateFields, updateOperation } from './update.operation';
import { operationsOf } from '../../helpers/resourceOperations';
import { RESOURCE } from './values';

export const accountOperations = operationsOf(
	RESOURCE,
	[createOperation, deleteOperation, getOperation, getManyOperation, getAppsOperation, updateOperation],
	'getAll',
);

export const accountFields: INodeProperties[] = [
	...getManyFields,
	...getFields,
	...createFields,
	...updateFields,
	...deleteFields,
	...getAppsFields,
];
