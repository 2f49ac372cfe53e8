import {
	adsList,
	adsRoute,
	booleans,
	firstProblem,
	invalid,
	isReply,
	isTrue,
	single,
} from '../adsRules';
import { idsFilter, keepIds } from '../adsIdFilters';
import type { Route } from '../types';
import { withAccount } from './adsAccounts';
import { getRecord } from '../adsRecordRoutes';
import { campaignWrites } from '../adsCampaignWrites';
import { campaignNotFound, campaigns, findCampaign } from '../adsCampaignStore';

export { campaigns, type Campaign } from '../adsCampaignStore';

export const CAMPAIGN_SORTABLE = [
	'created_at',
	'updated_at',
	'deleted',
	'name',
	'start_time',
	'end_time',
	'daily_budget_amount_local_micro',
	'total_budget_amount_local_micro',
	'standard_delivery',
];

const listCampaigns = withAccount(({ state, query }, account) => {
	const problem = firstProblem(booleans(query, ['with_draft']));
	if (problem) return problem;
	const ids = idsFilter(query, 'campaign_ids');
	if (isReply(ids)) return ids;
	const instruments = idsFilter(query, 'funding_instrument_ids');
	if (isReply(instruments)) return instruments;
	const sortBy = single(query.sort_by);
	if (
		sortBy !== undefined &&
		!CAMPAIGN_SORTABLE.some((attribute) => sortBy.startsWith(`${attribute}-`))
	)
		return invalid(query, 'sort_by', `sort_by takes one of ${CAMPAIGN_SORTABLE.join(', ')}`);
	const name = single(query.q)?.toLowerCase();
	const records = keepIds(
		campaigns(state).filter((one) => one.account_id === account.id),
		ids,
	).filter(
		(one) =>
			(instruments === undefined || instruments.includes(one.funding_instrument_id)) &&
			(isTrue(query, 'with_draft') || one.entity_status !== 'DRAFT') &&
			(name === undefined || one.name.toLowerCase().startsWith(name)),
	);
	return adsList(records, query, ['campaign_ids', 'funding_instrument_ids', 'q', 'with_draft']);
});

const PATH = '/12/accounts/:account_id/campaigns';

/** Campaigns of an account: list, get, create, update, delete and the batch endpoint. */
export const routes: Route[] = [
	adsRoute('GET', PATH, listCampaigns),
	adsRoute(
		'GET',
		`${PATH}/:campaign_id`,
		getRecord({ find: findCampaign, keyParameter: 'campaign_id', notFound: campaignNotFound }),
	),
	...campaignWrites(PATH),
];
