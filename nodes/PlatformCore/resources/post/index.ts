import type { INodeProperties } from 'n8n-workflow';

import { countAllFields, countAllOperation } from './countAll.operation';
import { countRecentFields, countRecentOperation } from './countRecent.operation';
import { createFields, createOperation } from './create.operation';
import { deleteFields, deleteOperation } from './delete.operation';
import { editFields, editOperation } from './edit.operation';
import { getFields, getOperation } from './get.operation';
import { getManyFields, getManyOperation } from './getMany.operation';
import { searchAllFields, searchAllOperation } from './searchAll.operation';
import { searchRecentFields, searchRecentOperation } from './searchRecent.operation';

export const postOperations: INodeProperties = {
	displayName: 'Operation',
	name: 'operation',
	type: 'options',
	noDataExpression: true,
	displayOptions: { show: { resource: ['post'] } },
	options: [
		countAllOperation,
		countRecentOperation,
		createOperation,
		deleteOperation,
		editOperation,
		getOperation,
		getManyOperation,
		searchAllOperation,
		searchRecentOperation,
	],
	default: 'create',
};

export const postFields: INodeProperties[] = [
	...countAllFields,
	...countRecentFields,
	...createFields,
	...deleteFields,
	...editFields,
	...getFields,
	...getManyFields,
	...searchAllFields,
	...searchRecentFields,
];

export { searchMyPosts } from './searchMyPosts';
