import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { operationRows, type MatrixCase } from '../matrixCase';

const WEBHOOK_ID = '1460000000000000001';
const OTHER_USER = '2244994945';
const create = {
	eventType: 'post.create',
	userId: '={{$json.user}}',
	webhookId: { __rl: true, mode: 'id', value: '={{$json.webhook}}' },
	additionalFields: { keyword: '={{$json.keyword}}', tag: '={{$json.tag}}' },
};
const ok = { user: OTHER_USER, webhook: WEBHOOK_ID, keyword: 'k', tag: 't' };
const update = {
	subscriptionId: '={{$json.id}}',
	updateFields: {
		tag: '={{$json.tag}}',
		webhookId: { __rl: true, mode: 'id', value: '={{$json.webhook}}' },
	},
};

/** Core interface, activity subscriptions: [operation, message, parameters, the item's JSON]. */
const table: Array<[string, string, INodeParameters, IDataObject]> = [
	['create', 'Item 1: User ID is required', create, { ...ok, user: '' }],
	[
		'create',
		'Item 1: User ID must be a numeric ID of 1 to 19 digits, got "@someone"',
		create,
		{ ...ok, user: '@someone' },
	],
	[
		'create',
		'Item 1: Keyword must be at most 150 characters long (it has 151)',
		create,
		{ ...ok, keyword: 'k'.repeat(151) },
	],
	[
		'create',
		'Item 1: Tag must be at most 200 characters long (it has 201)',
		create,
		{ ...ok, tag: 't'.repeat(201) },
	],
	[
		'create',
		'Item 1: Webhook must be a numeric ID of 1 to 19 digits, got "hook"',
		create,
		{ ...ok, webhook: 'hook' },
	],
	['update', 'Item 1: Subscription ID is required', update, { id: '', tag: 'x', webhook: '' }],
	[
		'update',
		'Item 1: Subscription ID must be a numeric ID of 1 to 19 digits, got "12345678901234567890"',
		update,
		{ id: '12345678901234567890', tag: 'x', webhook: '' },
	],
	[
		'update',
		'Item 1: Tag must be at most 200 characters long (it has 201)',
		update,
		{ id: '1', tag: 't'.repeat(201), webhook: '' },
	],
	[
		'update',
		'Item 1: Update Fields must set Tag or Webhook',
		update,
		{ id: '1', tag: '', webhook: '' },
	],
	[
		'delete',
		'Item 1: Subscription ID must be a numeric ID of 1 to 19 digits, got "abc"',
		{ subscriptionId: '={{$json.id}}' },
		{ id: 'abc' },
	],
	[
		'deleteMany',
		'Item 1: Subscription IDs is required',
		{ subscriptionIds: '={{$json.ids}}' },
		{ ids: '' },
	],
	[
		'deleteMany',
		'Item 1: Subscription IDs allows at most 100 entries (it has 101)',
		{ subscriptionIds: '={{$json.ids}}' },
		{ ids: Array.from({ length: 101 }, (_, n) => n + 1).join(',') },
	],
	[
		'deleteMany',
		'Item 1: Subscription IDs must hold numeric IDs of 1 to 19 digits; "b" is not one',
		{ subscriptionIds: '={{$json.ids}}' },
		{ ids: '1,b' },
	],
];

export const activitySubscriptionCases: MatrixCase[] = operationRows(
	1,
	'core',
	{ authentication: 'bearerToken', resource: 'activitySubscription' },
	table,
);
