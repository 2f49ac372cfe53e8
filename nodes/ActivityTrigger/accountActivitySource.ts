import type { IHookFunctions, INodeCredentialDescription } from 'n8n-workflow';

import { credentialTypeFor, type AuthenticationMethod } from '../shared/credentialTypes';
import { signedInUser } from '../shared/users/authenticatedUser';
import { send } from './platformWebhooks';
import type { TriggerCredentials } from './triggerCredentials';

/**
 * "Account Activity": the signed-in user's own activity (posts, likes, follows, messages)
 * delivered to the trigger's webhook. The webhook stays the app's, as for activity events; the
 * subscription is made as the user, which takes a user sign-in: OAuth 2.0 or OAuth 1.0a.
 * Removing it takes the app again.
 */

/** The user sign-ins the subscription accepts, OAuth 2.0 first. */
export const ACCOUNT_USER_METHODS: AuthenticationMethod[] = ['oAuth2', 'oAuth1', 'oAuth1SignIn'];

/** "User Sign-In" of the Activity Events source: none, or one of the user sign-ins. */
export const NO_USER_SIGN_IN = 'none';

/**
 * The credential slot of each user sign-in: for Account Activity by "User Authentication", for
 * Activity Events by "User Sign-In" (private events, the Account Activity preset). n8n's editor
 * reads a slot's `show` keys as the credential's setup fields (and hides each field named in
 * their own `show` conditions), and lists a slot without `show` as one more credential of the
 * Authentication field's kinds. So `show` names Event Source only, and the two sign-in fields
 * are named in `hide`: a field that is not shown has no value, which `hide` never matches. The
 * slot of method M shows for Account Activity when User Authentication is M (User Sign-In is not
 * shown there), and for Activity Events when User Sign-In is M (User Authentication is not
 * shown there).
 */
export const accountUserCredentialSlots: INodeCredentialDescription[] = ACCOUNT_USER_METHODS.map(
	(method) => {
		const others = ACCOUNT_USER_METHODS.filter((other) => other !== method);
		return {
			name: credentialTypeFor(method),
			required: true,
			displayOptions: {
				show: { source: ['accountActivity', 'activity'] },
				hide: { userAuthentication: others, userSignIn: [NO_USER_SIGN_IN, ...others] },
			},
		};
	},
);

/** The credential of the "User Authentication" field (its type is all that is needed). */
export function accountUserCredentials(context: IHookFunctions): TriggerCredentials {
	const method = context.getNodeParameter('userAuthentication', 'oAuth2') as AuthenticationMethod;
	return userCredentialsOf(method);
}

/** The credential of the Activity Events source's "User Sign-In" field, if one is chosen. */
export function activityUserCredentials(context: IHookFunctions): TriggerCredentials | undefined {
	const method = context.getNodeParameter('userSignIn', NO_USER_SIGN_IN) as string;
	return method === NO_USER_SIGN_IN ? undefined : userCredentialsOf(method as AuthenticationMethod);
}

const userCredentialsOf = (method: AuthenticationMethod): TriggerCredentials => ({
	authentication: method,
	credentialType: credentialTypeFor(method),
	consumerSecret: '',
});

const subscriptionsPath = (webhookId: string) =>
	`/2/account_activity/webhooks/${webhookId}/subscriptions`;

/** Subscribes the signed-in user to the webhook's account activity; their user ID. */
export async function subscribeAccount(
	context: IHookFunctions,
	user: TriggerCredentials,
	webhookId: string,
): Promise<string> {
	const userId = String((await signedInUser(context, user.authentication)).id);
	await send(context, user, 'POST', `${subscriptionsPath(webhookId)}/all`);
	return userId;
}

/** DELETE …/subscriptions/{user_id}/all, as the app. */
export async function unsubscribeAccount(
	context: IHookFunctions,
	app: TriggerCredentials,
	webhookId: string,
	userId: string,
): Promise<void> {
	await send(context, app, 'DELETE', `${subscriptionsPath(webhookId)}/${userId}/all`);
}

/** Whether the user is among the webhook's account subscriptions (…/subscriptions/all/list). */
export async function accountSubscribed(
	context: IHookFunctions,
	app: TriggerCredentials,
	webhookId: string,
	userId: string,
): Promise<boolean> {
	const answer = await send<{ data?: { subscriptions?: Array<{ user_id?: string }> } }>(
		context,
		app,
		'GET',
		`${subscriptionsPath(webhookId)}/all/list`,
	);
	return (answer?.data?.subscriptions ?? []).some((one) => String(one.user_id) === userId);
}
