import {
	adsList,
	adsRoute,
	envelope,
	firstProblem,
	invalid,
	isReply,
	notFound,
	single,
} from '../adsRules';
import { adsNow, adsTime } from '../adsClock';
import { idsFilter, keepIds } from '../adsIdFilters';
import {
	abTestRefusal,
	groupsProblem,
	MAX_LINE_ITEM_GROUPS,
	periodProblem,
	type UserGroup,
} from '../abTestRules';
import { campaigns } from '../adsCampaignStore';
import type { EmulatorState } from '../state';
import type { Query, Reply, Route, RouteContext } from '../types';
import { accountRecord, deleteRecord } from '../adsRecordRoutes';
import { withAccount, type AdsAccount } from './adsAccounts';
import { lineItems, type LineItem } from './adsLineItems';

/** An A/B test: mutually exclusive user groups, each served by its own campaigns or line items. */
export interface AbTest {
	id: string;
	account_id: string;
	name: string | null;
	description: string | null;
	entity_type: 'CAMPAIGN' | 'LINE_ITEM';
	start_time: string;
	end_time: string;
	user_groups: UserGroup[];
	created_by: { user_id: string; username: string };
	updated_by: { user_id: string; username: string };
	created_at: string;
	updated_at: string;
	deleted: boolean;
}

/** None seeded: tests create theirs (a test's start must lie in the future). */
export const abTests = (state: EmulatorState): AbTest[] => state.collection<AbTest>('adsAbTests');

const STATUSES = ['SCHEDULED', 'LIVE', 'COMPLETED'];

/** SCHEDULED before the start, LIVE until the end, COMPLETED after, by the ads clock. */
export function abTestStatus(test: AbTest, now: number): string {
	if (now < Date.parse(test.start_time)) return 'SCHEDULED';
	return now < Date.parse(test.end_time) ? 'LIVE' : 'COMPLETED';
}

const view = (test: AbTest, state: EmulatorState) => {
	const { account_id: accountId, ...rest } = test;
	return {
		...rest,
		status: abTestStatus(test, adsNow(state)),
		entities: test.user_groups.map((group) => ({ id: group.id, account_id: accountId })),
	};
};

const find = accountRecord(abTests);
const PATH = '/12/accounts/:account_id/ab_tests';
const TEST_FIELDS = ['entity_type', 'start_time', 'end_time', 'user_groups', 'name', 'description'];
const GROUP_FIELDS = ['id', 'entity_ids', 'size', 'name', 'description'];

type Body = Record<string, unknown>;

const textProblem = (body: Body, name: string, max: number): [string, string] | undefined => {
	const value = body[name];
	return value === undefined || value === null || (typeof value === 'string' && value.length <= max)
		? undefined
		: [name, `${name} must be at most ${max} characters`];
};

/** Keys the endpoint does not take, at the top or in a group. */
function unknownKeys(body: Body, allowed: string[]): [string, string] | undefined {
	const unknown = Object.keys(body).find((key) => !allowed.includes(key));
	if (unknown) return [unknown, `Unexpected parameter ${unknown}`];
	const groups = Array.isArray(body.user_groups) ? (body.user_groups as Body[]) : [];
	for (const [index, group] of groups.entries()) {
		if (typeof group !== 'object' || group === null)
			return [`user_groups[${index}]`, 'Each user group must be an object'];
		const extra = Object.keys(group).find((key) => !GROUP_FIELDS.includes(key));
		if (extra) return [`user_groups[${index}].${extra}`, `Unexpected parameter ${extra}`];
	}
	return undefined;
}

/** The groups as sent on create (or as a whole replacement), with new ids. */
const newGroups = (state: EmulatorState, groups: Body[]): UserGroup[] =>
	groups.map((group) => ({
		id: `g${state.nextNumericId().slice(-6)}`,
		name: (group.name as string | undefined) ?? null,
		description: (group.description as string | undefined) ?? null,
		size: group.size as string,
		entity_ids: group.entity_ids as string[],
	}));

/**
 * Why the test's entities cannot be tested: unknown in the account, twice in the test, in another
 * A/B test; and, at line item level, not one line item per group of equal sizes (at most 5)
 * covering every line item of one campaign.
 */
function entitiesProblem(
	state: EmulatorState,
	account: AdsAccount,
	test: Pick<AbTest, 'id' | 'entity_type' | 'user_groups' | 'start_time' | 'end_time'>,
): [string, string] | undefined {
	return membershipProblem(state, account, test) ?? flightProblem(state, account, test);
}

