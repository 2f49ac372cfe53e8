import {
	adsList,
	adsRoute,
	booleans,
	envelope,
	firstProblem,
	invalid,
	isReply,
	notFound,
	oneOf,
	required,
	single,
	unknownParameters,
} from '../adsRules';
import { adsNow, adsTime } from '../adsClock';
import { idsFilter } from '../adsIdFilters';
import type { EmulatorState } from '../state';
import type { Query, Reply, Route } from '../types';
import { accountRecord, recordRoutes } from '../adsRecordRoutes';
import { adsAccounts, withAccount } from './adsAccounts';

/**
 * One conversion event of the account's website tag (pixel). Its types repeat the node's on
 * purpose: the emulator plays the platform and never imports nodes/.
 */
export interface WebEventTag {
	id: string;
	account_id: string;
	name: string;
	type: string;
	click_window: number;
	view_through_window: number;
	retargeting_enabled: boolean;
	status: string;
	last_tracked_at: string | null;
	website_tag_id: string;
	embed_code: string;
	deleted: boolean;
}

export const WEB_EVENT_TYPES = [
	'ADDED_PAYMENT_INFO',
	'ADD_TO_CART',
	'ADD_TO_WISHLIST',
	'CHECKOUT_INITIATED',
	'CONTENT_VIEW',
	'CUSTOM',
	'DOWNLOAD',
	'PRODUCT_CUSTOMIZATION',
	'PURCHASE',
	'SEARCH',
	'SIGN_UP',
	'SITE_VISIT',
	'START_TRIAL',
	'SUBSCRIBE',
];
const CLICK_WINDOWS = ['1', '7', '14', '30'];
const VIEW_WINDOWS = ['0', '1', '7', '14', '30'];

/** The seeded accounts' pixels (base tag ids); an account made later gets one from its id. */
const SEEDED_PIXELS: Record<string, string> = { '18ce54d4x5t': 'o8z6j', '18ce54bgxky': 'o8z6k' };

/** The account's pixel: the base tag id its website tag reports to. */
export const pixelOf = (accountId: string): string =>
	SEEDED_PIXELS[accountId] ?? `p${accountId.slice(-6).toLowerCase()}`;

/** The account that owns a pixel, if any. */
export const accountOfPixel = (state: EmulatorState, pixel: string): string | undefined =>
	adsAccounts(state).find((account) => !account.deleted && pixelOf(account.id) === pixel)?.id;

const embedCode = (pixel: string, id: string) =>
	`<script>platformq('event', 'tw-${pixel}-${id}', {value: null, num_items: null});</script>` +
	`<noscript><img src="https://analytics.platform.example/i/adsct?txn_id=${pixel}&p_id=Platform&tw_sale_amount=0&tw_order_quantity=0" /></noscript>`;

function tag(
	id: string,
	accountId: string,
	name: string,
	type: string,
	deleted = false,
): WebEventTag {
	const pixel = pixelOf(accountId);
	return {
		id,
		account_id: accountId,
		name,
		type,
		click_window: 14,
		view_through_window: 1,
		retargeting_enabled: true,
		status: 'UNVERIFIED',
		last_tracked_at: null,
		website_tag_id: pixel,
		embed_code: embedCode(pixel, id),
		deleted,
	};
}

/**
 * Seeded: purchase, lead (SIGN_UP), page view and a deleted add-to-cart on the first account;
 * a purchase on the second (an event of another account for the Conversions API's checks).
 */
export const webEventTags = (state: EmulatorState): WebEventTag[] =>
	state.collection<WebEventTag>('adsWebEventTags', () => [
		tag('o87ne', '18ce54d4x5t', 'Purchase', 'PURCHASE'),
		tag('o87nf', '18ce54d4x5t', 'Lead', 'SIGN_UP'),
		tag('o87ng', '18ce54d4x5t', 'Page view', 'SITE_VISIT'),
		tag('o87nh', '18ce54d4x5t', 'Old add to cart', 'ADD_TO_CART', true),
		tag('o9a1b', '18ce54bgxky', 'Second account purchase', 'PURCHASE'),
	]);

