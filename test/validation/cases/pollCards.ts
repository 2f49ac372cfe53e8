import { ACCOUNT, byId, rows, under } from '../matrixCase';

const EMPTY = '={{ "" }}';
const valid = { name: 'Lunch', durationInMinutes: 60, firstChoice: 'Pizza', secondChoice: 'Salad' };
const base = { resource: 'pollCard', accountId: byId(ACCOUNT) };

/** Ads interface, poll cards: the list's filters, then a create's fields. */
export const pollCardCases = [
	...rows(
		3,
		'ads',
		{ ...base, operation: 'getAll', limit: 5 },
		under('listOptions', [
			[
				'Card IDs',
				{ cardIds: Array.from({ length: 201 }, (_, n) => `p${n}`).join(',') },
				'Item 1: Card IDs allows at most 200 entries (it has 201)',
			],
			[
				'Name Starts With',
				{ q: 'q'.repeat(81) },
				'Item 1: Name Starts With must be at most 80 characters long (it has 81)',
			],
		]),
	),
	...rows(3, 'ads', { ...base, operation: 'create' }, [
		['name required', { ...valid, name: EMPTY }, 'Item 1: Name is required'],
		[
			'duration below 5',
			{ ...valid, durationInMinutes: 4 },
			'Item 1: Duration (Minutes) must be a whole number from 5 to 10,080, got 4',
		],
		[
			'duration above 10,080',
			{ ...valid, durationInMinutes: 10_081 },
			'Item 1: Duration (Minutes) must be a whole number from 5 to 10,080, got 10081',
		],
		['first choice required', { ...valid, firstChoice: EMPTY }, 'Item 1: First Choice is required'],
		[
			'second choice required',
			{ ...valid, secondChoice: EMPTY },
			'Item 1: Second Choice is required',
		],
		[
			'choice at most 25',
			{ ...valid, secondChoice: 's'.repeat(26) },
			'Item 1: Second Choice must be at most 25 characters long (it has 26)',
		],
		[
			'third choice at most 25',
			{ ...valid, additionalFields: { thirdChoice: 't'.repeat(26) } },
			'Item 1: Third Choice must be at most 25 characters long (it has 26)',
		],
		[
			'third needs the first two',
			{ ...valid, firstChoice: EMPTY, additionalFields: { thirdChoice: 'Soup' } },
			'Item 1: Third Choice needs First Choice, Second Choice (First Choice is empty)',
		],
		[
			'fourth needs the third',
			{ ...valid, additionalFields: { fourthChoice: 'Nothing' } },
			'Item 1: Fourth Choice needs First Choice, Second Choice, Third Choice (Third Choice is empty)',
		],
	]),
];
