import { ACCOUNT_PARAMETER, accountPath } from '../../descriptions/accountLocator';
import { idSegment } from '../../descriptions/locators';
import { adsRouting, requireIds, type AdsRequest, type PreSend } from '../../helpers/adsRouting';
import { locatorQuery } from '../../helpers/locatorQuery';

export const RESOURCE = 'lineItemCuratedCategory';
export const RECORD = 'lineItemCuratedCategoryId';
export const COLLECTION = '/line_item_curated_categories';
export const show = (...operation: string[]) => ({ resource: [RESOURCE], operation });
export const account = { parameter: ACCOUNT_PARAMETER, field: 'Account' };
const record = { parameter: RECORD, field: 'Line Item Curated Category' };
/** The locators of create and update: which curated category for which line item. */
export const LINKED = { curatedCategory: 'linkCuratedCategoryId', lineItem: 'linkLineItemId' };

/** Routing of an operation on one record of the account. */
export const one = (method: AdsRequest['method'], preSend: PreSend[] = []) =>
	adsRouting({ method, url: accountPath(`${COLLECTION}/${idSegment(RECORD)}`) }, { preSend: [requireIds(account, record), ...preSend] });

/** The linked curated category and line item as query parameters (optional on update). */
export const linked = (optional: boolean) =>
	locatorQuery([
		{ parameter: LINKED.curatedCategory, field: 'Curated Category', property: 'curated_category_id', optional },
		{ parameter: LINKED.lineItem, field: 'Line Item', property: 'line_item_id', optional },
	]);