/** Whether a line item flies during part of the test (no start or no end: open on that side). */
const flies = (item: LineItem, start: number, end: number) =>
	(item.start_time ? Date.parse(String(item.start_time)) : -Infinity) < end &&
	(item.end_time ? Date.parse(String(item.end_time)) : Infinity) > start;

/**
 * The test period meets the flights of what it tests: each tested line item's, or at campaign
 * level one line item's of each campaign (a campaign without line items is not set up).
 */
function flightProblem(
	state: EmulatorState,
	account: AdsAccount,
	test: Pick<AbTest, 'entity_type' | 'user_groups' | 'start_time' | 'end_time'>,
): [string, string] | undefined {
	const [start, end] = [Date.parse(test.start_time), Date.parse(test.end_time)];
	const ids = test.user_groups.flatMap((group) => group.entity_ids);
	const live = lineItems(state).filter((item) => item.account_id === account.id && !item.deleted);
	if (test.entity_type === 'LINE_ITEM') {
		const grounded = live.find((item) => ids.includes(item.id) && !flies(item, start, end));
		return grounded
			? ['start_time', `The test period is outside the flight of line item ${grounded.id}`]
			: undefined;
	}
	for (const campaignId of ids) {
		const own = live.filter((item) => item.campaign_id === campaignId);
		if (own.length === 0) return ['entity_ids', `Campaign ${campaignId} has no line items`];
		if (!own.some((item) => flies(item, start, end)))
			return ['start_time', `The test period is outside the flights of campaign ${campaignId}`];
	}
	return undefined;
}

/**
 * Why the entities cannot be in this test: unknown in the account, twice in it, in another test;
 * at line item level, not one line item per group of equal sizes covering one whole campaign.
 */
function membershipProblem(
	state: EmulatorState,
	account: AdsAccount,
	test: Pick<AbTest, 'id' | 'entity_type' | 'user_groups'>,
): [string, string] | undefined {
	const ids = test.user_groups.flatMap((group) => group.entity_ids);
	const lineItemLevel = test.entity_type === 'LINE_ITEM';
	const known = lineItemLevel
		? lineItems(state).filter((item) => item.account_id === account.id && !item.deleted)
		: campaigns(state).filter(
				(campaign) => campaign.account_id === account.id && !campaign.deleted,
			);
	const what = lineItemLevel ? 'Line item' : 'Campaign';
	const unknown = ids.find(
		(id) => typeof id !== 'string' || !known.some((record) => record.id === id),
	);
	if (unknown !== undefined)
		return ['entity_ids', `${what} ${String(unknown)} does not exist in this account`];
	const twice = ids.find((id, index) => ids.indexOf(id) !== index);
	if (twice) return ['entity_ids', `${what} ${twice} is in more than one user group`];
	const taken = ids.find((id) =>
		abTests(state).some(
			(other) =>
				other.id !== test.id &&
				!other.deleted &&
				other.account_id === account.id &&
				other.user_groups.some((group) => group.entity_ids.includes(id)),
		),
	);
	if (taken) return ['entity_ids', `${what} ${taken} is already in another A/B test`];
	if (!lineItemLevel) return undefined;
	const groups = test.user_groups;
	if (groups.length > MAX_LINE_ITEM_GROUPS)
		return ['user_groups', `A line item A/B test has at most ${MAX_LINE_ITEM_GROUPS} user groups`];
	if (groups.some((group) => group.entity_ids.length !== 1))
		return ['entity_ids', 'A line item A/B test has one line item per user group'];
	if (groups.some((group) => Number(group.size) !== Number(groups[0].size)))
		return ['size', 'A line item A/B test has user groups of equal sizes'];
	const tested = known.filter((item) => ids.includes(item.id));
	const campaignIds = new Set(tested.map((item) => (item as { campaign_id: string }).campaign_id));
	if (campaignIds.size !== 1)
		return ['entity_ids', 'The line items of an A/B test belong to one campaign'];
	const [campaignId] = campaignIds;
	const missingItem = known.find(
		(item) =>
			(item as { campaign_id: string }).campaign_id === campaignId && !ids.includes(item.id),
	);
	return missingItem
		? [
				'entity_ids',
				`Every line item of campaign ${campaignId} is in the test; ${missingItem.id} is not`,
			]
		: undefined;
}

