import { ACCOUNT, byId, rows, under } from '../matrixCase';

const EMPTY = '={{ "" }}';
const valid = {
	name: 'Talk',
	mediaKey: '7_123',
	firstCta: '#Yes',
	firstCtaPost: 'I say yes',
	thankYouText: 'Thank you!',
	additionalFields: { title: 'Do you agree?' },
};
const base = { resource: 'videoConversationCard', accountId: byId(ACCOUNT) };

/** Ads interface, video conversation cards: a create's fields, then an update's. */
export const videoConversationCardCases = [
	...rows(3, 'ads', { ...base, operation: 'create' }, [
		['name required', { ...valid, name: EMPTY }, 'Item 1: Name is required'],
		['media key required', { ...valid, mediaKey: EMPTY }, 'Item 1: Media Key is required'],
		['first CTA required', { ...valid, firstCta: EMPTY }, 'Item 1: First CTA is required'],
		[
			'first CTA post required',
			{ ...valid, firstCtaPost: EMPTY },
			'Item 1: First CTA Post is required',
		],
		[
			'thank you text required',
			{ ...valid, thankYouText: EMPTY },
			'Item 1: Thank You Text is required',
		],
		[
			'a CTA of 21 characters besides #',
			{ ...valid, firstCta: `#${'a'.repeat(21)}` },
			'Item 1: First CTA must be at most 20 characters long, not counting # (it has 21)',
		],
		[
			'title at most 23',
			{ ...valid, additionalFields: { title: 't'.repeat(24) } },
			'Item 1: Title must be at most 23 characters long (it has 24)',
		],
		[
			'thank you text at most 23',
			{ ...valid, thankYouText: 't'.repeat(24) },
			'Item 1: Thank You Text must be at most 23 characters long (it has 24)',
		],
		[
			'title or second CTA',
			{ ...valid, additionalFields: {} },
			'Item 1: Title or Second CTA is required',
		],
		[
			'second CTA needs its post',
			{ ...valid, additionalFields: { secondCta: '#No' } },
			'Item 1: Second CTA Post is required with the Second CTA',
		],
		[
			'third CTA needs its post',
			{ ...valid, additionalFields: { title: 'x', thirdCta: '#Maybe' } },
			'Item 1: Third CTA Post is required with the Third CTA',
		],
		[
			'fourth CTA needs its post',
			{ ...valid, additionalFields: { title: 'x', fourthCta: '#Later' } },
			'Item 1: Fourth CTA Post is required with the Fourth CTA',
		],
		[
			'fourth CTA at most 20',
			{ ...valid, additionalFields: { title: 'x', fourthCta: 'b'.repeat(21), fourthCtaPost: 'p' } },
			'Item 1: Fourth CTA must be at most 20 characters long, not counting # (it has 21)',
		],
	]),
	...rows(
		3,
		'ads',
		{ ...base, operation: 'update', cardId: byId('v3') },
		under('updateFields', [
			['nothing to change', {}, 'Item 1: Update Fields needs at least one field to change'],
			[
				'a CTA needs its post',
				{ title: 'x', thirdCta: '#Maybe' },
				'Item 1: Third CTA Post is required with the Third CTA',
			],
			[
				'CTA length',
				{ secondCta: `#${'c'.repeat(21)}`, secondCtaPost: 'p' },
				'Item 1: Second CTA must be at most 20 characters long, not counting # (it has 21)',
			],
			[
				'thank you text length',
				{ title: 'x', thankYouText: 'y'.repeat(24) },
				'Item 1: Thank You Text must be at most 23 characters long (it has 24)',
			],
		]),
	),
];
