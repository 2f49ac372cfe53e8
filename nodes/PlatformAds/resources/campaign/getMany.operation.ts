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
		description: `Only the campaigns of these ${what}s`,
	});

const campaignIds = idList('campaignIds', 'Campaign IDs', 'campaign_ids', 'campaign');
campaignIds.option.description = 'Only these campaigns, by ID, comma-separated (at most 200)';
const instrumentIds = idList(
	'fundingInstrumentIds',
	'Funding Instrument IDs',
	'funding_instrument_ids',
	'funding instrument',
);

const settings: AdsListSettings = {
	show: { resource: ['campaign'], operation: ['getAll'] },
	url: accountPath('/campaigns'),
	maxCount: 1000,
	options: [
		campaignIds.option,
		instrumentIds.option,
		{
			displayName: 'Name Starts With',
			name: 'q',
			type: 'string',
			default: '',
			description: 'Only campaigns whose name starts with this text',
			routing: { send: { type: 'query', property: 'q' } },
		},
		{
			displayName: 'With Draft',
			name: 'withDraft',
			type: 'boolean',
			default: false,
			description: 'Whether to include DRAFT campaigns',
			routing: { send: { type: 'query', property: 'with_draft' } },
		},
	],
	preSend: [requireIds(ACCOUNT_FIELD), validateParameters(campaignIds.check, instrumentIds.check)],
};

/** GET /12/accounts/:account_id/campaigns, one item per campaign. */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many campaigns',
	description: 'List the campaigns of an account, filtered by ID, funding instrument or name',
	routing: adsListRouting(settings),
	fields: adsListFields(settings),
};
