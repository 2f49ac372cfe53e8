import {
	adsRoute,
	envelope,
	firstProblem,
	invalid,
	required,
	single,
	unknownParameters,
} from '../adsRules';
import { adsNow, adsTime } from '../adsClock';
import type { EmulatorState } from '../state';
import type { Route } from '../types';
import { idsListRoute, recordRoutes } from '../adsRecordRoutes';
import { withAccount } from './adsAccounts';

export const MAX_APP_LISTS = 100;
export const MAX_APPS_PER_LIST = 500;

interface ListedApp {
	app_store_identifier: string;
	os_type: string;
}

/** A named set of apps (APP_LIST targeting). */
export interface AppList {
	id: string;
	account_id: string;
	name: string;
	apps: ListedApp[];
	created_at: string;
	updated_at: string;
	deleted: boolean;
}

/** A numeric store id is an App Store app; anything else an Android package (written Android). */
const listedApp = (store: string): ListedApp => ({
	app_store_identifier: store,
	os_type: /^[0-9]+$/.test(store) ? 'iOS' : 'Android',
});

/** Seeded: one list of both apps of the first account. */
export const appLists = (state: EmulatorState): AppList[] =>
	state.collection<AppList>('adsAppLists', () => [
		{
			id: 'al1',
			account_id: '18ce54d4x5t',
			name: 'Our apps',
			apps: ['333903271', 'com.example.app'].map(listedApp),
			created_at: '2026-01-01T00:40:00Z',
			updated_at: '2026-01-01T00:40:00Z',
			deleted: false,
		},
	]);

/** The list answers only id, name and the times; a single read adds the apps. */
const listView = ({ account_id: _, apps: __, ...list }: AppList) => list;
const recordView = ({ account_id: _, ...list }: AppList) => list;
const PATH = '/12/accounts/:account_id/app_lists';

/** App lists: list, get (with apps), create, delete (no update is documented). */
export const routes: Route[] = [
	idsListRoute(PATH, appLists, 'app_list_ids', listView),
	adsRoute(
		'POST',
		PATH,
		withAccount(({ state, query }, account) => {
			const problem = firstProblem(
				unknownParameters(query, ['name', 'app_store_identifiers']),
				required(query, ['name', 'app_store_identifiers']),
			);
			if (problem) return problem;
			const stores = String(single(query.app_store_identifiers))
				.split(',')
				.map((store) => store.trim());
			if (stores.some((store) => !/^[A-Za-z0-9_.]+$/.test(store)))
				return invalid(
					query,
					'app_store_identifiers',
					'app_store_identifiers must be a comma list of store ids',
				);
			if (stores.length > MAX_APPS_PER_LIST)
				return invalid(
					query,
					'app_store_identifiers',
					`An app list holds at most ${MAX_APPS_PER_LIST} apps`,
				);
			const live = appLists(state).filter(
				(list) => list.account_id === account.id && !list.deleted,
			);
			if (live.length >= MAX_APP_LISTS)
				return invalid(query, 'name', `An ads account holds at most ${MAX_APP_LISTS} app lists`);
			const now = adsTime(adsNow(state));
			const list: AppList = {
				id: `al${state.nextNumericId().slice(-6)}`,
				account_id: account.id,
				name: String(single(query.name)),
				apps: stores.map(listedApp),
				created_at: now,
				updated_at: now,
				deleted: false,
			};
			appLists(state).push(list);
			return envelope(recordView(list), query);
		}),
	),
	...recordRoutes({
		path: PATH,
		records: appLists,
		what: 'App list',
		view: recordView,
		deletable: true,
	}),
];
