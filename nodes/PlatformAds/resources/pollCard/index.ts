import { accountLocator } from '../../shared/accountLocator';
import { envelopeProperty } from '../../shared/envelope';
import { idLocator } from '../../shared/locators';
import { CARD_ID_PARAMETER, showFor } from '../../shared/cardKinds';
import { describeResource } from '../../../shared/descriptions/resource';
import { createOperation } from './create.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';
import { POLL } from './pollCardKind';

// There is no update: the platform cannot change a poll card, and Create says so.
export const pollCardResource = describeResource(
	POLL.resource,
	'getAll',
	[createOperation, getOperation, getManyOperation],
	{
		before: [
			accountLocator(showFor(POLL, 'create', 'get', 'getAll')),
			idLocator(
				{
					name: CARD_ID_PARAMETER,
					displayName: 'Poll Card',
					description: 'The poll card, by its ID',
					placeholder: '1jmgg',
				},
				showFor(POLL, 'get'),
			),
		],
		after: [envelopeProperty(showFor(POLL, 'create', 'get'))],
	},
);
