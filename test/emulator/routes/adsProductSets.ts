import { adsRoute } from '../adsRules';
import {
	isReply,
	newId,
	ownedCatalog,
	productRecords,
	productSetRecords,
	type ProductSetRecord,
} from '../catalog/store';
import { adsError } from '../errors';
import { adsReply } from '../replies';
import type { Route } from '../types';

const FILTER_ATTRIBUTES = [
	'price',
	'product_type',
	'vendor_product_category',
	'sale_price',
	'inventory',
	'custom_label_0',
	'custom_label_1',
	'custom_label_2',
	'custom_label_3',
	'custom_label_4',
];
const FILTER_OPERATORS = [
	'GREATER_THAN',
	'EQUAL_TO',
	'LESS_THAN',
	'MATCH',
	'NOT_CONTAINS',
	'CONTAINS',
];
type Filter = ProductSetRecord['filters'][number];

/** Whether a product passes one filter: numbers compare as numbers (a price's amount), text as text. */
function passes(product: Record<string, unknown>, { attribute, operator, value }: Filter): boolean {
	const raw = product[attribute];
	if (raw === null || raw === undefined) return false;
	const text = String(raw);
	const amount = Number.parseFloat(text);
	switch (operator) {
		case 'GREATER_THAN':
			return amount > Number(value);
		case 'LESS_THAN':
			return amount < Number(value);
		case 'EQUAL_TO':
			return Number.isNaN(amount) ? text === value : amount === Number(value);
		case 'MATCH':
			return text === value;
		case 'CONTAINS':
			return text.includes(value);
		default:
			return !text.includes(value);
	}
}

const shown = ({ catalog_id: _catalog, ...set }: ProductSetRecord) => set;

export const routes: Route[] = [
	adsRoute('POST', '/12/product_catalogs/:product_catalog_id/product_sets', (context) => {
		const catalog = ownedCatalog(context);
		if (isReply(catalog)) return catalog;
		const body = (context.body ?? {}) as Record<string, unknown>;
		const refuse = (code: string, parameter: string, message: string) =>
			adsError(400, code, message, { parameter, value: body[parameter] });
		if (typeof body.name !== 'string' || !body.name)
			return refuse('MISSING_PARAMETER', 'name', 'name is missing');
		if (body.type !== 'MANUAL' && body.type !== 'FILTERED')
			return refuse('INVALID_PARAMETER', 'type', 'type must be MANUAL or FILTERED');
		const products = productRecords(context.state).filter(
			(product) => product.catalog_id === catalog.id,
		);
		const set: ProductSetRecord = {
			id: newId(),
			name: body.name,
			description: (body.description as string | undefined) ?? null,
			type: body.type,
			filters: [],
			product_ids: [],
			processing_status: 'DONE',
			catalog_id: catalog.id,
		};
		if (body.type === 'MANUAL') {
			const keys = body.product_keys;
			if (!Array.isArray(keys) || keys.length === 0)
				return refuse(
					'MISSING_PARAMETER',
					'product_keys',
					'product_keys is required when type is MANUAL',
				);
			const unknown = keys.find((key) => !products.some((product) => product.product_key === key));
			if (unknown !== undefined)
				return refuse(
					'INVALID_PARAMETER',
					'product_keys',
					`No product with product_key ${unknown} in this catalog`,
				);
			set.product_ids = keys.map(
				(key) => products.find((product) => product.product_key === key)!.id,
			);
		} else {
			const filters = body.filters;
			if (!Array.isArray(filters) || filters.length === 0)
				return refuse('MISSING_PARAMETER', 'filters', 'filters are required when type is FILTERED');
			const bad = (filters as Filter[]).find(
				(filter) =>
					!FILTER_ATTRIBUTES.includes(filter?.attribute) ||
					!FILTER_OPERATORS.includes(filter?.operator) ||
					typeof filter?.value !== 'string',
			);
			if (bad)
				return refuse('INVALID_PARAMETER', 'filters', `Invalid filter ${JSON.stringify(bad)}`);
			set.filters = filters as Filter[];
			// Filtered sets are built after the answer: PROCESSING now, DONE on a later GET.
			set.processing_status = 'PROCESSING';
		}
		productSetRecords(context.state).push(set);
		return adsReply(shown(set), { product_catalog_id: catalog.id });
	}),
	adsRoute(
		'GET',
		'/12/product_catalogs/:product_catalog_id/product_sets/:product_set_id',
		(context) => {
			const catalog = ownedCatalog(context);
			if (isReply(catalog)) return catalog;
			const set = productSetRecords(context.state).find(
				(record) => record.catalog_id === catalog.id && record.id === context.params.product_set_id,
			);
			if (!set)
				return adsError(
					404,
					'NOT_FOUND',
					`Product set ${context.params.product_set_id} was not found`,
					{ parameter: 'product_set_id', value: context.params.product_set_id },
				);
			if (set.processing_status === 'PROCESSING') {
				set.product_ids = productRecords(context.state)
					.filter(
						(product) =>
							product.catalog_id === catalog.id &&
							set.filters.every((filter) => passes(product, filter)),
					)
					.map((product) => product.id);
				set.processing_status = 'DONE';
			}
			return adsReply(shown(set), { ...context.params });
		},
	),
];
