import { rules, validateParameters } from '../../../shared/validation';
import { adsRouting, requireIds } from '../../../shared/ads/adsRouting';
import { card, cardsPath, CARD_PARAMETER } from './cardPaths';
import { ACCOUNT_FIELD } from '../../../shared/ads/accountLocator';
import { idSegment } from '../../../shared/ads/adsLocators';
import type { Operation } from '../../../shared/descriptions/resource';

/** DELETE /12/accounts/:account_id/cards/:card_type/:card_id: only legacy cards are deleted by path. */
export const deleteLegacyOperation: Operation = {
	name: 'Delete Legacy',
	value: 'deleteLegacy',
	action: 'Delete a legacy card',
	description:
		'Delete a legacy card (one listed with Include Legacy Cards, such as IMAGE_CONVERSATION); answers it with deleted=true',
	routing: adsRouting(
		{
			method: 'DELETE',
			url: cardsPath(`/${idSegment('legacyCardType')}/${idSegment(CARD_PARAMETER)}`),
		},
		{
			preSend: [
				requireIds(ACCOUNT_FIELD, card),
				validateParameters({
					parameter: 'legacyCardType',
					field: 'Card Type',
					required: true,
					rules: [rules.matches(/^[A-Za-z_]+$/, 'a card type such as IMAGE_CONVERSATION')],
				}),
			],
		},
	),
	fields: [
		{
			displayName: 'Card Type',
			name: 'legacyCardType',
			type: 'string',
			required: true,
			default: 'IMAGE_CONVERSATION',
			description:
				'The card_type of the legacy card, as Get Many with Include Legacy Cards returns it',
		},
	],
};
