import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { envelopeProperty } from '../../../shared/ads/envelope';
import { adsRouting, requireIds, SANDBOX_ONLY_NOTE } from '../../../shared/ads/adsRouting';
import {
	FUNDING_INSTRUMENT_FIELD,
	fundingInstrumentSegment,
} from '../../shared/fundingInstrumentLocator';
import type { Operation } from '../../../shared/descriptions/resource';

/** DELETE {sandbox}/12/accounts/:account_id/funding_instruments/:id: deleted=true, able_to_fund=false. */
export const deleteOperation: Operation = {
	name: 'Delete (Sandbox)',
	value: 'delete',
	action: 'Delete a sandbox funding instrument',
	description: `Delete a funding instrument of a sandbox account. ${SANDBOX_ONLY_NOTE}.`,
	routing: adsRouting(
		{ method: 'DELETE', url: accountPath(fundingInstrumentSegment()), sandboxOnly: true },
		{ preSend: [requireIds(ACCOUNT_FIELD, FUNDING_INSTRUMENT_FIELD)] },
	),
	fields: [envelopeProperty()],
};
