import type { INodeProperties } from 'n8n-workflow';

import { accountLocator } from '../../descriptions/accountLocator';
import { envelopeProperty } from '../../descriptions/envelope';
import { describeResource } from '../../../shared/descriptions/resource';
import { addOperation } from './add.operation';
import { deleteOperation } from './delete.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';
import { mediaKeyLocator } from './mediaKeyLocator';
import { updateOperation } from './update.operation';

export { searchMediaLibrary } from './mediaKeyLocator';

const mediaLibraryResource = describeResource('mediaLibrary', 'getAll', [
	addOperation,
	deleteOperation,
	getOperation,
	getManyOperation,
	updateOperation,
]);

export const mediaLibraryOperations = mediaLibraryResource.operations;

export const mediaLibraryFields: INodeProperties[] = [
	accountLocator({
		resource: ['mediaLibrary'],
		operation: ['add', 'delete', 'get', 'getAll', 'update'],
	}),
	mediaKeyLocator({ resource: ['mediaLibrary'], operation: ['delete', 'get', 'update'] }),
	...mediaLibraryResource.fields,
	envelopeProperty({ resource: ['mediaLibrary'], operation: ['add', 'delete', 'get', 'update'] }),
];
