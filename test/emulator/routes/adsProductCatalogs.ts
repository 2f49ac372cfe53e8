import { adsRoute } from '../adsRules';
import { catalogRecords, isReply, newId, ownedCatalog, type CatalogRecord } from '../catalog/store';
import { adsError } from '../errors';
import { adsPage } from '../paging';
import { adsReply } from '../replies';
import type { Query, Route, RouteContext } from '../types';

const single = (value: Query[string] | undefined) => (Array.isArray(value) ? value[0] : value);
const shown = ({ id, name }: CatalogRecord) => ({ id, name });

/** name is required on create and update; sent as a query parameter. */
function requireName(context: RouteContext) {
	const name = single(context.query.name);
	if (name === undefined || name.trim() === '') {
		return adsError(
			400,
			'MISSING_PARAMETER',
			'name is missing',
			{ parameter: 'name', details: 'name is required' },
			{ ...context.query },
		);
	}
	return name;
}

/** Product catalogs: one per user, which must exist before products are uploaded. */
export const routes: Route[] = [
	adsRoute('GET', '/12/product_catalogs', (context) => {
		const userId = single(context.query.user_id) ?? context.auth.userId;
		const mine = catalogRecords(context.state)
			.filter((catalog) => catalog.user_id === userId)
			.map(shown);
		return adsPage(mine, context.query, { min: 1, max: 1000, default: 200 });
	}),
	adsRoute('POST', '/12/product_catalogs', (context) => {
		const name = requireName(context);
		if (typeof name !== 'string') return name;
		const userId = single(context.query.user_id) ?? (context.auth.userId as string);
		if (!/^\d+$/.test(userId)) {
			return adsError(
				400,
				'INVALID_PARAMETER',
				'user_id must be a number',
				{ parameter: 'user_id', value: userId },
				{ ...context.query },
			);
		}
		const catalogs = catalogRecords(context.state);
		if (catalogs.some((catalog) => catalog.user_id === userId)) {
			return adsError(
				400,
				'INVALID_PARAMETER',
				`User ${userId} already has a product catalog; one catalog per user holds all products`,
				{ parameter: 'user_id', value: userId },
				{ ...context.query },
			);
		}
		const catalog = { id: newId(), name, user_id: userId };
		catalogs.push(catalog);
		return adsReply(shown(catalog), { ...context.query });
	}),
	adsRoute('PUT', '/12/product_catalogs/:product_catalog_id', (context) => {
		const catalog = ownedCatalog(context);
		if (isReply(catalog)) return catalog;
		const name = requireName(context);
		if (typeof name !== 'string') return name;
		catalog.name = name;
		return adsReply(shown(catalog), { ...context.params, ...context.query });
	}),
	adsRoute('DELETE', '/12/product_catalogs/:product_catalog_id', (context) => {
		const catalog = ownedCatalog(context);
		if (isReply(catalog)) return catalog;
		const catalogs = catalogRecords(context.state);
		catalogs.splice(catalogs.indexOf(catalog), 1);
		return adsReply(shown(catalog), { ...context.params });
	}),
];
