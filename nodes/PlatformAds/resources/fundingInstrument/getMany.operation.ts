import { validateParameters } from '../../../shared/validation';
import { accountPath, ACCOUNT_FIELD } from '../../../shared/ads/accountLocator';
import { requireIds } from '../../../shared/ads/adsRouting';
import { adsListFields, adsListRouting, type AdsListSettings } from '../../../shared/ads/adsList';
import { fundingInstrumentIdsFilter } from '../../../shared/ads/commaList';
import type { Operation } from '../../../shared/descriptions/resource';

const instrumentIds = fundingInstrumentIdsFilter('funding instrument IDs of letters and digits');

const settings: AdsListSettings = {
	show: { resource: ['fundingInstrument'], operation: ['getAll'] },
	url: accountPath('/funding_instruments'),
	maxCount: 1000,
	options: [instrumentIds.option],
	preSend: [requireIds(ACCOUNT_FIELD), validateParameters(instrumentIds.check)],
};

/** GET /12/accounts/:account_id/funding_instruments, one item per instrument. */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many funding instruments',
	description: "List the account's funding instruments (cards, credit lines, insertion orders)",
	routing: adsListRouting(settings),
	fields: adsListFields(settings),
};
