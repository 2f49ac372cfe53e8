import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { invalidField } from '../../../shared/validation';
import { adsRequest } from '../../../shared/ads/adsRequest';
import { runBatches } from '../../../shared/ads/runBatches';
import { CATALOG_PARAMETER, catalogIdOf } from '../../shared/catalogLocator';
import { productProblem } from './productRules';
import { ATTRIBUTE_NAMES, attributeNaming, REQUIRED_FIELD_NAMES } from './upsert.fields';
import { parameterOfItem } from '../../../shared/ads/sameForEveryItem';
import type { Operation } from '../../../shared/descriptions/resource';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/** Products per PUT request. */
export const PRODUCT_BATCH_SIZE = 25;
const ACCEPTED = ['CREATE_SUCCESS', 'UPDATE_SUCCESS', 'NO_CHANGE'];

/**
 * A product's answer without its empty `errors` and `warnings`: n8n's output shows an empty list
 * in red, which reads as a failure on a product that went through.
 */
const withoutEmptyLists = (answer: IDataObject): IDataObject =>
	Object.fromEntries(
		Object.entries(answer).filter(
			([key, value]) =>
				!(['errors', 'warnings'].includes(key) && Array.isArray(value) && value.length === 0),
		),
	);

/** PUT /12/product_catalogs/:id/products, run by the node's customOperations (products.upsert). */
export const upsertOperation: Operation = {
	name: 'Create or Update',
	value: 'upsert',
	action: 'Create or update products',
	description: 'Create a new record, or update the current one if it already exists (upsert)',
	requests: 'PUT /12/product_catalogs/{product_catalog_id}/products (25 products a request)',
	execute: upsertProducts,
};

const isEmpty = (value: unknown) => value === '' || value === null || value === undefined;

/**
 * How this run reads the product of one item: the item's JSON as is; the known attributes from
 * the item's JSON by name (Map Automatically); or the mapped fields. Mapped or automatic, an
 * optional attribute that came out empty is left out rather than sent empty. Fields without an
 * expression are read once for the run.
 */
function productReader(
	context: CodeOperationContext,
	source: string,
): (itemIndex: number) => IDataObject {
	const items = context.getInputData();
	if (source === 'json') return (itemIndex) => ({ ...items[itemIndex].json });
	if (source === 'autoMapInputData') {
		return (itemIndex) => {
			const json = items[itemIndex].json;
			const product: IDataObject = {};
			for (const name of ATTRIBUTE_NAMES) if (!isEmpty(json[name])) product[name] = json[name];
			return product;
		};
	}
	const required = REQUIRED_FIELD_NAMES.map(
		(name) => [name, parameterOfItem<unknown>(context, name, undefined)] as const,
	);
	const additional = parameterOfItem<IDataObject>(context, 'additionalFields', {});
	return (itemIndex) => {
		const product: IDataObject = {};
		for (const [name, read] of required) product[name] = read(itemIndex) as IDataObject[string];
		for (const [name, value] of Object.entries(additional(itemIndex)))
			if (!isEmpty(value)) product[name] = value;
		return product;
	};
}

const describe = (entries: unknown) =>
	(Array.isArray(entries) ? entries : [])
		.map((entry) =>
			typeof entry === 'object' && entry !== null
				? ((entry as IDataObject).message ?? JSON.stringify(entry))
				: String(entry),
		)
		.join('; ');

export async function upsertProducts(this: CodeOperationContext): Promise<INodeExecutionData[][]> {
	const catalogId = catalogIdOf(this);
	// The platform ignores every copy of an id sent twice in one request; batch boundaries are the
	// node's choice, so an id is accepted once per run (first valid item wins).
	const firstItemOfId = new Map<string, number>();
	// Not an expression (noDataExpression): one source for the run.
	const source = this.getNodeParameter('productSource', 0) as string;
	const readProduct = productReader(this, source);
	const naming = attributeNaming(source);
	return await runBatches<IDataObject>(this, {
		size: PRODUCT_BATCH_SIZE,
		sameForEveryItem: [{ parameter: CATALOG_PARAMETER, field: 'Product Catalog' }],
		read: (itemIndex) => {
			const product = readProduct(itemIndex);
			const problem = productProblem(product, naming);
			if (problem)
				throw invalidField(
					this.getNode(),
					itemIndex,
					naming.name(problem.attribute),
					problem.problem,
				);
			const id = String(product.id);
			const first = firstItemOfId.get(id);
			if (first !== undefined) {
				throw invalidField(
					this.getNode(),
					itemIndex,
					naming.name('id'),
					`"${id}" is also the id of item ${first + 1}; the platform ignores every copy of an id sent twice, so send each product once`,
				);
			}
			firstItemOfId.set(id, itemIndex);
			return product;
		},
		send: async (products) => {
			const body = await adsRequest.call(this, {
				method: 'PUT',
				path: `/12/product_catalogs/${catalogId}/products`,
				body: { products },
			});
			const answers =
				((body.data as IDataObject | undefined)?.products_response as IDataObject[] | undefined) ??
				[];
			return products.map((product) => {
				const answer = answers.find((entry) => String(entry.id) === String(product.id));
				return (
					(answer && withoutEmptyLists(answer)) ?? {
						id: product.id,
						status: 'ERROR',
						errors: [{ message: 'the platform returned no result for this product' }],
						warnings: [],
						product_key: null,
					}
				);
			});
		},
		refusal: (result) =>
			ACCEPTED.includes(String(result.status))
				? undefined
				: `the platform refused product "${String(result.id)}" (status ${String(result.status)}): ${describe(result.errors) || 'no reason given'}`,
	});
}
