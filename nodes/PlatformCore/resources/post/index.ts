import { describeResource } from '../../../shared/descriptions/resource';
import { countAllOperation } from './countAll.operation';
import { countRecentOperation } from './countRecent.operation';
import { createOperation } from './create.operation';
import { deleteOperation } from './delete.operation';
import { editOperation } from './edit.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';
import { searchAllOperation } from './searchAll.operation';
import { searchRecentOperation } from './searchRecent.operation';

export const postResource = describeResource('post', 'create', [
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

export { searchMyPosts } from './searchMyPosts';
