import type { INodeProperties } from 'n8n-workflow';

import { addFields, addOperation } from './add.operation';
import { deleteFields, deleteOperation } from './delete.operation';
import { getManyFields, getManyOperation } from './getMany.operation';
import { getPowerstreamRulesOperation } from './getPowerstreamRules.operation';

export const streamRuleOperations: INodeProperties = {
	displayName: 'Operation',
	name: 'operation',
	type: 'options',
	noDataExpression: true,
	displayOptions: { show: { resource: ['streamRule'] } },
	options: [addOperation, deleteOperation, getManyOperation, getPowerstreamRulesOperation],
	default: 'add',
};

export const streamRuleFields: INodeProperties[] = [...addFields, ...deleteFields, ...getManyFields];
