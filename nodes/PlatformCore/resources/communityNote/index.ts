import { describeResource } from '../../../shared/descriptions/resource';
import { createOperation } from './create.operation';
import { evaluateOperation } from './evaluate.operation';
import { searchEligiblePostsOperation } from './searchEligiblePosts.operation';
import { searchWrittenOperation } from './searchWritten.operation';

const communityNoteResource = describeResource('communityNote', 'create', [
	createOperation,
	evaluateOperation,
	searchEligiblePostsOperation,
	searchWrittenOperation,
]);

export const communityNoteOperations = communityNoteResource.operations;

export const communityNoteFields = communityNoteResource.fields;
