import type { INodeProperties } from 'n8n-workflow';

import { accountLocator } from '../../descriptions/accountLocator';
import { envelopeProperty } from '../../descriptions/envelope';
import { operationsOf } from '../../helpers/resourceOperations';
import { createFields, createOperation } from './create.operation';
import { renameFields, renameOperation } from './rename.operation';
import { RESOURCE, show } from './shared';

export const adsPostOperations = operationsOf(RESOURCE, [createOperation, renameOperation], 'create');

export const adsPostFields: INodeProperties[] = [
	accountLocator(show('create', 'rename')),
	...createFields,
	...renameFields,
	envelopeProperty(show('create', 'rename')),
];
