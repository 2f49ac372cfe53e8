import type { INodeProperties } from 'n8n-workflow';

import { operationList } from '../../../shared/descriptions/operationList';
import { addFields, addOperation } from './add.operation';
import { deleteFields, deleteOperation } from './delete.operation';
import { getManyFields, getManyOperation } from './getMany.operation';
import { getPowerstreamRulesOperation } from './getPowerstreamRules.operation';

export const streamRuleOperations = operationList('streamRule', 'add', [
	addOperation,
	deleteOperation,
	getManyOperation,
	getPowerstreamRulesOperation,
]);

export const streamRuleFields: INodeProperties[] = [
	...addFields,
	...deleteFields,
	...getManyFields,
];
