import { describeResource } from '../../../shared/descriptions/resource';
import { createOperation } from './create.operation';
import { deleteOperation } from './delete.operation';
import { getManyOperation } from './getMany.operation';
import { updateOperation } from './update.operation';
import { searchProductCatalogs } from '../../shared/catalogLocator';
import type { ResourceModule } from '../../../shared/descriptions/registry';

export const productCatalogResource: ResourceModule = {
	...describeResource('productCatalog', 'getAll', [
		createOperation,
		deleteOperation,
		getManyOperation,
		updateOperation,
	]),
	listSearch: { searchProductCatalogs },
};
