import type { INodeProperties } from 'n8n-workflow';

import { createFields, createOperation } from './create.operation';
import { evaluateFields, evaluateOperation } from './evaluate.operation';
import { searchEligiblePostsFields, searchEligiblePostsOperation } from './searchEligiblePosts.operation';
import { searchWrittenFields, searchWrittenOperation } from './searchWritten.operation';

export const communityNoteOperations: INodeProperties = {
	displayName: 'Operation',
	name: 'operation',
	type: 'options',
	noDataExpression: true,
	displayOptions: { show: { resource: ['communityNote'] } },
	options: [createOperation, evaluateOperation, searchEligiblePostsOperation, searchWrittenOperation],
	default: 'create',
};

export const communityNoteFields: INodeProperties[] = [
	...createFields,
	...evaluateFields,
	...searchEligiblePostsFields,
	...searchWrittenFields,
];
