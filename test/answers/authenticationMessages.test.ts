import {
	ApplicationError,
	NodeApiError,
	type IHookFunctions,
	type ILoadOptionsFunctions,
	type INodeProperties,
	type IPollFunctions,
	type JsonObject,
} from 'n8n-workflow';

import { triggerCredentials } from '../../nodes/ActivityTrigger/triggerCredentials';
import { ACCEPTED_AUTHENTICATION } from './operationTable';
import { PlatformCore } from '../../nodes/PlatformCore/PlatformCore.node';
import { searchWebhooks } from '../../nodes/PlatformCore/shared/webhookLocator';
import { POLL_EVENTS } from '../../nodes/PollingTrigger/events';
import { PlatformPollingTrigger } from '../../nodes/PollingTrigger/PlatformPollingTrigger.node';
import { pollRun, requireAuthentication } from '../../nodes/PollingTrigger/pollRun';
import {
	ANY,
	authenticationFix,
	authenticationProblem,
} from '../../nodes/shared/authenticationKinds';
import { platformRequest, type RequestContext } from '../../nodes/shared/transport/platformRequest';
import { describePlatformError } from '../../nodes/shared/transport/platformError';
import { TEST_NODE } from '../helpers/fakeContext';

/**
 * Every message the nodes raise or show about the credential, each checked to point to the fix:
 * it names a credential (by its type as n8n's list shows it, or "the credential") and a field of
 * it or an action (choose one under "Credential to connect with", press Connect, paste a token).
 */
const NAMES_CREDENTIAL =
	/Platform (OAuth1|OAuth1 Sign-In|OAuth2|Bearer Token|App-Only) API|credential/;
const NAMES_FIX =
	/"Credential to connect with"|press Connect|Consumer Key|Consumer Secret|API Key Secret|Access Token|Bearer Token field|paste a user's token|user's OAuth 2\.0 token in it/;

type Message = [where: string, text: string];

const errorText = (error: unknown) => {
	const { message, description } = error as { message: string; description?: string };
	return `${message}. ${description ?? ''}`;
};

async function thrown(run: () => unknown): Promise<string> {
	try {
		await run();
	} catch (error) {
		return errorText(error);
	}
	throw new Error('nothing was thrown');
}

/** The action node's refusals: each operation with each kind its endpoint does not take. */
function coreRefusals(): Message[] {
	return Object.entries(ACCEPTED_AUTHENTICATION).flatMap(([resource, operations]) =>
		Object.entries(operations).flatMap(([operation, kinds]) =>
			ANY.filter((kind) => !kinds.includes(kind)).map((kind): Message => {
				const subject = `${resource} > ${operation}`;
				return [
					`${subject} with ${kind}`,
					`${authenticationProblem(subject, kinds, kind)}. ${authenticationFix(kinds)}`,
				];
			}),
		),
	);
}

/** The panel notices of the nodes that have them. */
function notices(): Message[] {
	const properties: INodeProperties[] = [
		...new PlatformCore().description.properties,
		...new PlatformPollingTrigger().description.properties,
	];
	return properties
		.filter(({ name }) => name === 'authenticationNotice')
		.map(
			(notice): Message => [`notice ${JSON.stringify(notice.displayOptions)}`, notice.displayName],
		);
}

/** A poll of each event with each kind, as the trigger checks it before sending. */
async function pollRefusals(): Promise<Message[]> {
	const messages: Message[] = [];
	for (const event of POLL_EVENTS)
		for (const kind of ANY) {
			const parameters: Record<string, unknown> = { authentication: kind, event: event.value };
			const context = {
				getNode: () => TEST_NODE,
				getMode: () => 'trigger',
				getNodeParameter: (name: string, fallback: unknown) =>
					name === 'user'
						? { __rl: true, mode: 'list', value: 'me' }
						: (parameters[name] ?? fallback),
			} as unknown as IPollFunctions;
			try {
				requireAuthentication(pollRun(context, undefined, 10), event);
			} catch (error) {
				messages.push([`poll ${event.value} with ${kind}`, errorText(error)]);
			}
		}
	return messages;
}

