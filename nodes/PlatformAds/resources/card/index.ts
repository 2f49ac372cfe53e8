import { idLocator } from '../../../shared/ads/adsLocators';
import { createOperation } from './create.operation';
import { deleteLegacyOperation } from './deleteLegacy.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';
import { CARD_PARAMETER } from './cardPaths';
import { updateOperation } from './update.operation';
import { accountRecordsResource } from '../../../shared/ads/accountRecordsResource';

export const cardResource = accountRecordsResource(
	'card',
	[createOperation, deleteLegacyOperation, getOperation, getManyOperation, updateOperation],
	(show) =>
		idLocator(
			{
				name: CARD_PARAMETER,
				displayName: 'Card',
				description: 'The card, by its ID (the part after card:// of its card URI)',
				placeholder: '1jmgg',
			},
			show,
		),
	['deleteLegacy', 'get', 'update'],
);
