import { rules, type FieldCheck } from '../../../shared/validation';
import { locatorQuery } from '../../shared/locatorQuery';

export const RECORD = 'lineItemCuratedCategoryId';
export const COLLECTION = '/line_item_curated_categories';
/** The record Get, Update and Delete work on, by its id. */
export const RECORD_ID: FieldCheck = {
	parameter: RECORD,
	field: 'Line Item Curated Category',
	rules: [rules.adsId],
};
/** The locators of create and update: which curated category for which line item. */
export const LINKED = { curatedCategory: 'linkCuratedCategoryId', lineItem: 'linkLineItemId' };

/** The linked curated category and line item as query parameters (optional on update). */
export const linked = (optional: boolean) =>
	locatorQuery([
		{
			parameter: LINKED.curatedCategory,
			field: 'Curated Category',
			property: 'curated_category_id',
			optional,
		},
		{ parameter: LINKED.lineItem, field: 'Line Item', property: 'line_item_id', optional },
	]);
