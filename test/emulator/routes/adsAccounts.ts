import { adsError } from '../errors';
import {
	adsList,
	adsRoute,
	booleans,
	envelope,
	firstProblem,
	invalid,
	isTrue,
	notFound,
	oneOf,
	sandboxOnly,
	seededTime,
	single,
	unknownParameters,
} from '../adsRules';
import type { EmulatorState } from '../state';
import type { Query, Reply, Route, RouteContext } from '../types';

/** An ads account. */
export interface AdsAccount {
	id: string;
	name: string;
	business_name: string | null;
	timezone: string;
	timezone_switch_at?: string | null;
	created_at?: string;
	updated_at?: string;
	industry_type?: string;
	business_id?: string | null;
	approval_status: string;
	deleted: boolean;
}

/** An account app. */
export interface AccountApp {
	id: string;
	account_id: string;
	app_store_identifier: string;
	conversion_tracking_enabled: boolean;
	deep_link_pattern: string;
	os_type: string;
	created_at: string;
	updated_at: string;
	deleted: boolean;
}

const INDUSTRY_TYPES = [
	'AGENCY',
	'BUSINESS_TO_BUSINESS',
	'ONLINE_SERVICES',
	'EDUCATION',
	'FINANCIAL',
	'HEALTH',
	'GOVERNMENT',
	'MEDIA',
	'MOBILE',
	'RESTAURANT',
	'RETAIL',
	'TECHNOLOGY',
	'TRAVEL',
	'OTHER',
];

const account = (
	id: string,
	name: string,
	timezone: string,
	minutes: number,
	deleted = false,
): AdsAccount => ({
	id,
	name,
	business_name: 'Emulator Inc.',
	timezone,
	timezone_switch_at: null,
	created_at: seededTime(minutes),
	updated_at: seededTime(minutes),
	industry_type: 'TECHNOLOGY',
	business_id: null,
	approval_status: 'ACCEPTED',
	deleted,
});

/**
 * The seeded user's ads accounts (one of them deleted); other ads route files look accounts up
 * here.
 */
export const adsAccounts = (state: EmulatorState): AdsAccount[] =>
	state.collection<AdsAccount>('adsAccounts', () => [
		account('18ce54d4x5t', 'Emulator Ads Account', 'America/New_York', 0),
		account('18ce54bgxky', 'Emulator Second Account', 'UTC', 1),
		account('18ce54dead0', 'Emulator Closed Account', 'UTC', 2, true),
	]);

/** Apps of the first account: three, one of them deleted. */
export const accountApps = (state: EmulatorState): AccountApp[] =>
	state.collection<AccountApp>('adsAccountApps', () =>
		['333903271', 'com.example.app', '1234567890'].map((store, n) => ({
			id: `app${n}`,
			account_id: '18ce54d4x5t',
			app_store_identifier: store,
			conversion_tracking_enabled: n === 0,
			deep_link_pattern: 'example://',
			os_type: n === 1 ? 'Android' : 'iOS',
			created_at: seededTime(n),
			updated_at: seededTime(n),
			deleted: n === 2,
		})),
	);

/**
 * The account of an account-scoped path, or the refusal: 403 ACCOUNT_NOT_FOUND when it is not an
 * account of the authenticated user (or is deleted).
 */
export function findAccount(
	state: EmulatorState,
	id: string,
	query: Query,
): { account: AdsAccount } | { refusal: Reply } {
	const found = adsAccounts(state).find((candidate) => candidate.id === id && !candidate.deleted);
	return found
		? { account: found }
		: {
				refusal: adsError(
					403,
					'ACCOUNT_NOT_FOUND',
					`Account ${id} was not found for this user`,
					{ parameter: 'account_id', value: id },
					{ ...query },
				),
			};
}

/** Runs a handler of an account-scoped path with the account, or answers the refusal. */
export const withAccount =
	(handler: (context: RouteContext, account: AdsAccount) => Reply) =>
	(context: RouteContext): Reply => {
		const found = findAccount(context.state, context.params.account_id, context.query);
		return 'refusal' in found ? found.refusal : handler(context, found.account);
	};

function listAccounts({ state, query }: RouteContext): Reply {
	let records = adsAccounts(state);
	const ids = single(query.account_ids);
	if (ids !== undefined) {
		const wanted = ids.split(',').map((id) => id.trim());
		if (wanted.some((id) => !/^[0-9a-z]+$/i.test(id)))
			return invalid(query, 'account_ids', 'account_ids must be a comma list of account IDs');
		records = records.filter((candidate) => wanted.includes(candidate.id));
	}
	const prefix = single(query.q);
	if (prefix !== undefined)
		records = records.filter((candidate) =>
			candidate.name.toLowerCase().startsWith(prefix.toLowerCase()),
		);
	return adsList(records, query, ['account_ids', 'q']);
}

function getAccount({ state, params, query }: RouteContext): Reply {
	const problem = firstProblem(
		unknownParameters(query, ['with_deleted']),
		booleans(query, ['with_deleted']),
	);
	if (problem) return problem;
	const found = adsAccounts(state).find((candidate) => candidate.id === params.account_id);
	if (!found || (found.deleted && !isTrue(query, 'with_deleted')))
		return notFound(query, `Account ${params.account_id}`);
	return envelope(found, query);
}

const updateAccount = withAccount(({ query }, found) => {
	const problem = unknownParameters(query, ['name', 'industry_type']);
	if (problem) return problem;
	const badIndustry = oneOf(query, 'industry_type', INDUSTRY_TYPES);
	if (badIndustry) return badIndustry;
	const industry = single(query.industry_type);
	if (query.name !== undefined) found.name = String(single(query.name));
	if (industry !== undefined) found.industry_type = industry;
	found.updated_at = new Date().toISOString();
	return envelope(found, query);
});

function createSandboxAccount({ state, query }: RouteContext): Reply {
	const problem = unknownParameters(query, []);
	if (problem) return problem;
	const created = account(`sbx${state.nextNumericId().slice(-6)}`, 'Sandbox Account', 'UTC', 0);
	created.created_at = created.updated_at = new Date().toISOString();
	adsAccounts(state).push(created);
	return envelope([created], query);
}

const deleteSandboxAccount = withAccount(({ query }, found) => {
	const problem = unknownParameters(query, []);
	if (problem) return problem;
	found.deleted = true;
	return envelope(found, query);
});

const listApps = withAccount(({ state, query }, found) =>
	adsList(
		accountApps(state).filter((app) => app.account_id === found.id),
		query,
	),
);

/** Accounts: production and sandbox alike, except the sandbox-only create and delete. */
export const routes: Route[] = [
	adsRoute('GET', '/12/accounts', listAccounts),
	adsRoute('GET', '/12/accounts/:account_id', getAccount),
	adsRoute('PUT', '/12/accounts/:account_id', updateAccount),
	adsRoute('GET', '/12/accounts/:account_id/account_apps', listApps),
	...sandboxOnly(adsRoute('POST', '/12/accounts', createSandboxAccount)),
	...sandboxOnly(adsRoute('DELETE', '/12/accounts/:account_id', deleteSandboxAccount)),
];
