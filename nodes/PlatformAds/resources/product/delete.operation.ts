import { type IDataObject, type INodeExecutionData } from 'n8n-workflow';

import { invalidField } from '../../../shared/validation';
import { adsRequest } from '../../../shared/ads/adsRequest';
import { runBatches } from '../../../shared/ads/runBatches';
import { CATALOG_PARAMETER, catalogIdOf, productCatalogLocator } from '../../shared/catalogLocator';
import { PRODUCT_BATCH_SIZE } from './upsert.operation';
import type { Operation } from '../../../shared/descriptions/resource';
import { requiredText } from '../../../shared/descriptions/properties';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/** DELETE /12/product_catalogs/:id/products, run by the node's customOperations (products.delete). */
export const deleteOperation: Operation = {
	name: 'Delete',
	value: 'delete',
	action: 'Delete products',
	description: 'Delete one product per input item, by product key (sent 25 per request)',
	requests: 'DELETE /12/product_catalogs/{product_catalog_id}/products (25 keys a request)',
	fields: [
		productCatalogLocator(),
		requiredText(
			'Product Key',
			'productKey',
			'The product_key the platform gave the product (not your product ID); deletion is permanent',
			'e.g. {{ $json.product_key }}',
		),
	],
	execute: deleteProducts,
};

/**
 * The spec states no batch limit for deletion, so it uses the products' 25 per request.
 * A DELETE is not sent again after an ambiguous failure: a repeat would report the products it
 * already removed as failed.
 */
export async function deleteProducts(this: CodeOperationContext): Promise<INodeExecutionData[][]> {
	const catalogId = catalogIdOf(this);
	return await runBatches<string>(this, {
		size: PRODUCT_BATCH_SIZE,
		sameForEveryItem: [{ parameter: CATALOG_PARAMETER, field: 'Product Catalog' }],
		read: (itemIndex) => {
			const key = String(this.getNodeParameter('productKey', itemIndex, '')).trim();
			if (!key) throw invalidField(this.getNode(), itemIndex, 'Product Key', 'is required');
			return key;
		},
		send: async (keys) => {
			const body = await adsRequest.call(this, {
				method: 'DELETE',
				path: `/12/product_catalogs/${catalogId}/products`,
				body: { product_keys: keys },
				idempotent: false,
			});
			// Answers in request order; a key sent twice is matched to its answers in turn.
			const answers = [
				...(((body.data as IDataObject | undefined)?.delete_products as
					| IDataObject[]
					| undefined) ?? []),
			];
			return keys.map((key) => {
				const index = answers.findIndex((answer) => answer.product_key === key);
				if (index === -1)
					return {
						product_key: key,
						failed_product_key: key,
						message: 'the platform returned no result for this key',
					} as IDataObject;
				return answers.splice(index, 1)[0];
			});
		},
		refusal: (result) =>
			result.failed_product_key === null || result.failed_product_key === undefined
				? undefined
				: `the platform could not delete product_key "${String(result.failed_product_key)}": ${String(result.message ?? 'no reason given')}`,
	});
}
