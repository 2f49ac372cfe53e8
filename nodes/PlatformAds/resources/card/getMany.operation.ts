import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { validateParameters } from '../../../shared/validation';
import { adsListFields, adsListRouting, type AdsListSettings } from '../../helpers/adsList';
import { requireIds } from '../../helpers/adsRouting';
import { cardIdsCheck, commaListOption, MAX_LIST_IDS, nameStartsWithCheck, nameStartsWithOption, withoutListOption } from '../../helpers/cardLists';
import { enumOptions } from '../../helpers/enums';
import { account, cardsPath, show } from './shared';

/** card_type values of component cards, and the one legacy type the spec shows. */
export const CARD_TYPES = [
	'IMAGE_APP', 'IMAGE_CAROUSEL_APP', 'IMAGE_CAROUSEL_WEBSITE', 'IMAGE_MULTI_DEST_CAROUSEL_WEBSITE', 'IMAGE_WEBSITE',
	'MIXED_MEDIA_MULTI_DEST_CAROUSEL_WEBSITE', 'MIXED_MEDIA_SINGLE_DEST_CAROUSEL_APP', 'MIXED_MEDIA_SINGLE_DEST_CAROUSEL_WEBSITE',
	'VIDEO_APP', 'VIDEO_CAROUSEL_APP', 'VIDEO_CAROUSEL_WEBSITE', 'VIDEO_MULTI_DEST_CAROUSEL_WEBSITE', 'VIDEO_WEBSITE', 'IMAGE_CONVERSATION',
];

/** card_uri values look like card://<id>. */
const CARD_URI = /^card:\/\/[0-9a-zA-Z]+$/;

const settings: AdsListSettings = {
	show: show('getAll'),
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
			routing: { send: { type: 'query', property: 'card_types', value: '={{ $value.length ? $value.join(",") : undefined }}' } },
		},
		commaListOption('Card IDs', 'cardIds', 'card_id', 'e.g. 1jmgg,1jmgh', 'Only these cards, by ID'),
		commaListOption('Card URIs', 'cardUris', 'card_uris', 'e.g. card://1jmgg', 'Only these cards, by card URI'),
		{
			displayName: 'Include Legacy Cards',
			name: 'includeLegacyCards',
			type: 'boolean',
			default: false,
			description: 'Whether to list legacy cards too (those made at accounts/:account_id/cards/:card_type, such as IMAGE_CONVERSATION)',
			routing: { send: { type: 'query', property: 'include_legacy_cards' } },
		},
		nameStartsWithOption,
	],
	preSend: [
		requireIds(account),
		validateParameters(cardIdsCheck('cardIds', 'Card IDs'), nameStartsWithCheck, {
			parameter: 'listOptions.cardUris',
			field: 'Card URIs',
			rules: [
				(value) => {
					const entries = String(value).split(',').map((entry) => entry.trim()).filter(Boolean);
					if (entries.length > MAX_LIST_IDS) return `allows at most ${MAX_LIST_IDS} entries (it has ${entries.length})`;
					const bad = entries.find((entry) => !CARD_URI.test(entry));
					return bad === undefined ? undefined : `must hold card URIs such as card://1jmgg; "${bad.slice(0, 40)}" is not one`;
				},
			],
		}),
	],
};

/** GET /12/accounts/:account_id/cards: the cards made through POST cards (legacy ones on request). */
export const getManyOperation: INodePropertyOptions = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many cards',
	description: 'List the component cards of the account',
	routing: adsListRouting(settings),
};

// The cards list takes sort_by and with_deleted but not with_total_count (document 3, "Cards").
export const getManyFields: INodeProperties[] = withoutListOption(adsListFields(settings), 'withTotalCount');
