import type { INodeProperties } from 'n8n-workflow';

import { accountLocator } from '../../descriptions/accountLocator';
import { envelopeProperty } from '../../descriptions/envelope';
import { idLocator } from '../../descriptions/locators';
import { operationList } from '../../../shared/descriptions/operationList';
import { createFields, createOperation } from './create.operation';
import { deleteLegacyFields, deleteLegacyOperation } from './deleteLegacy.operation';
import { getFields, getOperation } from './get.operation';
import { getManyFields, getManyOperation } from './getMany.operation';
import { CARD_PARAMETER } from './cardPaths';
import { updateFields, updateOperation } from './update.operation';

export const cardOperations = operationList('card', 'getAll', [
	createOperation,
	deleteLegacyOperation,
	getOperation,
	getManyOperation,
	updateOperation,
]);

export const cardFields: INodeProperties[] = [
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
	...createFields,
	...updateFields,
	...deleteLegacyFields,
	...getFields,
	...getManyFields,
	envelopeProperty({ resource: ['card'], operation: ['create', 'deleteLegacy', 'get', 'update'] }),
];