/** A sign-in credential never connected: what n8n's OAuth helpers throw, wrapped as n8n does. */
async function notConnected(): Promise<Message[]> {
	const cases = [
		['platformOAuth1SignInApi', 'OAuth credentials not connected'],
		['platformOAuth2Api', 'OAuth credentials not connected'],
		['platformOAuth2Api', 'Unable to sign without access token'],
	];
	return await Promise.all(
		cases.map(async ([type, n8nMessage]): Promise<Message> => {
			const node = { ...TEST_NODE, credentials: { [type]: { id: '1', name: 'My sign-in' } } };
			const context = {
				getNode: () => node,
				getCredentials: async () => ({}),
				helpers: {
					httpRequestWithAuthentication: async () => {
						throw new NodeApiError(node, new ApplicationError(n8nMessage) as unknown as JsonObject);
					},
				},
			} as unknown as RequestContext;
			const text = await thrown(() =>
				platformRequest.call(context, type, {
					method: 'GET',
					url: 'http://127.0.0.1:9/2/users/me',
				}),
			);
			expect(text).toMatch(
				/^The Platform OAuth[12] (Sign-In )?API credential "My sign-in" is not connected/,
			);
			return [`${type} not connected (${n8nMessage})`, text];
		}),
	);
}

/** The platform's answers about the credential, as the error mapper words them. */
function platformAnswers(): Message[] {
	const problem = {
		type: 'https://api.platform.example/2/problems/unsupported-authentication',
		title: 'Unsupported Authentication',
		detail: 'This endpoint needs user context.',
	};
	const answers: Array<[string, number, unknown]> = [
		['unsupported-authentication', 403, problem],
		['code 32', 401, { errors: [{ code: 32, message: 'Could not authenticate you' }] }],
		['code 89', 401, { errors: [{ code: 89, message: 'Invalid or expired token' }] }],
		[
			'ads UNAUTHORIZED_ACCESS 401',
			401,
			{ errors: [{ code: 'UNAUTHORIZED_ACCESS', message: 'Not properly authenticated' }] },
		],
		[
			'ads UNAUTHORIZED_ACCESS 403',
			403,
			{ errors: [{ code: 'UNAUTHORIZED_ACCESS', message: 'No access to the account' }] },
		],
	];
	return answers.map(
		([where, status, body]): Message => [where, errorText(describePlatformError(status, body))],
	);
}

/** The Activity Trigger's credential without a consumer secret, and the webhook picker's refusal. */
async function triggerAndPicker(): Promise<Message[]> {
	const messages: Message[] = [];
	for (const kind of ['appOnly', 'bearerToken']) {
		const context = {
			getNode: () => TEST_NODE,
			getNodeParameter: () => kind,
			getCredentials: async () => ({ baseUrl: 'http://127.0.0.1:9' }),
		} as unknown as IHookFunctions;
		messages.push([
			`Activity Trigger with ${kind} and no secret`,
			await thrown(() => triggerCredentials.call(context)),
		]);
	}
	const picker = {
		getNode: () => TEST_NODE,
		getNodeParameter: () => 'oAuth1',
	} as unknown as ILoadOptionsFunctions;
	messages.push(['webhook picker with oAuth1', await thrown(() => searchWebhooks.call(picker))]);
	return messages;
}

test('every authentication message names the credential and the field or action that fixes it', async () => {
	const messages = [
		...coreRefusals(),
		...notices(),
		...(await pollRefusals()),
		...(await notConnected()),
		...platformAnswers(),
		...(await triggerAndPicker()),
	];
	// Each source contributes: refusals of every kind the core and the trigger refuse, notices, ...
	expect(messages.length).toBeGreaterThan(200);
	const unhelpful = messages.filter(
		([, text]) => !NAMES_CREDENTIAL.test(text) || !NAMES_FIX.test(text),
	);
	expect(unhelpful).toEqual([]);
	// None points to a field the panel does not show.
	expect(messages.filter(([, text]) => /Authentication field/.test(text))).toEqual([]);
});

test('the Polling Trigger refuses, before sending, what its events and Me cannot use', async () => {
	const refusals = (await pollRefusals()).map(([where]) => where);
	// Me (the default user of four events) and the two events read as the signed-in user.
	expect(refusals).toEqual(
		expect.arrayContaining([
			'poll newMention with appOnly',
			'poll newLike with appOnly',
			'poll newDirectMessage with appOnly',
		]),
	);
	expect(refusals).not.toContain('poll newPostMatchingSearch with appOnly');
	expect(refusals.filter((where) => !where.endsWith('with appOnly'))).toEqual([]);
});