/** Why the body does not create a test: fields, period (in the future), groups, entities. */
function createProblem(
	state: EmulatorState,
	account: AdsAccount,
	body: Body,
): [string, string] | undefined {
	for (const name of ['entity_type', 'start_time', 'end_time', 'user_groups'])
		if (body[name] === undefined || body[name] === null) return [name, `${name} is required`];
	if (!['CAMPAIGN', 'LINE_ITEM'].includes(String(body.entity_type)))
		return ['entity_type', 'entity_type must be one of CAMPAIGN, LINE_ITEM'];
	if (!Array.isArray(body.user_groups)) return ['user_groups', 'user_groups must be an array'];
	const problem =
		textProblem(body, 'name', 255) ??
		textProblem(body, 'description', 1024) ??
		periodProblem(body.start_time, body.end_time);
	if (problem) return problem;
	if (Date.parse(String(body.start_time)) <= adsNow(state))
		return ['start_time', 'start_time must be in the future'];
	const groups = newGroups(state, body.user_groups as Body[]);
	return (
		groupsProblem(groups) ??
		entitiesProblem(state, account, {
			id: '',
			entity_type: body.entity_type as AbTest['entity_type'],
			user_groups: groups,
			start_time: String(body.start_time),
			end_time: String(body.end_time),
		})
	);
}

const bodyOf = (context: RouteContext): Body | Reply => {
	const { body } = context;
	return typeof body === 'object' && body !== null && !Array.isArray(body)
		? (body as Body)
		: abTestRefusal('body', 'The body must be a JSON object', body);
};

const refuse = (problem: [string, string], body: Body): Reply =>
	abTestRefusal(problem[0], problem[1], body);

function create(context: RouteContext, account: AdsAccount): Reply {
	const body = bodyOf(context);
	if (isReply(body)) return body;
	const { state, seed } = context;
	const problem = unknownKeys(body, TEST_FIELDS) ?? createProblem(state, account, body);
	if (problem) return refuse(problem, body);
	const now = adsTime(adsNow(state));
	const user = { user_id: seed.userId, username: seed.screenName };
	const test: AbTest = {
		id: `ab${state.nextNumericId().slice(-6)}`,
		account_id: account.id,
		name: (body.name as string | undefined) ?? null,
		description: (body.description as string | undefined) ?? null,
		entity_type: body.entity_type as AbTest['entity_type'],
		start_time: adsTime(Date.parse(String(body.start_time))),
		end_time: adsTime(Date.parse(String(body.end_time))),
		user_groups: newGroups(state, body.user_groups as Body[]),
		created_by: user,
		updated_by: user,
		created_at: now,
		updated_at: now,
		deleted: false,
	};
	abTests(state).push(test);
	return envelope(view(test, state), {});
}

/**
 * The groups after a PUT: a whole new array when no entry has an id; otherwise each entry changes
 * the fields it sends of the group with its id (null removes name or description).
 */
function updatedGroups(
	state: EmulatorState,
	current: UserGroup[],
	sent: Body[],
): UserGroup[] | [string, string] {
	const withIds = sent.filter((group) => group.id !== undefined);
	if (withIds.length === 0) return newGroups(state, sent);
	if (withIds.length !== sent.length)
		return [
			'user_groups',
			'Send every user group with its id (to change fields) or none with ids (to replace them all)',
		];
	const groups = current.map((group) => ({ ...group }));
	for (const [index, change] of sent.entries()) {
		const group = groups.find((candidate) => candidate.id === change.id);
		if (!group)
			return [
				`user_groups[${index}].id`,
				`User group ${String(change.id)} is not in this A/B test`,
			];
		for (const field of ['name', 'description', 'size', 'entity_ids'] as const)
			if (field in change) (group as unknown as Body)[field] = change[field];
	}
	return groups;
}

