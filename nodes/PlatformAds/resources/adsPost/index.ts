import type { INodeProperties } from 'n8n-workflow';

import { accountLocator } from '../../descriptions/accountLocator';
import { envelopeProperty } from '../../descriptions/envelope';
import { operationList } from '../../../shared/descriptions/operationList';
import { createFields, createOperation } from './create.operation';
import { renameFields, renameOperation } from './rename.operation';
import { RESOURCE, show } from './adsPostLimits';

export const adsPostOperations = operationList(RESOURCE, 'create', [
	createOperation,
	renameOperation,
]);

export const adsPostFields: INodeProperties[] = [
	accountLocator(show('create', 'rename')),
	...createFields,
	...renameFields,
	envelopeProperty(show('create', 'rename')),
];
