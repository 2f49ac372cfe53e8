import { describeResource } from '../../../shared/descriptions/resource';
import { addOperation } from './add.operation';
import { deleteOperation } from './delete.operation';
import { getCountsOperation } from './getCounts.operation';
import { getManyOperation } from './getMany.operation';
import { getPowerstreamRulesOperation } from './getPowerstreamRules.operation';

export const streamRuleResource = describeResource('streamRule', 'add', [
	addOperation,
	deleteOperation,
	getCountsOperation,
	getManyOperation,
	getPowerstreamRulesOperation,
]);
