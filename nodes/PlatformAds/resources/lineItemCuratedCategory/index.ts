import type { IExecuteSingleFunctions, IHttpRequestOptions, INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { invalidField } from '../../../shared/validation';
import { ACCOUNT_PARAMETER, accountLocator, accountPath } from '../../descriptions/accountLocator';
import { curatedCategoryLocator } from '../../descriptions/curatedCategoryLocator';
import { envelopeProperty } from '../../descriptions/envelope';
import { lineItemLocator } from '../../descriptions/lineItemLocator';
import { ADS_ID_PATTERN, idLocator, idSegment } from '../../descriptions/locators';
import { adsListFields, adsListRouting, type AdsListSettings } from '../../helpers/adsList';
import { adsRouting, requireIds, type AdsRequest, type PreSend } from '../../helpers/adsRouting';
import { locatorQuery } from '../../helpers/locatorQuery';
import { operationsOf } from '../../helpers/resourceOperations';
import { withDeletedOption } from '../../helpers/withDeleted';

const RESOURCE = 'lineItemCuratedCategory';
const RECORD = 'lineItemCuratedCategoryId';
const COLLECTION = '/line_item_curated_categories';
const show = (...operation: string[]) => ({ resource: [RESOURCE], operation });
const account = { parameter: ACCOUNT_PARAMETER, field: 'Account' };
const record = { parameter: RECORD, field: 'Line Item Curated Category' };
/** The locators of create and update: which curated category for which line item. */
const LINKED = { curatedCategory: 'linkCuratedCategoryId', lineItem: 'linkLineItemId' };

const one = (method: AdsRequest['method'], preSend: PreSend[] = []) =>
	adsRouting({ method, url: accountPath(`${COLLECTION}/${idSegment(RECORD)}`) }, { preSend: [requireIds(account, record), ...preSend] });

const linked = (optional: boolean) =>
	locatorQuery([
		{ parameter: LINKED.curatedCategory, field: 'Curated Category', property: 'curated_category_id', optional },
		{ parameter: LINKED.lineItem, field: 'Line Item', property: 'line_item_id', optional },
	]);

/** An update that names neither would change nothing. */
async function someLink(this: IExecuteSingleFunctions, options: IHttpRequestOptions): Promise<IHttpRequestOptions> {
	if (options.qs?.curated_category_id === undefined && options.qs?.line_item_id === undefined) {
		throw invalidField(this.getNode(), this.getItemIndex(), 'Curated Category', 'or Line Item is needed: an update must change at least one of them');
	}
	return options;
}

const listSettings: AdsListSettings = {
	show: show('getAll'),
	url: accountPath(COLLECTION),
	maxCount: 1000,
	preSend: [requireIds(account)],
};

const operations: INodePropertyOptions[] = [
	{
		name: 'Create',
		value: 'create',
		action: 'Create a line item curated category',
		description: 'Target a curated category with a line item',
		routing: adsRouting({ method: 'POST', url: accountPath(COLLECTION) }, { preSend: [requireIds(account), linked(false)] }),
	},
	{
		name: 'Delete',
		value: 'delete',
		action: 'Delete a line item curated category',
		description: 'Delete the association (answers it with deleted=true)',
		routing: one('DELETE'),
	},
	{
		name: 'Get',
		value: 'get',
		action: 'Get a line item curated category',
		description: 'Retrieve one line item curated category',
		routing: one('GET'),
	},
	{
		name: 'Get Many',
		value: 'getAll',
		action: 'Get many line item curated categories',
		description: 'List the line item curated categories of the account',
		routing: adsListRouting(listSettings),
	},
	{
		name: 'Update',
		value: 'update',
		action: 'Update a line item curated category',
		description: 'Change the curated category or the line item of the association',
		routing: one('PUT', [linked(true), someLink]),
	},
];

export const lineItemCuratedCategoryOperations = operationsOf(RESOURCE, operations, 'getAll');

/** A locator that may stay empty (an update keeps what is not given). */
const optionalLocator = (property: INodeProperties): INodeProperties => ({
	...property,
	required: false,
	description: `${property.description}; leave empty to keep it`,
	modes: property.modes?.map((mode) => ({
		...mode,
		validation: mode.validation?.map((rule) =>
			typeof rule === 'object' && rule.type === 'regex' ? { ...rule, properties: { ...rule.properties, regex: `^(${ADS_ID_PATTERN.slice(1, -1)})?$` } } : rule,
		),
	})),
});

export const lineItemCuratedCategoryFields: INodeProperties[] = [
	accountLocator(show('create', 'delete', 'get', 'getAll', 'update')),
	idLocator(
		{ name: RECORD, displayName: 'Line Item Curated Category', description: 'The association of a line item with a curated category', placeholder: '1bzq3' },
		show('delete', 'get', 'update'),
	),
	curatedCategoryLocator(show('create'), LINKED.curatedCategory),
	lineItemLocator(show('create'), LINKED.lineItem),
	optionalLocator(curatedCategoryLocator(show('update'), LINKED.curatedCategory)),
	optionalLocator(lineItemLocator(show('update'), LINKED.lineItem)),
	withDeletedOption(show('get')),
	...adsListFields(listSettings),
	envelopeProperty(show('create', 'delete', 'get', 'update')),
];
