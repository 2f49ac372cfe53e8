import type { INodeProperties } from 'n8n-workflow';

import { operationList } from '../../../shared/descriptions/operationList';
import { countAllFields, countAllOperation } from './countAll.operation';
import { countRecentFields, countRecentOperation } from './countRecent.operation';
import { createFields, createOperation } from './create.operation';
import { deleteFields, deleteOperation } from './delete.operation';
import { editFields, editOperation } from './edit.operation';
import { getFields, getOperation } from './get.operation';
import { getManyFields, getManyOperation } from './getMany.operation';
import { searchAllFields, searchAllOperation } from './searchAll.operation';
import { searchRecentFields, searchRecentOperation } from './searchRecent.operation';

export const postOperations = operationList('post', 'create', [
	countAllOperation,
	countRecentOperation,
	createOperation,
	deleteOperation,
	editOperation,
	getOperation,
	getManyOperation,
	searchAllOperation,
	searchRecentOperation,
]);

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
