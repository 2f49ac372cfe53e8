import { describeResource } from '../../../shared/descriptions/resource';
import { createOperation } from './create.operation';
import { deleteOperation } from './delete.operation';
import { getManyOperation } from './getMany.operation';
import { updateOperation } from './update.operation';

export { searchProductCatalogs } from '../../shared/catalogLocator';

export const productCatalogResource = describeResource('productCatalog', 'getAll', [
	createOperation,
	deleteOperation,
	getManyOperation,
	updateOperation,
]);
