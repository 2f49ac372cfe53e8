import { accountListOperation } from '../../../shared/ads/adsList';
import { adsIdsOption } from '../../../shared/ads/commaList';
import { WEB_EVENT_TAGS } from '../../../shared/ads/webEventTagLocator';

const tagIds = adsIdsOption({
	name: 'webEventTagIds',
	displayName: 'Web Event Tag IDs',
	property: 'web_event_tag_ids',
	placeholder: 'o87ne,o87nf',
	description: 'Only these web event tags (at most 200)',
});

/** GET /12/accounts/:account_id/web_event_tags */
export const getManyOperation = accountListOperation({
	resource: 'webEventTag',
	collection: WEB_EVENT_TAGS,
	action: 'Get many web event tags',
	description: "List the account's web event tags, or some of them by ID",
	options: [tagIds.option],
	checks: [tagIds.check],
});
