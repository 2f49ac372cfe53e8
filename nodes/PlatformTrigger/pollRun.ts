import {
	NodeOperationError,
	type IDataObject,
	type INodeParameterResourceLocator,
	type INodeProperties,
	type IPollFunctions,
} from 'n8n-workflow';

import { platformGet } from '../PlatformCore/shared/platformGet';
import { ME, USER_URL_PATTERN } from '../PlatformCore/shared/userLocator';
import {
	describeUnexpectedAnswer,
	UnexpectedAnswerError,
} from '../shared/transport/unexpectedAnswer';
import { checkValue, invalidField, rules } from '../shared/validation';
import type { PollState } from './pollState';

/** How many of the latest records a manual test run shows. */
export const MANUAL_SAMPLE = 5;

/** The trigger checks its fields once per poll: there is no item, so errors name item 1. */
const ITEM = 0;

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
	const authentication = String(context.getNodeParameter('authentication', 'oAuth1'));
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
			if (state?.userId) return (run.resolvedUserId = state.userId);
			const locator = context.getNodeParameter(name, '') as INodeParameterResourceLocator | string;
			return (run.resolvedUserId = await lookUpUser(run, locator, field));
		},
		async myId() {
			if (state?.userId) return (run.resolvedUserId = state.userId);
			return (run.resolvedUserId = await signedInUserId(run));
		},
	};
	return run;
}

/** The `id` of the user record at `path`; an answer without one is reported as unexpected. */
async function userIdAt(run: PollRun, path: string, what: string): Promise<string> {
	const answer = await platformGet(run.context, run.authentication, path, what);
	const id = String((answer.data as IDataObject).id ?? '');
	if (!/^[0-9]{1,19}$/.test(id)) {
		const { message, description } = describeUnexpectedAnswer(
			`GET ${path}`,
			new UnexpectedAnswerError(`expected ${what} with a numeric \`id\``, { body: answer }),
		);
		throw new NodeOperationError(run.context.getNode(), message, { description });
	}
	return id;
}

const signedInUserId = async (run: PollRun) =>
	await userIdAt(run, '/2/users/me', 'your user record');

/** Me, an ID, a username or a profile link, as the action node reads a user field. */
async function lookUpUser(
	run: PollRun,
	locator: INodeParameterResourceLocator | string,
	field: string,
): Promise<string> {
	const node = run.context.getNode();
	const { mode, value } =
		typeof locator === 'object' ? locator : { mode: 'plain', value: locator as string };
	const text = String(value ?? '').trim();
	if (text === '') throw invalidField(node, ITEM, field, 'is required');
	if (text.toLowerCase() === ME && mode !== 'username') return await signedInUserId(run);
	const username =
		mode === 'url'
			? USER_URL_PATTERN.exec(text)?.[1]
			: mode === 'username' || !/^[0-9]+$/.test(text)
				? /^@?([A-Za-z0-9_]{1,15})$/.exec(text)?.[1]
				: undefined;
	if (username)
		return await userIdAt(
			run,
			`/2/users/by/username/${encodeURIComponent(username)}`,
			`the user @${username}`,
		);
	if (mode === 'url' || mode === 'username' || !/^[0-9]+$/.test(text))
		throw invalidField(
			node,
			ITEM,
			field,
			`is not a user ID, username or profile link: "${text.slice(0, 40)}"`,
		);
	checkValue(node, ITEM, field, text, [rules.id]);
	return text;
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
