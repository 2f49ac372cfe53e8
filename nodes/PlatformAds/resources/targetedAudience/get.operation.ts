import { adsPaging, listRouting, returnAllOrLimit } from '../../../shared/routing/listRouting';
import { ACCOUNT_FIELD, accountLocator, accountPath } from '../../../shared/ads/accountLocator';
import { envelopeProperty } from '../../../shared/ads/envelope';
import { idSegment } from '../../../shared/ads/adsLocators';
import {
	CUSTOM_AUDIENCE_PARAMETER as CUSTOM_AUDIENCE,
	customAudienceLocator,
} from '../../shared/customAudienceLocator';
import { requireIds } from '../../../shared/ads/adsRouting';
import type { Operation } from '../../../shared/descriptions/resource';
import { booleanQueryOption } from '../../../shared/ads/booleanQueryOption';

/**
 * The endpoint pages with cursor only: it takes no count, so the platform's page size is used
 * (no pageSizeParameter) and a Limit is cut locally.
 */
const paging = {
	...adsPaging(Number.MAX_SAFE_INTEGER, true),
	pageSizeParameter: undefined,
};

/** GET /12/accounts/:account_id/custom_audiences/:custom_audience_id/targeted */
export const getOperation: Operation = {
	name: 'Get',
	value: 'get',
	action: 'Get the campaigns targeting an audience',
	description:
		'List the campaigns and line items that target a custom audience, one item per campaign',
	routing: listRouting(
		{
			request: {
				method: 'GET',
				url: accountPath(`/custom_audiences/${idSegment(CUSTOM_AUDIENCE)}/targeted`),
			},
			send: {
				preSend: [
					requireIds(ACCOUNT_FIELD, { parameter: CUSTOM_AUDIENCE, field: 'Custom Audience' }),
				],
			},
		},
		paging,
	),
	fields: [
		accountLocator(),
		customAudienceLocator({}),
		{
			...booleanQueryOption(
				'Only Active Line Items',
				'with_active',
				'with_active',
				'Whether to leave out line items that are not servable (servable=false); turn off to see every line item',
			),
			default: true,
		},
		...returnAllOrLimit(),
		envelopeProperty(),
	],
};
