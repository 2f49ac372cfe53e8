import type {
	IHttpRequestMethods,
	INodeProperties,
	INodePropertyRouting,
	PostReceiveAction,
} from 'n8n-workflow';

import { toSandbox } from './adsRequest';
import { policyRouting, type RoutingExtensions } from '../routing/policyRouting';
import { requiredFields, rules, validateParameters, type FieldCheck } from '../validation';
import { ACCOUNT_FIELD, accountPath } from './accountLocator';
import { adsRecords } from './envelope';
import { idSegment } from './adsLocators';

import type { PreSend } from '../routing/preSend';
import type { Operation } from '../descriptions/resource';

export type { PreSend };

export interface AdsRoute {
	method: IHttpRequestMethods;
	/** Routing URL (an expression when it holds ids: see accountPath()). */
	url: string;
	/** The path exists only in the sandbox: sent there whatever the Environment says. */
	sandboxOnly?: boolean;
}

/** Description suffix of sandbox-only operations. */
export const SANDBOX_ONLY_NOTE =
	'Sandbox only: always sent to the Ads Sandbox Base URL, whatever the Environment';

/**
 * What an ads operation declares beside its request: the checks that must pass before it is sent
 * (preSend), its own reading of the answer (postReceive), and the extensions of the hook its
 * request goes through (policyRouting.ts: a look-up before a create, explained statuses...).
 */
export interface AdsRouteSettings extends RoutingExtensions {
	preSend?: PreSend[];
	postReceive?: PostReceiveAction[];
}

/**
 * Routing of one ads operation: its request through the shared hook, sent to the sandbox first
 * when the path exists only there, and the envelope turned into items (adsRecords) unless the
 * operation reads the answer itself.
 */
export function adsRouting(
	request: AdsRoute,
	{ preSend = [], postReceive = [adsRecords], ...extensions }: AdsRouteSettings = {},
): INodePropertyRouting {
	const checks = [...(request.sandboxOnly ? [toSandbox] : []), ...preSend];
	return policyRouting(
		{
			request: { method: request.method, url: request.url },
			send: checks.length ? { preSend: checks } : undefined,
			output: { postReceive },
		},
		extensions,
	);
}

/** A resource locator (or text field) of the operation, by parameter name and display name. */
export interface LocatorField {
	parameter: string;
	field: string;
}

/**
 * A preSend checking that each locator holds an id, and only an id's characters (it becomes a
 * path segment). Locators are required, but an expression can still resolve to nothing.
 */
export const requireIds = (...locators: LocatorField[]): PreSend =>
	requiredFields(rules.adsId, ...locators);

/**
 * Routing of an operation on a path of the chosen account, `<account><rest>` (a collection such
 * as `/app_lists`, or the account itself with `''`): the account's id is checked first, then
 * `preSend`.
 */
export const accountRouting = (
	method: IHttpRequestMethods,
	rest: string,
	preSend: PreSend[] = [],
	{ sandboxOnly, ...settings }: Omit<AdsRouteSettings, 'preSend'> & { sandboxOnly?: boolean } = {},
) =>
	adsRouting(
		{ method, url: accountPath(rest), sandboxOnly },
		{ ...settings, preSend: [requireIds(ACCOUNT_FIELD), ...preSend] },
	);

/**
 * Create of a record in one collection of the chosen account: POST `<account><collection>`, the
 * account's id checked first, then `preSend`.
 */
export const accountCreateOperation = (settings: {
	collection: string;
	action: string;
	description: string;
	preSend: PreSend[];
	fields: INodeProperties[];
}): Operation => ({
	name: 'Create',
	value: 'create',
	action: settings.action,
	description: settings.description,
	routing: accountRouting('POST', settings.collection, settings.preSend),
	fields: settings.fields,
});

/**
 * Routing of an operation on one record of the account, `<account>/<collection>/<record id>`:
 * the account and the record's id are checked first (`record` holds the record's rules).
 */
export const recordRouting = (
	method: IHttpRequestMethods,
	collection: string,
	record: FieldCheck,
	preSend: PreSend[] = [],
	extensions: RoutingExtensions = {},
) =>
	accountRouting(
		method,
		`${collection}/${idSegment(record.parameter)}`,
		[validateParameters({ ...record, required: true }), ...preSend],
		extensions,
	);
