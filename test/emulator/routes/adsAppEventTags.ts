import {
	adsRoute,
	booleans,
	enumsProblem,
	envelope,
	firstProblem,
	required,
	seededTime,
	single,
	unknownParameters,
} from '../adsRules';
import { adsNow, adsTime } from '../adsClock';
import { CLICK_WINDOWS, CONVERSION_TYPES, OS_TYPES, VIEW_WINDOWS } from '../mobileConversionRules';
import type { EmulatorState } from '../state';
import type { Route } from '../types';
import { idsListRoute, recordRoutes } from '../adsRecordRoutes';
import { withAccount } from './adsAccounts';

/** Attribution windows of one app and conversion type (mobile app conversion tracking). */
export interface AppEventTag {
	id: string;
	account_id: string;
	app_store_identifier: string;
	os_type: string;
	conversion_type: string;
	provider_app_event_id: string | null;
	provider_app_event_name: string | null;
	post_engagement_attribution_window: number;
	post_view_attribution_window: number;
	deep_link_scheme: string | null;
	retargeting_enabled: boolean;
	status: string;
	last_tracked_at: string | null;
	created_at: string;
	updated_at: string;
	deleted: boolean;
}

/** Seeded: an install tag of the iOS app (an old one, without the partner's names) and a purchase tag. */
export const appEventTags = (state: EmulatorState): AppEventTag[] =>
	state.collection<AppEventTag>('adsAppEventTags', () => [
		{
			id: 'jhp',
			account_id: '18ce54d4x5t',
			app_store_identifier: '333903271',
			os_type: 'IOS',
			conversion_type: 'INSTALL',
			provider_app_event_id: null,
			provider_app_event_name: null,
			post_engagement_attribution_window: 14,
			post_view_attribution_window: 1,
			deep_link_scheme: 'example://',
			retargeting_enabled: true,
			status: 'TRACKING',
			last_tracked_at: seededTime(30),
			created_at: seededTime(20),
			updated_at: seededTime(20),
			deleted: false,
		},
		{
			id: 'jhq',
			account_id: '18ce54d4x5t',
			app_store_identifier: 'com.example.app',
			os_type: 'ANDROID',
			conversion_type: 'PURCHASE',
			provider_app_event_id: 'af_purchase',
			provider_app_event_name: 'Purchase',
			post_engagement_attribution_window: 30,
			post_view_attribution_window: 1,
			deep_link_scheme: null,
			retargeting_enabled: false,
			status: 'TRACKING',
			last_tracked_at: null,
			created_at: seededTime(21),
			updated_at: seededTime(21),
			deleted: false,
		},
	]);

const publicView = ({ account_id: _, ...tag }: AppEventTag) => tag;
const PATH = '/12/accounts/:account_id/app_event_tags';
const CREATE_PARAMETERS = [
	'app_store_identifier',
	'os_type',
	'conversion_type',
	'provider_app_event_id',
	'provider_app_event_name',
	'deep_link_scheme',
	'post_engagement_attribution_window',
	'post_view_attribution_window',
	'retargeting_enabled',
];

/** App event tags: list, get, create, delete (no update is documented). */
export const routes: Route[] = [
	idsListRoute(PATH, appEventTags, 'app_event_tag_ids', publicView),
	adsRoute(
		'POST',
		PATH,
		withAccount(({ state, query }, account) => {
			const problem = firstProblem(
				unknownParameters(query, CREATE_PARAMETERS),
				required(query, CREATE_PARAMETERS.slice(0, 5)),
				enumsProblem(query, {
					os_type: OS_TYPES,
					conversion_type: CONVERSION_TYPES,
					post_engagement_attribution_window: CLICK_WINDOWS,
					post_view_attribution_window: VIEW_WINDOWS,
				}),
				booleans(query, ['retargeting_enabled']),
			);
			if (problem) return problem;
			const text = (name: string) => String(single(query[name]));
			const now = adsTime(adsNow(state));
			const tag: AppEventTag = {
				id: `aet${state.nextNumericId().slice(-6)}`,
				account_id: account.id,
				app_store_identifier: text('app_store_identifier'),
				os_type: text('os_type'),
				conversion_type: text('conversion_type'),
				provider_app_event_id: text('provider_app_event_id'),
				provider_app_event_name: text('provider_app_event_name'),
				post_engagement_attribution_window: Number(
					single(query.post_engagement_attribution_window) ?? 30,
				),
				post_view_attribution_window: Number(single(query.post_view_attribution_window) ?? 1),
				deep_link_scheme: single(query.deep_link_scheme) ?? null,
				retargeting_enabled: single(query.retargeting_enabled) !== 'false',
				status: 'UNVERIFIED',
				last_tracked_at: null,
				created_at: now,
				updated_at: now,
				deleted: false,
			};
			appEventTags(state).push(tag);
			return envelope(publicView(tag), query);
		}),
	),
	...recordRoutes({
		path: PATH,
		records: appEventTags,
		what: 'App event tag',
		view: publicView,
		deletable: true,
		notFoundCode: 'APP_EVENT_TAG_NOT_FOUND',
	}),
];
