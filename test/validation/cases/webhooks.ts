import type { IDataObject } from 'n8n-workflow';

import { byId, operationRows, type MatrixCase } from '../matrixCase';

const MINUTE = 60_000;
// Values come from the input item through expressions: literal values n8n itself refuses
// before the run (required fields, the ID mode's pattern); expressions reach the node.
const fromItem = {
	url: '={{$json.url}}',
	webhookId: byId('={{$json.id}}'),
	fromDate: '={{$json.from}}',
	toDate: '={{$json.to}}',
};
const now = Date.now();
const iso = (ms: number) => new Date(ms).toISOString();
const window = { from: iso(now - MINUTE), to: iso(now) };

/** Core interface, webhook configurations: [operation, message, the item's JSON]. */
const table: Array<[string, string, IDataObject]> = [
	['create', 'Item 1: URL is required', { url: '' }],
	[
		'create',
		'Item 1: URL must be at most 200 characters long (it has 201)',
		{ url: `https://example.com/${'x'.repeat(181)}` },
	],
	['validate', 'Item 1: Webhook must be a numeric ID of 1 to 19 digits, got "abc"', { id: 'abc' }],
	['validate', 'Item 1: Webhook is required', { id: '' }],
	[
		'delete',
		'Item 1: Webhook must be a numeric ID of 1 to 19 digits, got "12345678901234567890"',
		{ id: '12345678901234567890' },
	],
	[
		'replay',
		'Item 1: Webhook must be a numeric ID of 1 to 19 digits, got "x1"',
		{ id: 'x1', ...window },
	],
	['replay', 'Item 1: From is required', { id: '1', ...window, from: '' }],
	['replay', 'Item 1: To is required', { id: '1', ...window, to: '' }],
	[
		'replay',
		'Item 1: From must be a date and time, got "yesterday"',
		{ id: '1', ...window, from: 'yesterday' },
	],
	[
		'replay',
		'Item 1: From must be within the past 24 hours (the platform replays no older events)',
		{ id: '1', ...window, from: iso(now - 25 * 60 * MINUTE) },
	],
	[
		'replay',
		'Item 1: To must not be in the future',
		{ id: '1', ...window, to: iso(now + 60 * MINUTE) },
	],
	[
		'replay',
		'Item 1: From must be before To',
		{ id: '1', from: iso(now - MINUTE), to: iso(now - 2 * MINUTE) },
	],
];

export const webhookCases: MatrixCase[] = operationRows(
	1,
	'core',
	{ authentication: 'bearerToken', resource: 'webhook', ...fromItem },
	table.map(([operation, message, json]) => [operation, message, {}, json]),
);
