import { validateParameters } from '../../../shared/validation';
import { ACCOUNT_FIELD, accountPath } from '../../shared/accountLocator';
import { requireIds } from '../../shared/adsRouting';
import { adsListFields, adsListRouting, type AdsListSettings } from '../../shared/adsList';
import { commaListOption } from '../../shared/commaList';
import type { Operation } from '../../../shared/descriptions/resource';
import { ADS_ID } from '../../../shared/patterns';

const idList = (name: string, displayName: string, property: string, what: string) =>
	commaListOption({
		name,
		displayName,
		property,
		max: 200,
		entry: { pattern: ADS_ID, what: `${what} IDs of letters and digits` },
		placeholder: 'c1,c2',
		description: `Only the line items of these ${what}s, by ID`,
	});

const FILTERS = [
	idList('campaignIds', 'Campaign IDs', 'campaign_ids', 'campaign'),
	idList(
		'fundingInstrumentIds',
		'Funding Instrument IDs',
		'funding_instrument_ids',
		'funding instrument',
	),
	idList('lineItemIds', 'Line Item IDs', 'line_item_ids', 'line item'),
];

const settings: AdsListSettings = {
	show: { resource: ['lineItem'], operation: ['getAll'] },
	url: accountPath('/line_items'),
	maxCount: 1000,
	options: [
		...FILTERS.map((filter) => filter.option),
		{
			displayName: 'Name Starts With',
			name: 'q',
			type: 'string',
			default: '',
			description: 'Only line items whose name starts with this text',
			routing: { send: { type: 'query', property: 'q' } },
		},
		{
			displayName: 'With Draft',
			name: 'withDraft',
			type: 'boolean',
			default: false,
			description: 'Whether to include DRAFT line items',
			routing: { send: { type: 'query', property: 'with_draft' } },
		},
	],
	preSend: [
		requireIds(ACCOUNT_FIELD),
		validateParameters(...FILTERS.map((filter) => filter.check)),
	],
};

/** GET /12/accounts/:account_id/line_items, one item per line item. */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many line items',
	description:
		'List the line items of an account, filtered by campaign, funding instrument, ID or name',
	routing: adsListRouting(settings),
	fields: adsListFields(settings),
};
