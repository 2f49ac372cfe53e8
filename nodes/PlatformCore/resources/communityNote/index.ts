import type { INodeProperties } from 'n8n-workflow';

import { operationList } from '../../../shared/descriptions/operationList';
import { createFields, createOperation } from './create.operation';
import { evaluateFields, evaluateOperation } from './evaluate.operation';
import {
	searchEligiblePostsFields,
	searchEligiblePostsOperation,
} from './searchEligiblePosts.operation';
import { searchWrittenFields, searchWrittenOperation } from './searchWritten.operation';

export const communityNoteOperations = operationList('communityNote', 'create', [
	createOperation,
	evaluateOperation,
	searchEligiblePostsOperation,
	searchWrittenOperation,
]);

export const communityNoteFields: INodeProperties[] = [
	...createFields,
	...evaluateFields,
	...searchEligiblePostsFields,
	...searchWrittenFields,
];
