import type { INodeProperties } from 'n8n-workflow';

import type { Operation } from '../../../shared/descriptions/resource';
import { usersUploadFields } from '../../shared/audienceUsers/fields';
import { thirteenMonthsFromNow, type OperationType } from '../../shared/audienceUsers/readUser';
import { usersUploadOperation } from '../../shared/audienceUsers/upload';
import { LIST_PARAMETER } from './doNotReachListLocator';

/** Identifiers a do-not-reach list takes. */
const KINDS = ['email', 'phone_number'] as const;

/** POST /12/batch/accounts/:account_id/do_not_reach_lists/:do_not_reach_list_id/users with one operation per item. */
const uploadListUsers = (operationType: OperationType) =>
	usersUploadOperation(
		{
			parameter: LIST_PARAMETER,
			field: 'Do-Not-Reach List',
			outputKey: 'do_not_reach_list_id',
			path: (accountId, id) => `/12/batch/accounts/${accountId}/do_not_reach_lists/${id}/users`,
		},
		{ kinds: KINDS, operationType, effectiveAt: false, defaultExpiresAt: thirteenMonthsFromNow },
	);

export const addUsersOperation: Operation = {
	name: 'Add Users',
	value: 'addUsers',
	action: 'Add users to a do-not-reach list',
	description:
		"Add each input item's user to the list, so ads do not reach them (operation Update)",
	requests:
		'POST /12/batch/accounts/{account_id}/do_not_reach_lists/{do_not_reach_list_id}/users (2,500 users a request)',
	execute: uploadListUsers('Update'),
};

export const removeUsersOperation: Operation = {
	name: 'Remove Users',
	value: 'removeUsers',
	action: 'Remove users from a do-not-reach list',
	description: "Remove each input item's user from the list (operation Delete)",
	requests:
		'POST /12/batch/accounts/{account_id}/do_not_reach_lists/{do_not_reach_list_id}/users (2,500 users a request)',
	execute: uploadListUsers('Delete'),
};

const show = { resource: ['doNotReachList'], operation: ['addUsers', 'removeUsers'] };

export const usersFields: INodeProperties[] = usersUploadFields(KINDS, show, {
	notice:
		'Each input item is one user. Email addresses and phone numbers are normalized and SHA-256 hashed on this machine, then sent up to 2,500 users a request.',
	effectiveAt: false,
	expiresAtWhenEmpty:
		"the node sends 13 months from now, the platform's default (one version of the platform's description requires expires_at)",
});
