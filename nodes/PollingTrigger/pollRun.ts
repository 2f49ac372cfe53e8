import {
	NodeOperationError,
	type IDataObject,
	type INodeProperties,
	type IPollFunctions,
} from 'n8n-workflow';

import { authenticatedUserId } from '../shared/users/authenticatedUser';
import { authenticationOf } from '../shared/nodeContext';
import { platformGet } from '../shared/transport/platformGet';
import { readUserId } from '../shared/users/userLocator';
import type { PollState } from './pollState';

/** How many of the latest records a manual test run shows. */
export const MANUAL_SAMPLE = 5;

/** One poll: its context, what it may read, and the state of the previous poll. */
export interface PollRun {
	context: IPollFunctions;
	authentication: string;
	/** A test run in the editor: show the latest few, keep the state as it is. */
	manual: boolean;
	/** The most records one poll reads (the Max Records per Poll option). */
	maxPerPoll: number;
	/** The state of the last poll, none on the first (or after the settings changed). */
	state?: PollState;
	/** GET of the core interface through the shared transport (rate limits, retries, errors). */
	get(path: string, query?: Record<string, string | number | undefined>): Promise<IDataObject>;
	/** The user of a user field (Me, an ID, a username or a link), looked up once and remembered. */
	userId(name: string, field: string): Promise<string>;
	/** The signed-in user's ID, looked up once and remembered. */
	myId(): Promise<string>;
	/** The user IDs looked up during this poll, to remember in the state. */
	resolvedUserId?: string;
}

export function pollRun(
	context: IPollFunctions,
	state: PollState | undefined,
	maxPerPoll: number,
): PollRun {
	const authentication = authenticationOf(context);
	const run: PollRun = {
		context,
		authentication,
		manual: context.getMode() === 'manual',
		maxPerPoll,
		state,
		async get(path, query = {}) {
			const search = new URLSearchParams(
				Object.entries(query)
					.filter(([, value]) => value !== undefined && value !== '')
					.map(([key, value]): [string, string] => [key, String(value)]),
			).toString();
			return await platformGet(context, authentication, search ? `${path}?${search}` : path);
		},
		async userId(name, field) {
			return (run.resolvedUserId = state?.userId ?? (await readUserId(context, name, field)));
		},
		async myId() {
			return (run.resolvedUserId = state?.userId ?? (await authenticatedUserId(context)));
		},
	};
	return run;
}

/**
 * The query parameters of field lists (post.fields, expansions, user.fields...): the action
 * node's own properties, read from this node, each sent as its comma list when not empty.
 */
export function fieldQuery(
	context: IPollFunctions,
	properties: INodeProperties[],
): Record<string, string> {
	const query: Record<string, string> = {};
	for (const { name, routing } of properties) {
		const parameter = routing?.send?.type === 'query' ? routing.send.property : undefined;
		if (!parameter) continue;
		const value = context.getNodeParameter(name, []) as string[];
		if (Array.isArray(value) && value.length) query[parameter] = value.join(',');
	}
	return query;
}

/** The action node's field lists, made plain for this node: a trigger sends no routing. */
export function withoutRouting(properties: INodeProperties[]): INodeProperties[] {
	return properties.map((property) => {
		const plain = { ...property };
		delete plain.routing;
		return plain;
	});
}

/** A user-context event asked of an app-only credential: said before anything is sent. */
export function requireUserContext(run: PollRun, event: string): void {
	if (run.authentication === 'appOnly')
		throw new NodeOperationError(
			run.context.getNode(),
			`${event} needs a user's sign-in: choose OAuth1 or OAuth2 as the authentication`,
		);
}

/** The next page's token of a core list answer, if any. */
export function nextToken(body: IDataObject): string | undefined {
	const token = (body.meta as IDataObject | undefined)?.next_token;
	return typeof token === 'string' && token !== '' ? token : undefined;
}
