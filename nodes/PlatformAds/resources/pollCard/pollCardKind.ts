import type { CardKind } from '../../shared/cardKinds';

export const POLL: CardKind = {
	resource: 'pollCard',
	segment: 'poll',
	noun: 'poll card',
	nouns: 'poll cards',
};

/** Limits of POST cards/poll. */
export const MIN_DURATION = 5;
export const MAX_DURATION = 10_080;
export const MAX_CHOICE = 25;
export const MAX_NAME = 80;
