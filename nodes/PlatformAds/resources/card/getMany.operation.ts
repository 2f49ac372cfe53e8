import { CARD_URI } from '../../../shared/patterns';
import { JOINED_LIST, validateParameters } from '../../../shared/validation';
import { adsListFields, adsListRouting, type AdsListSettings } from '../../../shared/ads/adsList';
import { requireIds } from '../../../shared/ads/adsRouting';
import {
	cardIdsList,
	MAX_LIST_IDS,
	nameStartsWithCheck,
	nameStartsWithOption,
	withoutListOption,
} from '../../shared/cardLists';
import { commaListOption } from '../../../shared/ads/commaList';
import { enumOptions } from '../../../shared/ads/enums';
import { cardsPath } from './cardPaths';
import { ACCOUNT_FIELD } from '../../../shared/ads/accountLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { booleanQueryOption } from '../../../shared/ads/booleanQueryOption';

/** card_type values of component cards, and the one legacy type the spec shows. */
export const CARD_TYPES = [
	'IMAGE_APP',
	'IMAGE_CAROUSEL_APP',
	'IMAGE_CAROUSEL_WEBSITE',
	'IMAGE_MULTI_DEST_CAROUSEL_WEBSITE',
	'IMAGE_WEBSITE',
	'MIXED_MEDIA_MULTI_DEST_CAROUSEL_WEBSITE',
	'MIXED_MEDIA_SINGLE_DEST_CAROUSEL_APP',
	'MIXED_MEDIA_SINGLE_DEST_CAROUSEL_WEBSITE',
	'VIDEO_APP',
	'VIDEO_CAROUSEL_APP',
	'VIDEO_CAROUSEL_WEBSITE',
	'VIDEO_MULTI_DEST_CAROUSEL_WEBSITE',
	'VIDEO_WEBSITE',
	'IMAGE_CONVERSATION',
];

const cardIds = cardIdsList('card_id');
const cardUris = commaListOption({
	name: 'cardUris',
	displayName: 'Card URIs',
	property: 'card_uris',
	max: MAX_LIST_IDS,
	entry: { pattern: CARD_URI, what: 'card URIs such as card://1jmgg' },
	placeholder: 'e.g. card://1jmgg',
	description: 'Only these cards, by card URI',
});

const settings: AdsListSettings = {
	show: { resource: ['card'], operation: ['getAll'] },
	url: cardsPath(),
	maxCount: 200,
	options: [
		{
			displayName: 'Card Types',
			name: 'cardTypes',
			type: 'multiOptions',
			options: enumOptions(CARD_TYPES),
			default: [],
			description: 'Only cards of these types',
			routing: { send: { type: 'query', property: 'card_types', value: JOINED_LIST } },
		},
		cardIds.option,
		cardUris.option,
		booleanQueryOption(
			'Include Legacy Cards',
			'includeLegacyCards',
			'include_legacy_cards',
			'Whether to list legacy cards too (those made at accounts/:account_id/cards/:card_type, such as IMAGE_CONVERSATION)',
		),
		nameStartsWithOption,
	],
	preSend: [
		requireIds(ACCOUNT_FIELD),
		validateParameters(cardIds.check, nameStartsWithCheck, cardUris.check),
	],
};

// The cards list takes sort_by and with_deleted but not with_total_count.
/** GET /12/accounts/:account_id/cards: the cards made through POST cards (legacy ones on request). */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many cards',
	description: 'List the component cards of the account',
	routing: adsListRouting(settings),
	fields: withoutListOption(adsListFields(settings), 'withTotalCount'),
};
