import { describeResource } from '../../../shared/descriptions/resource';
import { createDraftOperation } from './createDraft.operation';
import { publishOperation } from './publish.operation';

export const articleResource = describeResource('article', 'createDraft', [
	createDraftOperation,
	publishOperation,
]);
