import { adsPaging, listRouting, returnAllOrLimit } from '../../../shared/routing/listRouting';
import { checkUserId, userIdOption } from './userIdOption';
import type { Operation } from '../../../shared/descriptions/resource';
import { collection } from '../../../shared/descriptions/properties';

/**
 * GET /12/product_catalogs: the spec names no page size for it, only next_cursor, so no count
 * is sent (pageSizeParameter left out); Return All follows next_cursor.
 */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many product catalogs',
	description: 'List the product catalogs of a user (the authenticated user by default)',
	routing: listRouting(
		{
			request: { method: 'GET', url: '/12/product_catalogs' },
			send: { preSend: [checkUserId('options')] },
		},
		{ ...adsPaging(1000), pageSizeParameter: undefined },
	),
	fields: [
		...returnAllOrLimit(),
		collection('Options', 'options', 'Add Option', [
			userIdOption('List the catalogs of this user instead of the authenticated user'),
		]),
	],
};
