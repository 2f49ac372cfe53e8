import { describeResource } from '../../../shared/descriptions/resource';
import { addOperation } from './add.operation';
import { deleteOperation } from './delete.operation';
import { getManyOperation } from './getMany.operation';
import { getPowerstreamRulesOperation } from './getPowerstreamRules.operation';

const streamRuleResource = describeResource('streamRule', 'add', [
	addOperation,
	deleteOperation,
	getManyOperation,
	getPowerstreamRulesOperation,
]);

export const streamRuleOperations = streamRuleResource.operations;

export const streamRuleFields = streamRuleResource.fields;
