import { describeResource } from '../../../shared/descriptions/resource';
import { createOperation } from './create.operation';
import { deleteOperation } from './delete.operation';
import { evaluateOperation } from './evaluate.operation';
import { searchEligiblePostsOperation } from './searchEligiblePosts.operation';
import { searchWrittenOperation } from './searchWritten.operation';

export const communityNoteResource = describeResource('communityNote', 'create', [
	createOperation,
	deleteOperation,
	evaluateOperation,
	searchEligiblePostsOperation,
	searchWrittenOperation,
]);
