import { adsRoute } from '../adsRules';
import {
	isReply,
	newId,
	ownedCatalog,
	productIndex,
	productRecords,
	type ProductRecord,
} from '../catalog/store';
import { productProblems, REQUIRED_ATTRIBUTES } from '../catalog/productChecks';
import { adsError } from '../errors';
import { adsPage } from '../paging';
import { adsReply } from '../replies';
import type { Query, Reply, Route, RouteContext } from '../types';

/** Every attribute a product carries; unset optional ones are returned as null. */
const ATTRIBUTES = [
	...REQUIRED_ATTRIBUTES,
	'brand',
	'gtin',
	'mpn',
	'mobile_link',
	'additional_image_link',
	'vendor_product_category',
	'product_type',
	'inventory',
	'sale_price',
	'sale_price_effective_date',
	'item_group_id',
	'gender',
	'color',
	'size',
	'age_group',
	'custom_label_0',
	'custom_label_1',
	'custom_label_2',
	'custom_label_3',
	'custom_label_4',
];
const BATCH_LIMIT = 25;
const single = (value: Query[string] | undefined) => (Array.isArray(value) ? value[0] : value);

const attributesOf = (product: Record<string, unknown>) =>
	Object.fromEntries(ATTRIBUTES.map((name) => [name, product[name] ?? null]));

/** The record as listed: without the emulator's own catalog_id. */
const shown = ({ catalog_id: _catalog, ...product }: ProductRecord & { catalog_id: string }) =>
	product;

/** The non-empty list `name` of the JSON body, or the refusal. */
function bodyList(context: RouteContext, name: string): unknown[] | Reply {
	const list = (context.body as Record<string, unknown> | undefined)?.[name];
	if (Array.isArray(list) && list.length > 0) return list;
	return adsError(400, 'MISSING_PARAMETER', `${name} is missing`, {
		parameter: name,
		details: `a JSON body {${name}: [...]} is required`,
	});
}

export const routes: Route[] = [
	adsRoute('GET', '/12/product_catalogs/:product_catalog_id/products', (context) => {
		const catalog = ownedCatalog(context);
		if (isReply(catalog)) return catalog;
		const groupKey = single(context.query.item_group_key);
		const products = productRecords(context.state).filter(
			(product) => product.catalog_id === catalog.id,
		);
		// A fetch that includes grouped products returns only the variant submitted first;
		// asking for one group by item_group_key lists its variants.
		const listed = groupKey
			? products.filter((product) => product.item_group_key === groupKey)
			: products.filter(
					(product, index) =>
						!product.item_group_key ||
						products.findIndex((other) => other.item_group_key === product.item_group_key) ===
							index,
				);
		return adsPage(listed.map(shown), context.query, { min: 1, max: 100, default: 100 });
	}),
	adsRoute('PUT', '/12/product_catalogs/:product_catalog_id/products', (context) => {
		const catalog = ownedCatalog(context);
		if (isReply(catalog)) return catalog;
		const products = bodyList(context, 'products');
		if (!Array.isArray(products)) return products;
		if (products.length > BATCH_LIMIT) {
			return adsError(400, 'INVALID_PARAMETER', `At most ${BATCH_LIMIT} products per request`, {
				parameter: 'products',
				value: products.length,
				details: `got ${products.length}`,
			});
		}
		const store = productRecords(context.state);
		const index = productIndex(context.state);
		const idCounts = new Map<string, number>();
		for (const product of products as Array<Record<string, unknown>>)
			idCounts.set(String(product.id), (idCounts.get(String(product.id)) ?? 0) + 1);
		const response = (products as Array<Record<string, unknown>>)
			// An id repeated in one request: every instance is ignored, silently.
			.filter((product) => idCounts.get(String(product.id)) === 1)
			.map((product) => {
				const problems = productProblems(product);
				if (problems.length > 0)
					return {
						warnings: [],
						errors: problems,
						product_key: null,
						id: product.id ?? null,
						status: 'ERROR',
					};
				const warnings = /^https:/.test(String(product.image_link))
					? []
					: [{ attribute: 'image_link', message: 'image_link is not https' }];
				const existing = index.get(catalog.id, product.id);
				const groupKey = (groupId: unknown) =>
					groupId
						? (store.find(
								(record) => record.catalog_id === catalog.id && record.item_group_id === groupId,
							)?.item_group_key ?? `grp${newId(8)}`)
						: null;
				const attributes = attributesOf(product);
				if (!existing) {
					const record = {
						...attributes,
						product_key: `pk${newId(12)}`,
						item_group_key: groupKey(product.item_group_id),
						catalog_id: catalog.id,
					} as ProductRecord & { catalog_id: string };
					index.add(record);
					return {
						warnings,
						errors: [],
						product_key: record.product_key,
						id: record.id,
						status: 'CREATE_SUCCESS',
					};
				}
				const changed = ATTRIBUTES.some((name) => existing[name] !== attributes[name]);
				if (changed)
					Object.assign(existing, attributes, {
						item_group_key: groupKey(product.item_group_id),
					});
				return {
					warnings,
					errors: [],
					product_key: existing.product_key,
					id: existing.id,
					status: changed ? 'UPDATE_SUCCESS' : 'NO_CHANGE',
				};
			});
		return adsReply({ products_response: response }, { product_catalog_id: catalog.id });
	}),
	adsRoute('DELETE', '/12/product_catalogs/:product_catalog_id/products', (context) => {
		const catalog = ownedCatalog(context);
		if (isReply(catalog)) return catalog;
		const keys = bodyList(context, 'product_keys');
		if (!Array.isArray(keys)) return keys;
		const store = productRecords(context.state);
		const deleted = keys.map((key) => {
			const index = store.findIndex(
				(record) => record.catalog_id === catalog.id && record.product_key === key,
			);
			if (index === -1)
				return {
					product_key: key,
					failed_product_key: key,
					message: `No product with product_key ${key} in this catalog`,
				};
			store.splice(index, 1);
			return { product_key: key, failed_product_key: null, message: null };
		});
		return adsReply({ delete_products: deleted }, { product_catalog_id: catalog.id });
	}),
];
