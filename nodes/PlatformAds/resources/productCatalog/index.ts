import { describeResource } from '../../../shared/descriptions/resource';
import { createOperation } from './create.operation';
import { deleteOperation } from './delete.operation';
import { getManyOperation } from './getMany.operation';
import { updateOperation } from './update.operation';

export { searchProductCatalogs } from './catalogLocator';

const productCatalogResource = describeResource('productCatalog', 'getAll', [
	createOperation,
	deleteOperation,
	getManyOperation,
	updateOperation,
]);

export const productCatalogOperations = productCatalogResource.operations;

export const productCatalogFields = productCatalogResource.fields;
