import { policyRouting } from '../../../shared/routing/policyRouting';
import { adsRecords } from '../../../shared/ads/envelope';
import { catalogNameField } from './catalogName';
import { checkUserId, userIdOption } from './userIdOption';
import type { Operation } from '../../../shared/descriptions/resource';
import { collection } from '../../../shared/descriptions/properties';

/** POST /12/product_catalogs: one catalog per user holds all products; it must exist before products are uploaded. */
export const createOperation: Operation = {
	name: 'Create',
	value: 'create',
	action: 'Create a product catalog',
	description: 'Create the product catalog of a user (a user can have only one)',
	routing: policyRouting({
		request: { method: 'POST', url: '/12/product_catalogs' },
		send: { preSend: [checkUserId('additionalFields')] },
		output: { postReceive: [adsRecords] },
	}),
	fields: [
		catalogNameField('create'),
		collection('Additional Fields', 'additionalFields', 'Add Field', [
			userIdOption('Create the catalog for this user instead of the authenticated user'),
		]),
	],
};
