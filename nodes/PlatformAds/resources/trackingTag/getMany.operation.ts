import { ACCOUNT_FIELD, accountPath } from '../../shared/accountLocator';
import { adsListFields, adsListRouting, type AdsListSettings } from '../../shared/adsList';
import { requireIds } from '../../shared/adsRouting';
import { commaListOption } from '../../shared/commaList';
import { TRACKING_TAGS } from '../../shared/trackingTagLocator';
import { ADS_ID } from '../../../shared/patterns';
import { validateParameters } from '../../../shared/validation';
import type { Operation } from '../../../shared/descriptions/resource';

const idList = (name: string, displayName: string, property: string, description: string) =>
	commaListOption({
		name,
		displayName,
		property,
		max: 200,
		entry: { pattern: ADS_ID, what: 'IDs of letters and digits' },
		placeholder: '8v7jo,8v7jp',
		description,
	});
const lineItemIds = idList(
	'lineItemIds',
	'Line Item IDs',
	'line_item_ids',
	'Only the tags of these line items',
);
const tagIds = idList(
	'trackingTagIds',
	'Tracking Tag IDs',
	'tracking_tag_ids',
	'Only these tracking tags',
);

const listSettings: AdsListSettings = {
	show: { resource: ['trackingTag'], operation: ['getAll'] },
	url: accountPath(TRACKING_TAGS),
	maxCount: 1000,
	options: [lineItemIds.option, tagIds.option],
	preSend: [requireIds(ACCOUNT_FIELD), validateParameters(lineItemIds.check, tagIds.check)],
};

/** GET /12/accounts/:account_id/tracking_tags */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many tracking tags',
	description: 'List the tracking tags of the account, of some line items or by ID',
	routing: adsListRouting(listSettings),
	fields: adsListFields(listSettings),
};
