import type { INodeProperties } from 'n8n-workflow';

import { accountLocator } from '../../descriptions/accountLocator';
import { envelopeProperty } from '../../descriptions/envelope';
import { idLocator } from '../../descriptions/locators';
import { operationList } from '../../../shared/descriptions/operationList';
import { createFields, createOperation } from './create.operation';
import { deleteLegacyFields, deleteLegacyOperation } from './deleteLegacy.operation';
import { getFields, getOperation } from './get.operation';
import { getManyFields, getManyOperation } from './getMany.operation';
import { CARD_PARAMETER, RESOURCE, show } from './cardPaths';
import { updateFields, updateOperation } from './update.operation';

export const cardOperations = operationList(RESOURCE, 'getAll', [
	createOperation,
	deleteLegacyOperation,
	getOperation,
	getManyOperation,
	updateOperation,
]);

export const cardFields: INodeProperties[] = [
	accountLocator(show('create', 'deleteLegacy', 'get', 'getAll', 'update')),
	idLocator({ name: CARD_PARAMETER, displayName: 'Card', description: 'The card, by its ID (the part after card:// of its card URI)', placeholder: '1jmgg' }, show('deleteLegacy', 'get', 'update')),
	...createFields,
	...updateFields,
	...deleteLegacyFields,
	...getFields,
	...getManyFields,
	envelopeProperty(show('create', 'deleteLegacy', 'get', 'update')),
];