function update(context: RouteContext, account: AdsAccount): Reply {
	const body = bodyOf(context);
	if (isReply(body)) return body;
	const { state, params, seed } = context;
	const test = find(state, account.id, params.id);
	if (!test || test.deleted) return notFound({}, `A/B test ${params.id}`);
	const unknown = unknownKeys(
		body,
		TEST_FIELDS.filter((name) => name !== 'entity_type'),
	);
	if (unknown) return refuse(unknown, body);
	if (Object.keys(body).length === 0) return refuse(['body', 'Nothing to change'], body);
	const now = adsNow(state);
	const status = abTestStatus(test, now);
	const changed = Object.keys(body).filter((name) => status === 'SCHEDULED' || name !== 'end_time');
	if (status !== 'SCHEDULED' && (status === 'COMPLETED' || changed.length > 0))
		return refuse(
			[
				changed[0] ?? 'end_time',
				`A ${status} A/B test cannot change ${changed[0] ?? 'end_time'}; only a SCHEDULED test is edited (a LIVE one only its end_time)`,
			],
			body,
		);
	const next: AbTest = { ...test };
	for (const name of ['name', 'description'] as const)
		if (name in body) next[name] = (body[name] as string | null) ?? null;
	if (body.start_time !== undefined) next.start_time = String(body.start_time);
	if (body.end_time !== undefined) next.end_time = String(body.end_time);
	if (body.user_groups !== undefined) {
		if (!Array.isArray(body.user_groups))
			return refuse(['user_groups', 'user_groups must be an array'], body);
		const groups = updatedGroups(state, test.user_groups, body.user_groups as Body[]);
		if (!Array.isArray(groups) || typeof groups[0] === 'string')
			return refuse(groups as [string, string], body);
		next.user_groups = groups as UserGroup[];
	}
	const problem =
		textProblem(next as unknown as Body, 'name', 255) ??
		textProblem(next as unknown as Body, 'description', 1024) ??
		periodProblem(next.start_time, next.end_time) ??
		(body.start_time !== undefined && Date.parse(next.start_time) <= now
			? (['start_time', 'start_time must be in the future'] as [string, string])
			: undefined) ??
		(Date.parse(next.end_time) <= now
			? (['end_time', 'end_time must be in the future'] as [string, string])
			: undefined) ??
		groupsProblem(next.user_groups) ??
		entitiesProblem(state, account, next);
	if (problem) return refuse(problem, body);
	Object.assign(test, next, {
		start_time: adsTime(Date.parse(next.start_time)),
		end_time: adsTime(Date.parse(next.end_time)),
		updated_at: adsTime(now),
		updated_by: { user_id: seed.userId, username: seed.screenName },
	});
	return envelope(view(test, state), {});
}

/** The refusal of a bad live_during, q or user filter of the list, or undefined. */
function listFiltersProblem(query: Query): Reply | undefined {
	const liveDuring = single(query.live_during);
	const range = liveDuring?.split(',').map((time) => Date.parse(time));
	const q = single(query.q);
	return firstProblem(
		query.with_total_count !== undefined
			? invalid(query, 'with_total_count', 'Unexpected parameter with_total_count')
			: undefined,
		range && (range.length !== 2 || range.some(Number.isNaN) || range[0] > range[1])
			? invalid(
					query,
					'live_during',
					'live_during must be two ISO 8601 times, earlier first, comma separated',
				)
			: undefined,
		q !== undefined && (q.length < 1 || q.length > 80)
			? invalid(query, 'q', 'q must be 1 to 80 characters')
			: undefined,
		query.user_id !== undefined && query.username !== undefined
			? invalid(query, 'username', 'user_id and username cannot be used together')
			: undefined,
		query.user_id !== undefined && !/^[0-9]+$/.test(String(single(query.user_id)))
			? invalid(query, 'user_id', 'user_id must be a numeric user id')
			: undefined,
		single(query.status) !== undefined && !STATUSES.includes(String(single(query.status)))
			? invalid(query, 'status', `status must be one of ${STATUSES.join(', ')}`)
			: undefined,
	);
}

function list({ state, query }: RouteContext, account: AdsAccount): Reply {
	const ids = idsFilter(query, 'ab_test_ids');
	if (isReply(ids)) return ids;
	const problem = listFiltersProblem(query);
	if (problem) return problem;
	const now = adsNow(state);
	const range = single(query.live_during)
		?.split(',')
		.map((time) => Date.parse(time));
	const q = single(query.q)?.toLowerCase();
	const status = single(query.status);
	const userId = single(query.user_id);
	const username = single(query.username);
	const kept = keepIds(abTests(state), ids).filter(
		(test) =>
			test.account_id === account.id &&
			(!range ||
				(Date.parse(test.start_time) <= range[1] && Date.parse(test.end_time) >= range[0])) &&
			(q === undefined || (test.name ?? '').toLowerCase().includes(q)) &&
			(status === undefined || abTestStatus(test, now) === status) &&
			(userId === undefined || test.created_by.user_id === userId) &&
			(username === undefined || test.created_by.username === username),
	);
	return adsList(
		kept.map((test) => ({ ...view(test, state), deleted: test.deleted })),
		query,
		['ab_test_ids', 'live_during', 'q', 'status', 'user_id', 'username'],
	);
}

/** A/B tests: list with its filters, create and update with JSON bodies, delete (once). */
export const routes: Route[] = [
	adsRoute('GET', PATH, withAccount(list)),
	adsRoute('POST', PATH, withAccount(create)),
	adsRoute('PUT', `${PATH}/:id`, withAccount(update)),
	adsRoute(
		'DELETE',
		`${PATH}/:id`,
		deleteRecord<AbTest>({
			find,
			notFound: (query, id) => notFound(query, `A/B test ${id}`),
			view,
		}),
	),
];
