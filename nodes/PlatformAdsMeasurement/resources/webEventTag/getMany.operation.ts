import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { adsListFields, adsListRouting, type AdsListSettings } from '../../../shared/ads/adsList';
import { requireIds } from '../../../shared/ads/adsRouting';
import { adsIdsOption } from '../../../shared/ads/commaList';
import { WEB_EVENT_TAGS } from '../../../shared/ads/webEventTagLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { validateParameters } from '../../../shared/validation';

const tagIds = adsIdsOption({
	name: 'webEventTagIds',
	displayName: 'Web Event Tag IDs',
	property: 'web_event_tag_ids',
	placeholder: 'o87ne,o87nf',
	description: 'Only these web event tags (at most 200)',
});

const listSettings: AdsListSettings = {
	show: { resource: ['webEventTag'], operation: ['getAll'] },
	url: accountPath(WEB_EVENT_TAGS),
	maxCount: 1000,
	options: [tagIds.option],
	preSend: [requireIds(ACCOUNT_FIELD), validateParameters(tagIds.check)],
};

/** GET /12/accounts/:account_id/web_event_tags */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many web event tags',
	description: "List the account's web event tags, or some of them by ID",
	routing: adsListRouting(listSettings),
	fields: adsListFields(listSettings),
};
