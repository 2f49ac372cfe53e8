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
export type ProductRecord = Record<string, unknown> & { id: string; product_key: string; item_group_key: string | null };

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

export const catalogRecords = (state: EmulatorState) => state.collection<CatalogRecord>('productCatalogs');
/** Products of every catalog, in the order they were first submitted. */
export const productRecords = (state: EmulatorState) => state.collection<ProductRecord & { catalog_id: string }>('products');
export const productSetRecords = (state: EmulatorState) => state.collection<ProductSetRecord>('productSets');

export const newId = (length = 10) => randomBytes(length).toString('hex').slice(0, length);

/** The catalog named by :product_catalog_id if the caller owns it, or the ads 404 to answer. */
export function ownedCatalog(context: RouteContext): CatalogRecord | Reply {
	const catalog = catalogRecords(context.state).find(
		(record) => record.id === context.params.product_catalog_id && record.user_id === context.auth.userId,
	);
	return (
		catalog ??
		adsError(404, 'NOT_FOUND', `Product catalog ${context.params.product_catalog_id} was not found`, {
			parameter: 'product_catalog_id',
			value: context.params.product_catalog_id,
		}, { ...context.params })
	);
}

export const isReply = (value: CatalogRecord | Reply): value is Reply => !('user_id' in value);
