import type { INodeProperties } from 'n8n-workflow';

import { accountLocator } from '../../descriptions/accountLocator';
import { envelopeProperty } from '../../descriptions/envelope';
import { operationList } from '../../../shared/descriptions/operationList';
import { addFields, addOperation } from './add.operation';
import { deleteOperation } from './delete.operation';
import { getOperation } from './get.operation';
import { getManyFields, getManyOperation } from './getMany.operation';
import { mediaKeyLocator } from './mediaKeyLocator';
import { updateFields, updateOperation } from './update.operation';

export { searchMediaLibrary } from './mediaKeyLocator';

export const mediaLibraryOperations = operationList('mediaLibrary', 'getAll', [
	addOperation,
	deleteOperation,
	getOperation,
	getManyOperation,
	updateOperation,
]);

export const mediaLibraryFields: INodeProperties[] = [
	accountLocator({
		resource: ['mediaLibrary'],
		operation: ['add', 'delete', 'get', 'getAll', 'update'],
	}),
	mediaKeyLocator({ resource: ['mediaLibrary'], operation: ['delete', 'get', 'update'] }),
	...addFields,
	...updateFields,
	...getManyFields,
	envelopeProperty({ resource: ['mediaLibrary'], operation: ['add', 'delete', 'get', 'update'] }),
];
