import { accountListOperation } from '../../../shared/ads/adsList';
import { fundingInstrumentIdsFilter } from '../../../shared/ads/commaList';

const instrumentIds = fundingInstrumentIdsFilter('funding instrument IDs of letters and digits');

/** GET /12/accounts/:account_id/funding_instruments, one item per instrument. */
export const getManyOperation = accountListOperation({
	resource: 'fundingInstrument',
	collection: '/funding_instruments',
	action: 'Get many funding instruments',
	description: "List the account's funding instruments (cards, credit lines, insertion orders)",
	options: [instrumentIds.option],
	checks: [instrumentIds.check],
});
