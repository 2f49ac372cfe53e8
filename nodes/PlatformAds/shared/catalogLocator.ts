import {
	type IExecuteSingleFunctions,
	type IHttpRequestOptions,
	type ILoadOptionsFunctions,
	type INodeListSearchResult,
	type INodeProperties,
} from 'n8n-workflow';

import { idLocator, idSegment } from '../../shared/ads/adsLocators';
import { requireIds } from '../../shared/ads/adsRouting';
import { invalidField } from '../../shared/validation';
import { namedRecordsPage } from '../../shared/ads/accountSearch';
import type { CodeOperationContext } from '../../shared/descriptions/codeOperation';

export const CATALOG_PARAMETER = 'productCatalogId';

/**
 * The product catalog an operation works on, picked from the user's catalogs or given by ID.
 * Product Catalog, Product and Product Set operations all use it.
 */
export const productCatalogLocator = (show: Record<string, string[]> = {}): INodeProperties =>
	idLocator(
		{
			name: CATALOG_PARAMETER,
			displayName: 'Product Catalog',
			description: 'The product catalog (one per user holds all products)',
			placeholder: '1a2b3c4d5e',
			searchListMethod: 'searchProductCatalogs',
		},
		show,
	);

/** The catalog of a custom operation (one per run: batches span items), its path segment encoded. */
export function catalogIdOf(context: CodeOperationContext): string {
	const id = String(
		context.getNodeParameter(CATALOG_PARAMETER, 0, '', { extractValue: true }) ?? '',
	).trim();
	if (!id)
		throw invalidField(
			context.getNode(),
			0,
			'Product Catalog',
			'is required: pick a catalog or enter its ID',
		);
	return encodeURIComponent(id);
}

/** The catalog path segment of a routing URL. */
export const catalogPath = `/12/product_catalogs/${idSegment(CATALOG_PARAMETER)}`;

/**
 * preSend of every routed operation whose path holds the catalog: an expression that resolves to
 * nothing (or to more than an id) fails the item instead of sending `/12/product_catalogs/`.
 */
export async function catalogIdCheck(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	// A function declaration, not a constant: the resources that import it are loaded in a cycle.
	return await requireIds({ parameter: CATALOG_PARAMETER, field: 'Product Catalog' }).call(
		this,
		requestOptions,
	);
}

/** listSearch: the user's product catalogs from GET /12/product_catalogs, filtered by name, page by page. */
export async function searchProductCatalogs(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await namedRecordsPage(this, '/12/product_catalogs', {}, filter, paginationToken);
}
