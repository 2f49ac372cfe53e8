import { adsRouting, requireIds } from '../../../shared/ads/adsRouting';
import { cardBody } from './cardBody';
import { cardContentFields } from './layoutField';
import { cardsPath, MAX_CARD_NAME } from './cardPaths';
import { ACCOUNT_FIELD } from '../../../shared/ads/accountLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { requiredText } from '../../../shared/descriptions/properties';

/** POST /12/accounts/:account_id/cards, with a JSON body (the spec: "JSON body only"). */
export const createOperation: Operation = {
	name: 'Create',
	value: 'create',
	action: 'Create a card',
	description:
		'Create a component card (website or app, single media, carousel or multi-destination carousel) to attach to posts by its card URI',
	routing: adsRouting(
		{ method: 'POST', url: cardsPath() },
		{ preSend: [requireIds(ACCOUNT_FIELD), cardBody(true)] },
	),
	fields: [
		requiredText(
			'Name',
			'name',
			`Name of the card (at most ${MAX_CARD_NAME} characters), for finding it later; not shown in posts`,
		),
		...cardContentFields({ resource: ['card'], operation: ['create'] }, false),
	],
};
