import { adsPage } from '../paging';
import type { EmulatorState } from '../state';
import type { Route } from '../types';

/** An ads account as GET /12/accounts lists it. */
export interface AdsAccount {
	id: string;
	name: string;
	business_name: string;
	timezone: string;
	approval_status: string;
	deleted: boolean;
}

/** The seeded user's ads accounts; other ads route files look accounts up here. */
export const adsAccounts = (state: EmulatorState): AdsAccount[] =>
	state.collection<AdsAccount>('adsAccounts', () => [
		{ id: '18ce54d4x5t', name: 'Emulator Ads Account', business_name: 'Emulator Inc.', timezone: 'America/New_York', approval_status: 'ACCEPTED', deleted: false },
		{ id: '18ce54bgxky', name: 'Emulator Second Account', business_name: 'Emulator Inc.', timezone: 'UTC', approval_status: 'ACCEPTED', deleted: false },
	]);

/** GET /12/accounts on the ads interface and its sandbox: the envelope {data, request: {params}, next_cursor}. */
export const routes: Route[] = [
	{
		api: 'ads-any',
		method: 'GET',
		path: '/12/accounts',
		auth: 'oauth1-user',
		handler: ({ state, query }) =>
			adsPage(adsAccounts(state).filter((account) => !account.deleted), query, { min: 1, max: 1000, default: 200 }),
	},
];
