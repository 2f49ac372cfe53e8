import { byId, rows } from '../matrixCase';

/** Ads interface, product sets: what each type needs. */
export const productSetCases = rows(
	2,
	'ads',
	{ resource: 'productSet', operation: 'create', productCatalogId: byId('cat0001'), name: 'Set' },
	[
		[
			'MANUAL without product keys',
			{ type: 'MANUAL', productKeys: ' , ' },
			'Item 1: Product Keys needs at least one product key when the type is Manual',
		],
		[
			'FILTERED without filters',
			{ type: 'FILTERED', filters: {} },
			'Item 1: Filters needs at least one filter when the type is Filtered',
		],
		[
			'FILTERED with an empty value',
			{
				type: 'FILTERED',
				filters: { filter: [{ attribute: 'price', operator: 'LESS_THAN', value: ' ' }] },
			},
			'Item 1: Filters filter 1 has no value',
		],
	],
);
