import type { INodeParameters } from 'n8n-workflow';

import { ACCOUNT, byId, rows, type MatrixCase } from '../matrixCase';

/** Ads interface, accounts: paging that with_total_count forbids, list options, an update. */
const totalCount: Array<[INodeParameters, string]> = [
	[{ returnAll: true }, 'Return All'],
	[{ limit: 1001 }, 'a Limit above 1000'],
];
const listOptions: Array<[INodeParameters, string]> = [
	[
		{ sortBy: 'name' },
		'Sort By must be an attribute and a direction such as created_at-asc or name-desc, got "name"',
	],
	[
		{ accountIds: 'abc,de-f' },
		'Account IDs must hold account IDs of letters and digits; "de-f" is not one',
	],
];

export const accountCases: MatrixCase[] = [
	...totalCount.map(
		([paging, named]): MatrixCase => ({
			doc: 2,
			node: 'ads',
			rule: `with_total_count and ${named}`,
			parameters: {
				resource: 'account',
				operation: 'getAll',
				...paging,
				listOptions: { withTotalCount: true },
			},
			message: `Item 1: With Total Count cannot be used with ${named}: the next pages need cursor`,
		}),
	),
	...listOptions.map(
		([options, problem]): MatrixCase => ({
			doc: 2,
			node: 'ads',
			rule: problem.split(' must ')[0],
			parameters: { resource: 'account', operation: 'getAll', limit: 5, listOptions: options },
			message: `Item 1: ${problem}`,
		}),
	),
	...rows(2, 'ads', { resource: 'account', operation: 'update', accountId: byId(ACCOUNT) }, [
		[
			'an industry type set by expression',
			{ updateFields: { industry_type: '={{ "FARMING" }}' } },
			'Item 1: Industry Type must be one of AGENCY, BUSINESS_TO_BUSINESS',
		],
		[
			'an update without fields',
			{ updateFields: {} },
			'Item 1: Update Fields needs at least one field to change',
		],
		[
			'an account ID from an expression that is not one',
			{ accountId: byId('={{ "../2/users" }}'), updateFields: { name: 'x' } },
			'Item 1: Account must be an ID of letters and digits, got "../2/users"',
		],
	]),
];
