import { PROBLEM_TYPE_BASE } from '../errors';
import { corePage } from '../paging';
import { checked, ID_PATTERN, invalidRequest } from '../requestChecks';
import type { EmulatorState } from '../state';
import type { Reply, Route, RouteContext } from '../types';

/**
 * Filtered-stream rules (a rule up to 2,048 characters) and the Powerstream rules list. App-only
 * bearer token only. POST answers 200 with problems in `errors` for rules it did not take
 * (duplicate-rules, invalid-rules), as the platform does.
 */
interface Rule {
	id: string;
	value: string;
	tag?: string;
}

const MAX_RULE_LENGTH = 2048;

export const streamRules = (state: EmulatorState) => state.collection<Rule>('stream-rules');
const powerstreamRules = (state: EmulatorState) =>
	state.collection<Rule>('powerstream-rules', () => [
		{ id: '1800000000000000001', value: '(cats OR dogs) lang:en', tag: 'pets' },
		{ id: '1800000000000000002', value: 'from:platform_news', tag: 'news' },
	]);

/** A problem inside a 200 answer's `errors`. */
const itemProblem = (slug: string, title: string, extra: Record<string, unknown>) => ({
	type: `${PROBLEM_TYPE_BASE}/2/problems/${slug}`,
	title,
	...extra,
});

/** The syntax errors the emulator knows: unbalanced parentheses or quotes, a dangling OR. */
function syntaxError(value: string): string | undefined {
	let depth = 0;
	for (const character of value.replace(/"[^"]*"/g, '')) {
		if (character === '(') depth++;
		if (character === ')' && --depth < 0) return 'Unbalanced parentheses';
	}
	if (depth !== 0) return 'Unbalanced parentheses';
	if ((value.match(/"/g) ?? []).length % 2 !== 0) return 'Unbalanced quotes';
	if (/(^|\s)OR\s*$|^\s*OR\s/.test(value)) return 'Dangling OR';
	return undefined;
}

function list({ state, query }: RouteContext): Reply {
	const ids = query.ids === undefined ? undefined : String(query.ids).split(',');
	const bad = ids?.find((id) => !ID_PATTERN.test(id));
	if (bad !== undefined)
		throw invalidRequest(
			'ids',
			bad,
			`ids must hold rule ids of 1 to 19 digits; "${bad}" is not one.`,
		);
	if (ids && ids.length > 1000)
		throw invalidRequest('ids', ids.length, 'ids allows at most 1000 ids.');
	const rules = streamRules(state).filter((rule) => !ids || ids.includes(rule.id));
	return corePage(rules, query, { min: 1, max: 1000, default: 1000 });
}

function add(state: EmulatorState, entries: unknown, dryRun: boolean): Reply {
	if (!Array.isArray(entries) || entries.length === 0)
		throw invalidRequest('add', '', 'add must be a non-empty array of rules.');
	const created: Rule[] = [];
	const errors: unknown[] = [];
	for (const entry of entries as Array<Record<string, unknown>>) {
		const value = entry?.value;
		if (typeof value !== 'string' || value.length === 0)
			throw invalidRequest('add.value', '', 'Each rule needs a value.');
		if ([...value].length > MAX_RULE_LENGTH)
			throw invalidRequest(
				'add.value',
				value.slice(0, 40),
				`A rule is at most ${MAX_RULE_LENGTH} characters.`,
			);
		const duplicate = streamRules(state).find((rule) => rule.value === value);
		const syntax = syntaxError(value);
		if (duplicate)
			errors.push(itemProblem('duplicate-rules', 'DuplicateRule', { value, id: duplicate.id }));
		else if (syntax)
			errors.push(itemProblem('invalid-rules', 'Invalid Rule', { value, details: [syntax] }));
		else
			created.push({
				id: state.nextNumericId(),
				value,
				...(typeof entry.tag === 'string' ? { tag: entry.tag } : {}),
			});
	}
	if (!dryRun) streamRules(state).push(...created);
	const meta = {
		sent: new Date().toISOString(),
		summary: {
			created: created.length,
			not_created: entries.length - created.length,
			valid: created.length,
			invalid: entries.length - created.length,
		},
	};
	return {
		body: {
			...(created.length ? { data: created } : {}),
			...(errors.length ? { errors } : {}),
			meta,
		},
	};
}

function remove(state: EmulatorState, request: Record<string, unknown>, dryRun: boolean): Reply {
	const ids = request.ids as unknown[] | undefined;
	const values = request.values as unknown[] | undefined;
	if (
		(!Array.isArray(ids) || ids.length === 0) &&
		(!Array.isArray(values) || values.length === 0)
	) {
		throw invalidRequest('delete', '', 'delete needs ids or values.');
	}
	const badId = (ids ?? []).find((id) => typeof id !== 'string' || !ID_PATTERN.test(id));
	if (badId !== undefined)
		throw invalidRequest(
			'delete.ids',
			badId,
			`delete.ids must hold rule ids of 1 to 19 digits; "${String(badId)}" is not one.`,
		);
	const targets = [...(ids ?? []), ...(values ?? [])].map(String);
	const rules = streamRules(state);
	const matched = rules.filter((rule) => targets.includes(rule.id) || targets.includes(rule.value));
	const missing = targets.filter(
		(target) => !matched.some((rule) => rule.id === target || rule.value === target),
	);
	if (!dryRun) for (const rule of matched) rules.splice(rules.indexOf(rule), 1);
	const errors = missing.map((target) =>
		itemProblem('resource-not-found', 'Not Found Error', {
			detail: `Rule ${target} does not exist`,
			parameter: 'delete',
			value: target,
			resource_type: 'rule',
		}),
	);
	return {
		body: {
			...(errors.length ? { errors } : {}),
			meta: {
				sent: new Date().toISOString(),
				summary: { deleted: matched.length, not_deleted: missing.length },
			},
		},
	};
}

function update({ state, body, query }: RouteContext): Reply {
	const request = (body ?? {}) as Record<string, unknown>;
	const dryRun = query.dry_run === 'true';
	const actions =
		['add', 'delete'].filter((name) => name in request).length +
		(query.delete_all === 'true' ? 1 : 0);
	const extra = Object.keys(request).find((name) => name !== 'add' && name !== 'delete');
	if (extra) throw invalidRequest(extra, '', `[${extra}] is not one of [add, delete]`);
	if (actions !== 1)
		throw invalidRequest(
			'body',
			'',
			'Exactly one of add, delete or ?delete_all=true must be given.',
		);
	if ('add' in request) return add(state, request.add, dryRun);
	if ('delete' in request)
		return remove(state, (request.delete ?? {}) as Record<string, unknown>, dryRun);
	const all = streamRules(state);
	const deleted = all.length;
	if (!dryRun) all.splice(0, deleted);
	return {
		body: { meta: { sent: new Date().toISOString(), summary: { deleted, not_deleted: 0 } } },
	};
}

export const routes: Route[] = [
	{
		api: 'core',
		method: 'GET',
		path: '/2/posts/search/stream/rules',
		auth: 'app',
		handler: checked(list),
	},
	{
		api: 'core',
		method: 'POST',
		path: '/2/posts/search/stream/rules',
		auth: 'app',
		handler: checked(update),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/powerstream/rules',
		auth: 'app',
		handler: ({ state }) => {
			const data = powerstreamRules(state);
			return { body: { data, meta: { result_count: data.length } } };
		},
	},
];
