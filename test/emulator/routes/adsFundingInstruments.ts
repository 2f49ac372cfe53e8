import {
	adsList,
	adsRoute,
	envelope,
	invalid,
	isReply,
	oneOf,
	required,
	sandboxOnly,
	seededTime,
	single,
	unknownParameters,
} from '../adsRules';
import { idsFilter, keepIds } from '../adsIdFilters';
import { adsError } from '../errors';
import { wallTime } from '../adsClock';
import type { EmulatorState } from '../state';
import type { Query, Reply, Route } from '../types';
import { withAccount } from './adsAccounts';
import { accountRecord, deleteRecord, getRecord, type RecordKind } from '../adsRecordRoutes';

/** A funding instrument: where a campaign's money comes from. */
export interface FundingInstrument {
	id: string;
	account_id: string;
	name: string;
	description: string | null;
	type: string;
	currency: string;
	credit_limit_local_micro: number | null;
	credit_remaining_local_micro: number | null;
	funded_amount_local_micro: number | null;
	entity_status: string;
	able_to_fund: boolean;
	reasons_not_able_to_fund: string[];
	io_header: string | null;
	start_time: string;
	end_time: string | null;
	created_at: string;
	updated_at: string;
	deleted: boolean;
}

/** The node has its own list: the emulator imports no node code, so a wrong one fails its test. */
export const FUNDING_INSTRUMENT_TYPES = [
	'AGENCY_CREDIT_LINE',
	'CREDIT_CARD',
	'CREDIT_LINE',
	'INSERTION_ORDER',
	'PARTNER_MANAGED',
];

const instrument = (
	id: string,
	accountId: string,
	minutes: number,
	fields: Partial<FundingInstrument> & Pick<FundingInstrument, 'name' | 'type' | 'currency'>,
): FundingInstrument => ({
	id,
	account_id: accountId,
	description: null,
	credit_limit_local_micro: null,
	credit_remaining_local_micro: null,
	funded_amount_local_micro: null,
	entity_status: 'ACTIVE',
	able_to_fund: true,
	reasons_not_able_to_fund: [],
	io_header: null,
	start_time: seededTime(minutes),
	end_time: null,
	created_at: seededTime(minutes),
	updated_at: seededTime(minutes),
	deleted: false,
	...fields,
});

/**
 * Seeded instruments. First account: a USD credit card (the one campaign c1 draws on), a JPY
 * insertion order, a KWD agency credit line (three decimals) and a EUR credit line that cannot
 * fund (expired). Second account: a GBP credit line.
 */
export const fundingInstruments = (state: EmulatorState): FundingInstrument[] =>
	state.collection<FundingInstrument>('adsFundingInstruments', () => [
		instrument('fi1usd', '18ce54d4x5t', 0, {
			name: 'Visa ending 4242',
			description: 'Company card',
			type: 'CREDIT_CARD',
			currency: 'USD',
			credit_limit_local_micro: 50_000_000_000,
		}),
		instrument('fi2jpy', '18ce54d4x5t', 1, {
			name: 'Tokyo insertion order',
			type: 'INSERTION_ORDER',
			currency: 'JPY',
			funded_amount_local_micro: 5_000_000_000_000,
			io_header: 'io12345',
		}),
		instrument('fi3kwd', '18ce54d4x5t', 2, {
			name: 'Kuwait agency credit',
			type: 'AGENCY_CREDIT_LINE',
			currency: 'KWD',
			credit_limit_local_micro: 10_000_000_000,
			credit_remaining_local_micro: 9_000_000_000,
		}),
		instrument('fi4eur', '18ce54d4x5t', 3, {
			name: 'Expired EUR credit line',
			type: 'CREDIT_LINE',
			currency: 'EUR',
			credit_limit_local_micro: 1_000_000_000,
			credit_remaining_local_micro: 0,
			end_time: seededTime(60),
			able_to_fund: false,
			reasons_not_able_to_fund: ['EXPIRED'],
		}),
		instrument('fi5gbp', '18ce54bgxky', 4, {
			name: 'London credit line',
			type: 'CREDIT_LINE',
			currency: 'GBP',
			credit_limit_local_micro: 2_000_000_000,
			credit_remaining_local_micro: 2_000_000_000,
		}),
	]);

/** The account's instrument of that id (deleted ones too), or undefined. */
export const findFundingInstrument = accountRecord(fundingInstruments);

