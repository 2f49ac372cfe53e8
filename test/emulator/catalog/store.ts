import { randomBytes } from 'node:crypto';

import { adsError } from '../errors';
import type { EmulatorState } from '../state';
import type { Reply, RouteContext } from '../types';

/** A product catalog; the platform shows only {id, name}, the owner is kept for the one-per-user rule. */
export interface CatalogRecord {
	id: string;
	name: string;
	user_id: string;
}

/** A stored product: every attribute (null when unset) plus the platform's keys. */
export type ProductRecord = Record<string, unknown> & {
	id: string;
	product_key: string;
	item_group_key: string | null;
};

export interface ProductSetRecord {
	id: string;
	name: string;
	description: string | null;
	type: 'MANUAL' | 'FILTERED';
	filters: Array<{ attribute: string; operator: string; value: string }>;
	product_ids: string[];
	processing_status: 'DONE' | 'PROCESSING' | 'FAILED';
	catalog_id: string;
}

export const catalogRecords = (state: EmulatorState) =>
	state.collection<CatalogRecord>('productCatalogs');
/** Products of every catalog, in the order they were first submitted. */
export const productRecords = (state: EmulatorState) =>
	state.collection<ProductRecord & { catalog_id: string }>('products');
export const productSetRecords = (state: EmulatorState) =>
	state.collection<ProductSetRecord>('productSets');

export const newId = (length = 10) => randomBytes(length).toString('hex').slice(0, length);

/** The catalog named by :product_catalog_id if the caller owns it, or the ads 404 to answer. */
export function ownedCatalog(context: RouteContext): CatalogRecord | Reply {
	const catalog = catalogRecords(context.state).find(
		(record) =>
			record.id === context.params.product_catalog_id && record.user_id === context.auth.userId,
	);
	return (
		catalog ??
		adsError(
			404,
			'NOT_FOUND',
			`Product catalog ${context.params.product_catalog_id} was not found`,
			{
				parameter: 'product_catalog_id',
				value: context.params.product_catalog_id,
			},
			{ ...context.params },
		)
	);
}

export const isReply = (value: CatalogRecord | Reply): value is Reply => !('user_id' in value);

type StoredProduct = ProductRecord & { catalog_id: string };

/** The store's records by catalog and id, with what the store looked like when it was built. */
const productIndexes = new WeakMap<
	StoredProduct[],
	{ size: number; last: StoredProduct | undefined; byKey: Map<string, StoredProduct> }
>();
const productKey = (catalogId: string, id: unknown) => `${catalogId}\u0000${String(id)}`;

/**
 * Products by catalog and id, so that an upsert of 10,000 products does not search the store for
 * each one (the benchmarks do). Rebuilt whenever the store changed without `indexProduct` (a
 * delete, or a test that edits the store directly): its size or last record differs.
 */
export function productIndex(state: EmulatorState): {
	get(catalogId: string, id: unknown): StoredProduct | undefined;
	add(record: StoredProduct): void;
} {
	const store = productRecords(state);
	let index = productIndexes.get(store);
	if (!index || index.size !== store.length || index.last !== store[store.length - 1]) {
		index = {
			size: store.length,
			last: store[store.length - 1],
			byKey: new Map(store.map((record) => [productKey(record.catalog_id, record.id), record])),
		};
		productIndexes.set(store, index);
	}
	const current = index;
	return {
		get: (catalogId, id) => current.byKey.get(productKey(catalogId, id)),
		add: (record) => {
			store.push(record);
			current.byKey.set(productKey(record.catalog_id, record.id), record);
			current.size = store.length;
			current.last = record;
		},
	};
}
