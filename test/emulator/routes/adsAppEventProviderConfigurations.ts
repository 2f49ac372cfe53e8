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

/** The measurement partner linked to an ads account (at most one per account). */
export interface AppEventProviderConfiguration {
	id: string;
	account_id: string;
	provider_name: string;
	provider_advertiser_id: string;
	provider_advertiser_identifier: string;
	created_at: string;
	updated_at: string;
	deleted: boolean;
}

/**
 * The partner follows from the calling app, never from the request: every configuration the
 * emulator makes names the same one.
 */
export const PROVIDER_NAME = 'Emulator Measurement Partner';

/** None seeded: an account starts without a partner. */
export const providerConfigurations = (state: EmulatorState): AppEventProviderConfiguration[] =>
	state.collection<AppEventProviderConfiguration>('adsAppEventProviderConfigurations');

const publicView = ({ account_id: _, ...record }: AppEventProviderConfiguration) => record;
const PATH = '/12/accounts/:account_id/app_event_provider_configurations';

/** App event provider configurations: list, get (with data_type), create, delete. */
export const routes: Route[] = [
	idsListRoute(PATH, providerConfigurations, 'ids', publicView),
	adsRoute(
		'POST',
		PATH,
		withAccount(({ state, query }, account) => {
			const problem = firstProblem(
				unknownParameters(query, ['provider_advertiser_id']),
				required(query, ['provider_advertiser_id']),
			);
			if (problem) return problem;
			if (
				providerConfigurations(state).some(
					(record) => record.account_id === account.id && !record.deleted,
				)
			)
				return invalid(
					query,
					'provider_advertiser_id',
					'The ads account already has an app event provider configuration (at most one)',
				);
			const advertiser = String(single(query.provider_advertiser_id));
			const now = adsTime(adsNow(state));
			const record: AppEventProviderConfiguration = {
				id: `aepc${state.nextNumericId().slice(-6)}`,
				account_id: account.id,
				provider_name: PROVIDER_NAME,
				provider_advertiser_id: advertiser,
				provider_advertiser_identifier: advertiser,
				created_at: now,
				updated_at: now,
				deleted: false,
			};
			providerConfigurations(state).push(record);
			return envelope(publicView(record), query);
		}),
	),
	...recordRoutes({
		path: PATH,
		records: providerConfigurations,
		what: 'App event provider configuration',
		view: publicView,
		deletable: true,
		notFoundCode: 'APP_EVENT_PROVIDER_CONFIGURATION_NOT_FOUND',
	}).map((route) =>
		route.method === 'GET'
			? {
					...route,
					handler: async (context: Parameters<Route['handler']>[0]) => {
						const reply = await route.handler(context);
						if (reply.status !== undefined && reply.status !== 200) return reply;
						return {
							...reply,
							body: { data_type: 'app_event_provider_configuration', ...(reply.body as object) },
						};
					},
				}
			: route,
	),
];
