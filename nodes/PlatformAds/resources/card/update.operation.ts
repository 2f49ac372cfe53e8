import { adsRouting, requireIds } from '../../../shared/ads/adsRouting';
import { cardBody } from './cardBody';
import { cardContentFields } from './layoutField';
import { card, MAX_CARD_NAME, oneCardPath } from './cardPaths';
import { ACCOUNT_FIELD } from '../../../shared/ads/accountLocator';
import type { Operation } from '../../../shared/descriptions/resource';

/**
 * The update of a card at /12/accounts/:account_id/cards/:card_id, with a JSON body replacing
 * each field given, sent with PUT as every other update of the ads interface (accounts, line
 * items, video conversation cards).
 */
export const updateOperation: Operation = {
	name: 'Update',
	value: 'update',
	action: 'Update a card',
	description: 'Rename a card or replace its components or slides (sent with PUT)',
	routing: adsRouting(
		{ method: 'PUT', url: oneCardPath() },
		{ preSend: [requireIds(ACCOUNT_FIELD, card), cardBody(false)] },
	),
	fields: [
		{
			displayName: 'Name',
			name: 'name',
			type: 'string',
			default: '',
			description: `New name of the card (at most ${MAX_CARD_NAME} characters); leave empty to keep it`,
		},
		...cardContentFields({ resource: ['card'], operation: ['update'] }, true),
	],
};
