import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { adsListFields, adsListRouting, type AdsListSettings } from '../../../shared/ads/adsList';
import { requireIds } from '../../../shared/ads/adsRouting';
import { adsIdsOption } from '../../../shared/ads/commaList';
import { validateParameters } from '../../../shared/validation';
import type { Operation } from '../../../shared/descriptions/resource';
import { APP_EVENT_TAGS } from './appEventTagLocator';

const tagIds = adsIdsOption({
	name: 'appEventTagIds',
	displayName: 'App Event Tag IDs',
	property: 'app_event_tag_ids',
	placeholder: 'jhp,jhq',
	description: 'Only these app event tags',
});

const listSettings: AdsListSettings = {
	show: { resource: ['appEventTag'], operation: ['getAll'] },
	url: accountPath(APP_EVENT_TAGS),
	maxCount: 1000,
	options: [tagIds.option],
	preSend: [requireIds(ACCOUNT_FIELD), validateParameters(tagIds.check)],
};

/** GET /12/accounts/:account_id/app_event_tags */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many app event tags',
	description: 'List the app event tags of the account, or some by ID',
	routing: adsListRouting(listSettings),
	fields: adsListFields(listSettings),
};
