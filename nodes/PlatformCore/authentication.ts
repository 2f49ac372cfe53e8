import {
	type IExecuteSingleFunctions,
	type IHttpRequestOptions,
	type INodeProperties,
	type INodePropertyOptions,
} from 'n8n-workflow';

import type { AuthenticationMethod } from '../shared/credentialTypes';
import { authenticationDescription } from '../shared/descriptions/authentication';
import type { Operation, ResourceDescription } from '../shared/descriptions/resource';
import { RoutedOperationError } from '../shared/routing/operationError';
import {
	ANY,
	authenticationFix,
	authenticationNotices,
	authenticationProblem,
} from '../shared/authenticationKinds';
import { itemLabel } from '../shared/validation';
import type { CodeOperationContext } from '../shared/descriptions/codeOperation';

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

function refusal(
	node: IExecuteSingleFunctions['getNode'] extends () => infer N ? N : never,
	itemIndex: number,
	problem: string,
	kinds: AuthenticationMethod[],
) {
	return new RoutedOperationError(node, `${itemLabel(itemIndex)}: ${problem}`, {
		itemIndex,
		description: authenticationFix(kinds),
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
		const subject = `${label.resource} > ${label.operation}`;
		const problem = authenticationProblem(subject, label.kinds, authentication);
		if (problem) throw refusal(this.getNode(), this.getItemIndex(), problem, label.kinds);
		return requestOptions;
	};
}

/** The same check for a custom operation, which routing's preSend does not reach. */
export function checkCustomAuthentication(
	context: CodeOperationContext,
	itemIndex: number,
	resourceName: string,
	{ name, acceptedAuthentication = ANY }: Operation,
): void {
	const authentication = context.getNodeParameter('authentication', itemIndex, 'oAuth1') as string;
	const subject = `${resourceName} > ${name}`;
	const problem = authenticationProblem(subject, acceptedAuthentication, authentication);
	if (problem) throw refusal(context.getNode(), itemIndex, problem, acceptedAuthentication);
}

type Labels = Record<
	string,
	Record<string, { resource: string; operation: string; kinds: AuthenticationMethod[] }>
>;

/**
 * The Authentication field (every kind, OAuth1 keys by default, checked before sending), then
 * for each group of operations that accept the same kinds their notices (authenticationNotices).
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
		return [...groups.values()].flatMap(({ kinds, operations }) =>
			authenticationNotices('This operation', kinds, { resource: [value], operation: operations }),
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
