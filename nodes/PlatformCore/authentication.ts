import {
	type IExecuteFunctions,
	type IExecuteSingleFunctions,
	type IHttpRequestOptions,
	type INodeProperties,
	type INodePropertyOptions,
} from 'n8n-workflow';

import type { AuthenticationMethod } from '../shared/credentialTypes';
import { authenticationDescription } from '../shared/descriptions/authentication';
import type { Operation, ResourceDescription } from '../shared/descriptions/resource';
import { RoutedOperationError } from '../shared/routing/operationError';
import { itemLabel } from '../shared/validation';

/**
 * Each core operation says which credential kinds its endpoints accept (`acceptedAuthentication`
 * in its operation file). The interface names three: a user context over OAuth 1.0a (OAuth1 keys,
 * OAuth1 sign-in), a user context over OAuth 2.0, and the app-only bearer token (Bearer Token,
 * App-Only). A Bearer Token credential sends whatever token it holds, the app's or a user's OAuth
 * 2.0 token pasted in, so operations acting as a user accept it too (the platform tells which it
 * is). An operation whose endpoint refuses a kind fails before any request, naming the kinds that
 * work, and the panel shows a notice saying so.
 *
 * The Authentication dropdown itself is one field offering every kind: n8n's editor treats every
 * field the Authentication field depends on as part of the credential section, so an
 * Authentication field per operation would take Resource and Operation out of the panel.
 */
const ANY: AuthenticationMethod[] = ['oAuth1', 'oAuth1SignIn', 'oAuth2', 'appOnly', 'bearerToken'];

/** Resource > operation > the kinds it accepts, read from the operations; each must declare its own. */
export function acceptedAuthenticationTable(
	resourceDescriptions: ResourceDescription[],
): Record<string, Record<string, AuthenticationMethod[]>> {
	return Object.fromEntries(
		resourceDescriptions.map(({ resource, declared }) => [
			resource,
			Object.fromEntries(
				declared.map((operation) => {
					if (!operation.acceptedAuthentication)
						throw new Error(`${resource} > ${operation.name} declares no authentication`);
					return [operation.value, operation.acceptedAuthentication];
				}),
			),
		]),
	);
}

const NAMES: Record<AuthenticationMethod, string> = {
	oAuth1: 'OAuth1 Keys and Tokens',
	oAuth1SignIn: 'OAuth1 Sign-In',
	oAuth2: 'OAuth2 Sign-In',
	bearerToken: 'Bearer Token',
	appOnly: 'App-Only',
};

/** "the App-Only or Bearer Token authentication". */
function kindsText(kinds: AuthenticationMethod[]): string {
	const names = kinds.map((kind) => NAMES[kind]);
	const list =
		names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : names[0];
	return `the ${list} authentication`;
}

/** "Webhook > Get Many needs the App-Only or Bearer Token authentication", or nothing when it works. */
export function authenticationProblem(
	resourceName: string,
	operationName: string,
	kinds: AuthenticationMethod[],
	authentication: string,
): string | undefined {
	if ((kinds as string[]).includes(authentication)) return undefined;
	return `${resourceName} > ${operationName} needs ${kindsText(kinds)}`;
}

function refusal(
	node: IExecuteSingleFunctions['getNode'] extends () => infer N ? N : never,
	itemIndex: number,
	problem: string,
) {
	return new RoutedOperationError(node, `${itemLabel(itemIndex)}: ${problem}`, {
		itemIndex,
		description:
			'Choose one of these in the Authentication field (and its credential); nothing was sent for this item.',
	});
}

/** The preSend of the Authentication field: refuses a kind the chosen operation's endpoint does not take. */
function requireAuthentication(labels: Labels) {
	return async function checkAuthentication(
		this: IExecuteSingleFunctions,
		requestOptions: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> {
		const resource = this.getNodeParameter('resource', '') as string;
		const operation = this.getNodeParameter('operation', '') as string;
		const label = labels[resource]?.[operation];
		if (!label) return requestOptions;
		const authentication = this.getNodeParameter('authentication', 'oAuth1') as string;
		const problem = authenticationProblem(
			label.resource,
			label.operation,
			label.kinds,
			authentication,
		);
		if (problem) throw refusal(this.getNode(), this.getItemIndex(), problem);
		return requestOptions;
	};
}

/** The same check for a custom operation, which routing's preSend does not reach. */
export function checkCustomAuthentication(
	context: IExecuteFunctions,
	itemIndex: number,
	resourceName: string,
	{ name, acceptedAuthentication = ANY }: Operation,
): void {
	const authentication = context.getNodeParameter('authentication', itemIndex, 'oAuth1') as string;
	const problem = authenticationProblem(resourceName, name, acceptedAuthentication, authentication);
	if (problem) throw refusal(context.getNode(), itemIndex, problem);
}

type Labels = Record<
	string,
	Record<string, { resource: string; operation: string; kinds: AuthenticationMethod[] }>
>;

/**
 * The Authentication field (every kind, OAuth1 keys by default, checked before sending), then
 * for each group of operations that accept fewer kinds a notice shown when a refused kind is
 * chosen, naming the kinds that work.
 */
export function authenticationProperties(
	resources: INodePropertyOptions[],
	resourceDescriptions: ResourceDescription[],
): INodeProperties[] {
	const accepted = acceptedAuthenticationTable(resourceDescriptions);
	const labels: Labels = {};
	const notices = resources.flatMap((resource) => {
		const value = String(resource.value);
		const list = resourceDescriptions.find((description) => description.resource === value);
		const groups = new Map<string, { kinds: AuthenticationMethod[]; operations: string[] }>();
		for (const operation of list?.declared ?? []) {
			const kinds = accepted[value][operation.value];
			(labels[value] ??= {})[operation.value] = {
				resource: resource.name,
				operation: operation.name,
				kinds,
			};
			const group = groups.get(kinds.join()) ?? { kinds, operations: [] };
			group.operations.push(operation.value);
			groups.set(kinds.join(), group);
		}
		return [...groups.values()]
			.filter(({ kinds }) => kinds.length < ANY.length)
			.map(
				({ kinds, operations }): INodeProperties => ({
					displayName: `This operation needs ${kindsText(kinds)}: pick a credential of that kind above`,
					name: 'authenticationNotice',
					type: 'notice',
					default: '',
					displayOptions: {
						show: {
							resource: [value],
							operation: operations,
							authentication: ANY.filter((kind) => !kinds.includes(kind)),
						},
					},
				}),
			);
	});
	return [
		{
			...authenticationDescription(ANY, 'oAuth1').property,
			routing: { send: { preSend: [requireAuthentication(labels)] } },
		},
		...notices,
	];
}
