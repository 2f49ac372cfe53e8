import { adsRouting, requireIds } from '../../../shared/ads/adsRouting';
import { withDeletedOption } from '../../../shared/ads/withDeleted';
import { card, oneCardPath } from './cardPaths';
import { ACCOUNT_FIELD } from '../../../shared/ads/accountLocator';
import type { Operation } from '../../../shared/descriptions/resource';

/** GET /12/accounts/:account_id/cards/:card_id: data is an array holding the card, output as one item. */
export const getOperation: Operation = {
	name: 'Get',
	value: 'get',
	action: 'Get a card',
	description: 'Retrieve one component card',
	routing: adsRouting(
		{ method: 'GET', url: oneCardPath() },
		{ preSend: [requireIds(ACCOUNT_FIELD, card)] },
	),
	fields: [withDeletedOption({ resource: ['card'], operation: ['get'] })],
};