const publicView = ({ account_id: _, ...record }: WebEventTag) => record;
const PATH = '/12/accounts/:account_id/web_event_tags';
const WRITABLE = ['name', 'type', 'click_window', 'view_through_window', 'retargeting_enabled'];

/** The window values the interface takes, and view_through_window at most click_window. */
function windowProblem(query: Query, stored?: WebEventTag): Reply | undefined {
	const problem = firstProblem(
		oneOf(query, 'click_window', CLICK_WINDOWS),
		oneOf(query, 'view_through_window', VIEW_WINDOWS),
		oneOf(query, 'type', WEB_EVENT_TYPES),
		booleans(query, ['retargeting_enabled']),
	);
	if (problem) return problem;
	const click = Number(single(query.click_window) ?? stored?.click_window);
	const view = Number(single(query.view_through_window) ?? stored?.view_through_window);
	return view > click
		? invalid(
				query,
				query.view_through_window === undefined ? 'click_window' : 'view_through_window',
				`view_through_window (${view}) must not exceed click_window (${click})`,
			)
		: undefined;
}

const find = accountRecord(webEventTags);

function write(record: WebEventTag, query: Query) {
	const text = (name: string) => single(query[name]);
	if (text('name') !== undefined) record.name = String(text('name'));
	if (text('type') !== undefined) record.type = String(text('type'));
	if (text('click_window') !== undefined) record.click_window = Number(text('click_window'));
	if (text('view_through_window') !== undefined)
		record.view_through_window = Number(text('view_through_window'));
	if (text('retargeting_enabled') !== undefined)
		record.retargeting_enabled = text('retargeting_enabled') === 'true';
}

/** Web event tags: list, get, create, update, delete. */
export const routes: Route[] = [
	adsRoute(
		'GET',
		PATH,
		withAccount(({ state, query }, account) => {
			const ids = idsFilter(query, 'web_event_tag_ids', { trim: false });
			if (isReply(ids)) return ids;
			return adsList(
				webEventTags(state)
					.filter((tag) => tag.account_id === account.id && (!ids || ids.includes(tag.id)))
					.map(publicView),
				query,
				['web_event_tag_ids'],
			);
		}),
	),
	adsRoute(
		'POST',
		PATH,
		withAccount(({ state, query }, account) => {
			const problem = firstProblem(
				unknownParameters(query, WRITABLE),
				required(query, WRITABLE),
				windowProblem(query),
			);
			if (problem) return problem;
			const record = tag(`o${state.nextNumericId().slice(-6)}`, account.id, '', 'CUSTOM');
			write(record, query);
			webEventTags(state).push(record);
			return envelope(publicView(record), query);
		}),
	),
	adsRoute(
		'PUT',
		`${PATH}/:id`,
		withAccount(({ state, params, query }, account) => {
			const found = find(state, account.id, params.id);
			if (!found || found.deleted) return webEventTagNotFound(query, params.id);
			const problem = firstProblem(unknownParameters(query, WRITABLE), windowProblem(query, found));
			if (problem) return problem;
			write(found, query);
			return envelope(publicView(found), query);
		}),
	),
	...recordRoutes({
		path: PATH,
		records: webEventTags,
		what: 'Web event tag',
		view: publicView,
		deletable: true,
	}),
];

const webEventTagNotFound = (query: Query, id: string): Reply => ({
	...notFound(query, `Web event tag ${id}`),
	body: {
		errors: [{ code: 'WEB_EVENT_TAG_NOT_FOUND', message: `Web event tag ${id} was not found` }],
		request: { params: { ...query } },
	},
});

/** Marks the tag as firing: the Conversions API received one of its conversions. */
export function markTracking(state: EmulatorState, record: WebEventTag): void {
	record.status = 'TRACKING';
	record.last_tracked_at = adsTime(adsNow(state));
}
