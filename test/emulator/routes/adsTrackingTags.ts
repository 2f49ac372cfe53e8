import {
	adsList,
	adsRoute,
	envelope,
	firstProblem,
	invalid,
	isReply,
	missing,
	notFound,
	oneOf,
	required,
	seededTime,
	single,
	unknownParameters,
} from '../adsRules';
import { adsNow, adsTime } from '../adsClock';
import { idsFilter } from '../adsIdFilters';
import type { EmulatorState } from '../state';
import type { Query, Reply, Route } from '../types';
import { accountRecord, recordRoutes } from '../adsRecordRoutes';
import { withAccount } from './adsAccounts';
import { lineItems } from './adsLineItems';

/** A measurement partner's tag on a line item. */
export interface TrackingTag {
	id: string;
	account_id: string;
	line_item_id: string;
	tracking_tag_type: string;
	tracking_tag_url: string;
	created_at: string;
	updated_at: string;
	deleted: boolean;
}

const TAG_TYPES = ['IMPRESSION_TAG', 'CLICK_TRACKER'];

/** Seeded: an impression tag and a click tracker on 8v7jo, an impression tag on 8v7jp, one deleted. */
export const trackingTags = (state: EmulatorState): TrackingTag[] =>
	state.collection<TrackingTag>('adsTrackingTags', () =>
		[
			['3m82', '8v7jo', 'IMPRESSION_TAG', 'https://ad.doubleclick.net/ddm/trackimp/N1.2/B3;ord=1'],
			['3m83', '8v7jo', 'CLICK_TRACKER', 'https://clicks.measure.example/c?id=42'],
			['3m84', '8v7jp', 'IMPRESSION_TAG', 'https://pixel.measure.example/i?id=7'],
			['3m85', '8v7jp', 'CLICK_TRACKER', 'https://old.measure.example/c?id=1'],
		].map(([id, lineItem, type, url], n) => ({
			id,
			account_id: '18ce54d4x5t',
			line_item_id: lineItem,
			tracking_tag_type: type,
			tracking_tag_url: url,
			created_at: seededTime(n),
			updated_at: seededTime(n),
			deleted: n === 3,
		})),
	);

const publicView = ({ account_id: _, ...tag }: TrackingTag) => tag;
const PATH = '/12/accounts/:account_id/tracking_tags';

function urlProblem(query: Query): Reply | undefined {
	if (query.tracking_tag_url === undefined) return missing(query, 'tracking_tag_url');
	return /^https?:\/\/\S+$/i.test(String(single(query.tracking_tag_url)))
		? undefined
		: invalid(query, 'tracking_tag_url', 'tracking_tag_url must be a URL');
}

const find = accountRecord(trackingTags);

/** Tracking tags: list, get, create, update (the URL), delete. */
export const routes: Route[] = [
	adsRoute(
		'GET',
		PATH,
		withAccount(({ state, query }, account) => {
			const lineItemIds = idsFilter(query, 'line_item_ids', { trim: false });
			if (isReply(lineItemIds)) return lineItemIds;
			const tagIds = idsFilter(query, 'tracking_tag_ids', { trim: false });
			if (isReply(tagIds)) return tagIds;
			return adsList(
				trackingTags(state)
					.filter(
						(tag) =>
							tag.account_id === account.id &&
							(!lineItemIds || lineItemIds.includes(tag.line_item_id)) &&
							(!tagIds || tagIds.includes(tag.id)),
					)
					.map(publicView),
				query,
				['line_item_ids', 'tracking_tag_ids'],
			);
		}),
	),
	adsRoute(
		'POST',
		PATH,
		withAccount(({ state, query }, account) => {
			const problem = firstProblem(
				unknownParameters(query, ['line_item_id', 'tracking_tag_type', 'tracking_tag_url']),
				required(query, ['line_item_id', 'tracking_tag_type']),
				urlProblem(query),
				oneOf(query, 'tracking_tag_type', TAG_TYPES),
			);
			if (problem) return problem;
			const lineItemId = String(single(query.line_item_id));
			if (
				!lineItems(state).some(
					(item) => item.account_id === account.id && item.id === lineItemId && !item.deleted,
				)
			)
				return invalid(
					query,
					'line_item_id',
					`Line item ${lineItemId} does not exist in this account`,
				);
			const now = adsTime(adsNow(state));
			const tag: TrackingTag = {
				id: `tt${state.nextNumericId().slice(-8)}`,
				account_id: account.id,
				line_item_id: lineItemId,
				tracking_tag_type: String(single(query.tracking_tag_type)),
				tracking_tag_url: String(single(query.tracking_tag_url)),
				created_at: now,
				updated_at: now,
				deleted: false,
			};
			trackingTags(state).push(tag);
			return envelope(publicView(tag), query);
		}),
	),
	adsRoute(
		'PUT',
		`${PATH}/:id`,
		withAccount(({ state, params, query }, account) => {
			const problem = firstProblem(
				unknownParameters(query, ['tracking_tag_url']),
				urlProblem(query),
			);
			if (problem) return problem;
			const found = find(state, account.id, params.id);
			if (!found || found.deleted) return notFound(query, `Tracking tag ${params.id}`);
			found.tracking_tag_url = String(single(query.tracking_tag_url));
			found.updated_at = adsTime(adsNow(state));
			return envelope(publicView(found), query);
		}),
	),
	...recordRoutes({
		path: PATH,
		records: trackingTags,
		what: 'Tracking tag',
		view: publicView,
		deletable: true,
	}),
];
