import {
	NodeOperationError,
	type IDataObject,
	type INodeProperties,
	type IPollFunctions,
} from 'n8n-workflow';

import { authenticatedUserId } from '../shared/users/authenticatedUser';
import { authenticationOf } from '../shared/nodeContext';
import { platformGet } from '../shared/transport/platformGet';
import { ME, readUserId } from '../shared/users/userLocator';
import { authenticationFix, authenticationProblem, USER } from '../shared/authenticationKinds';
import type { PollEvent } from './events/pollEvent';
import type { PollState } from './pollState';

/** The user field of the events that watch a user, and what its Me choice is called. */
export const USER_FIELD = 'user';
export const ME_SUBJECT = 'User = Me (the signed-in user)';

/** How the notices and errors name an event. */
export const eventSubject = (name: string) => `The event "${name}"`;

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

/** Whether the event watches a user field set to Me, which is looked up as the signed-in user. */
function watchesMe(run: PollRun, event: PollEvent): boolean {
	if (!event.fields.some(({ name }) => name === USER_FIELD)) return false;
	const value = run.context.getNodeParameter(USER_FIELD, '') as
		| string
		| { value?: unknown; mode?: string };
	const locator = typeof value === 'object' && value !== null ? value : { value, mode: 'plain' };
	return (
		String(locator.value ?? '')
			.trim()
			.toLowerCase() === ME && locator.mode !== 'username'
	);
}

/**
 * Refuses, before any request, a credential kind that the event's endpoints do not take, or
 * that cannot say who "Me" is (the app has no user); the panel's notices say the same.
 */
export function requireAuthentication(run: PollRun, event: PollEvent): void {
	const me = watchesMe(run, event);
	const kinds = me
		? event.acceptedAuthentication.filter((kind) => USER.includes(kind))
		: event.acceptedAuthentication;
	const subject = me ? ME_SUBJECT : eventSubject(event.name);
	const problem = authenticationProblem(subject, kinds, run.authentication);
	if (problem)
		throw new NodeOperationError(run.context.getNode(), problem, {
			description: authenticationFix(kinds),
		});
}

/** The next page's token of a core list answer, if any. */
export function nextToken(body: IDataObject): string | undefined {
	const token = (body.meta as IDataObject | undefined)?.next_token;
	return typeof token === 'string' && token !== '' ? token : undefined;
}
