import { idLocator } from '../../../shared/ads/adsLocators';
import { CARD_ID_PARAMETER } from '../../shared/cardKinds';
import { createOperation } from './create.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';
import { POLL } from './pollCardKind';
import { accountRecordsResource } from '../../../shared/ads/accountRecordsResource';

// There is no update: the platform cannot change a poll card, and Create says so.
export const pollCardResource = accountRecordsResource(
	POLL.resource,
	[createOperation, getOperation, getManyOperation],
	(show) =>
		idLocator(
			{
				name: CARD_ID_PARAMETER,
				displayName: 'Poll Card',
				description: 'The poll card, by its ID',
				placeholder: '1jmgg',
			},
			show,
		),
	['get'],
);
