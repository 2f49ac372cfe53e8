import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { envelopeProperty } from '../../../shared/ads/envelope';
import { adsRouting, requireIds } from '../../../shared/ads/adsRouting';
import {
	FUNDING_INSTRUMENT_FIELD,
	fundingInstrumentSegment,
} from '../../shared/fundingInstrumentLocator';
import { withDeletedOption } from '../../../shared/ads/withDeleted';
import type { Operation } from '../../../shared/descriptions/resource';

/** GET /12/accounts/:account_id/funding_instruments/:funding_instrument_id */
export const getOperation: Operation = {
	name: 'Get',
	value: 'get',
	action: 'Get a funding instrument',
	description:
		'Retrieve one funding instrument: its currency, type, credit and whether it can fund',
	routing: adsRouting(
		{ method: 'GET', url: accountPath(fundingInstrumentSegment()) },
		{ preSend: [requireIds(ACCOUNT_FIELD, FUNDING_INSTRUMENT_FIELD)] },
	),
	fields: [withDeletedOption(), envelopeProperty()],
};
