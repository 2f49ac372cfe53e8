import { accountLocator } from '../../shared/accountLocator';
import { envelopeProperty } from '../../shared/envelope';
import { idLocator } from '../../shared/locators';
import { describeResource } from '../../../shared/descriptions/resource';
import { createOperation } from './create.operation';
import { deleteLegacyOperation } from './deleteLegacy.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';
import { CARD_PARAMETER } from './cardPaths';
import { updateOperation } from './update.operation';

export const cardResource = describeResource(
	'card',
	'getAll',
	[createOperation, deleteLegacyOperation, getOperation, getManyOperation, updateOperation],
	{
		before: [
			accountLocator({
				resource: ['card'],
				operation: ['create', 'deleteLegacy', 'get', 'getAll', 'update'],
			}),
			idLocator(
				{
					name: CARD_PARAMETER,
					displayName: 'Card',
					description: 'The card, by its ID (the part after card:// of its card URI)',
					placeholder: '1jmgg',
				},
				{ resource: ['card'], operation: ['deleteLegacy', 'get', 'update'] },
			),
		],
		after: [
			envelopeProperty({
				resource: ['card'],
				operation: ['create', 'deleteLegacy', 'get', 'update'],
			}),
		],
	},
);