export const fundingInstrumentNotFound = (query: Query, id: string): Reply =>
	adsError(
		404,
		'FUNDING_INSTRUMENT_NOT_FOUND',
		`Funding instrument ${id} was not found`,
		{ parameter: 'funding_instrument_id', value: id },
		{ ...query },
	);

const instrumentKind: RecordKind<FundingInstrument> = {
	find: findFundingInstrument,
	keyParameter: 'funding_instrument_id',
	notFound: fundingInstrumentNotFound,
};

const SORTABLE = [
	'created_at',
	'updated_at',
	'deleted',
	'funded_amount_local_micro',
	'start_time',
	'end_time',
];

const listInstruments = withAccount(({ state, query }, account) => {
	const ids = idsFilter(query, 'funding_instrument_ids');
	if (isReply(ids)) return ids;
	const sortBy = single(query.sort_by);
	if (sortBy !== undefined && !SORTABLE.some((attribute) => sortBy.startsWith(`${attribute}-`)))
		return invalid(query, 'sort_by', `sort_by takes one of ${SORTABLE.join(', ')}`);
	const records = fundingInstruments(state).filter((one) => one.account_id === account.id);
	return adsList(keepIds(records, ids), query, ['funding_instrument_ids']);
});

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/;
const CREATE_PARAMETERS = [
	'currency',
	'start_time',
	'type',
	'end_time',
	'credit_limit_local_micro',
	'funded_amount_local_micro',
];

function createProblem(query: Query): Reply | undefined {
	const problem = unknownParameters(query, CREATE_PARAMETERS);
	if (problem) return problem;
	const absent = required(query, ['currency', 'start_time', 'type']);
	if (absent) return absent;
	if (!/^[A-Z]{3}$/.test(String(single(query.currency))))
		return invalid(query, 'currency', 'currency must be an ISO 4217 code such as USD');
	const type = oneOf(query, 'type', FUNDING_INSTRUMENT_TYPES);
	if (type) return type;
	const badTime = ['start_time', 'end_time'].find(
		(name) => query[name] !== undefined && !TIME.test(String(single(query[name]))),
	);
	if (badTime) return invalid(query, badTime, `${badTime} must be an ISO 8601 time`);
	const [start, end] = ['start_time', 'end_time'].map((name) => Date.parse(String(query[name])));
	if (end <= start) return invalid(query, 'end_time', 'end_time must be after start_time');
	const badMoney = ['credit_limit_local_micro', 'funded_amount_local_micro'].find(
		(name) => query[name] !== undefined && !/^\d+$/.test(String(single(query[name]))),
	);
	if (badMoney) return invalid(query, badMoney, `${badMoney} must be a whole number of micros`);
	return undefined;
}

const utc = (time: string | undefined): string | null =>
	time === undefined ? null : new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');

const createInstrument = withAccount(({ state, query }, account) => {
	const problem = createProblem(query);
	if (problem) return problem;
	const micros = (name: string) => (query[name] === undefined ? null : Number(single(query[name])));
	const now = wallTime();
	const created = instrument(`fi${state.nextNumericId().slice(-6)}`, account.id, 0, {
		name: `Sandbox ${String(single(query.type))}`,
		type: String(single(query.type)),
		currency: String(single(query.currency)),
		credit_limit_local_micro: micros('credit_limit_local_micro'),
		credit_remaining_local_micro: micros('credit_limit_local_micro'),
		funded_amount_local_micro: micros('funded_amount_local_micro'),
		start_time: utc(single(query.start_time)) as string,
		end_time: utc(single(query.end_time)),
		created_at: now,
		updated_at: now,
	});
	fundingInstruments(state).push(created);
	return envelope(created, query);
});

/** A deleted instrument can no longer fund. */
const deleteInstrument = deleteRecord(instrumentKind, {
	also: (found) =>
		Object.assign(found, {
			able_to_fund: false,
			reasons_not_able_to_fund: ['DELETED'],
			updated_at: wallTime(),
		}),
});

const PATH = '/12/accounts/:account_id/funding_instruments';

/** Funding instruments: list and get everywhere; create and delete only in the sandbox. */
export const routes: Route[] = [
	adsRoute('GET', PATH, listInstruments),
	adsRoute('GET', `${PATH}/:funding_instrument_id`, getRecord(instrumentKind)),
	...sandboxOnly(adsRoute('POST', PATH, createInstrument)),
	...sandboxOnly(adsRoute('DELETE', `${PATH}/:funding_instrument_id`, deleteInstrument)),
];
