import { createHash } from 'node:crypto';

import {
	NodeOperationError,
	type IDataObject,
	type IHookFunctions,
	type INode,
} from 'n8n-workflow';

import { checkValue, invalidField, rules } from '../shared/validation';
import { answerList, send } from './platformWebhooks';
import type { TriggerCredentials } from './triggerCredentials';

/**
 * "Posts Matching Stream Rules": the trigger adds the user's filtered-stream rules, each tagged
 * with this workflow, and links the filtered stream to its webhook; the platform then delivers
 * each new matching post there, signed. Removal unlinks and deletes only the rules it added.
 */

/** A rule as the panel holds it. */
interface RuleEntry {
	value?: string;
	label?: string;
}

export interface StreamRule {
	value: string;
	tag: string;
}

/** The platform's limit on one rule. */
const MAX_RULE_LENGTH = 2048;

/**
 * The end of the tag of every rule one setup adds: the workflow, and its webhook URL in short
 * (the test URL and the production URL of one workflow have rules of their own).
 */
export const ruleTagSuffix = (workflowId: string, url: string) =>
	` (n8n workflow ${workflowId} ${createHash('sha256').update(url).digest('hex').slice(0, 8)})`;

/**
 * The rules of the panel, checked before anything is sent, each tagged with its label and the
 * setup's suffix, so a delivered post says which rule matched and whose it is.
 */
export function planRules(node: INode, entries: unknown, suffix: string): StreamRule[] {
	const list = ((entries as { rule?: RuleEntry[] } | undefined)?.rule ?? []) as RuleEntry[];
	if (list.length === 0) throw invalidField(node, 0, 'Rules', 'needs at least one rule');
	return list.map((entry, index) => {
		const value = String(entry.value ?? '').trim();
		const field = `Rules ${index + 1}`;
		if (value === '') throw invalidField(node, 0, field, 'needs a rule');
		checkValue(node, 0, field, value, [rules.chars(1, MAX_RULE_LENGTH)]);
		const label = String(entry.label ?? '').trim() || `rule ${index + 1}`;
		return { value, tag: `${label}${suffix}` };
	});
}

/**
 * POST /2/posts/search/stream/rules `{add}`: the ids of the rules added. A rule the platform
 * refuses (a duplicate of a rule already there, invalid) fails the setup, naming it: a duplicate
 * may be another workflow's, which this one must not take over or delete.
 */
export async function addRules(
	context: IHookFunctions,
	credentials: TriggerCredentials,
	wanted: StreamRule[],
	added: string[],
): Promise<void> {
	const answer = await send<IDataObject>(
		context,
		credentials,
		'POST',
		'/2/posts/search/stream/rules',
		{
			add: wanted as unknown as IDataObject[],
		},
	);
	added.push(...answerList<{ id: string }>({ data: answer?.data ?? [] }).map(({ id }) => id));
	const refused = (answer?.errors ?? []) as IDataObject[];
	if (refused.length) {
		const [first] = refused;
		throw new NodeOperationError(
			context.getNode(),
			`The platform refused the stream rule "${String(first.value ?? '').slice(0, 80)}": ${String(first.title ?? 'invalid rule')}`,
			{
				description:
					"A duplicate is a rule already on the app (perhaps another workflow's): change its text. Nothing of this setup was kept.",
			},
		);
	}
}

/** POST /2/posts/search/stream/rules `{delete: {ids}}`. */
export async function deleteRules(
	context: IHookFunctions,
	credentials: TriggerCredentials,
	ids: string[],
): Promise<void> {
	if (ids.length === 0) return;
	await send(context, credentials, 'POST', '/2/posts/search/stream/rules', { delete: { ids } });
}

/** The app's rules, or those among `ids` (GET /2/posts/search/stream/rules). */
export async function listRules(
	context: IHookFunctions,
	credentials: TriggerCredentials,
	ids?: string[],
): Promise<Array<StreamRule & { id: string }>> {
	if (ids?.length === 0) return [];
	const query = ids ? `?ids=${ids.join(',')}` : '';
	const answer = await send<unknown>(
		context,
		credentials,
		'GET',
		`/2/posts/search/stream/rules${query}`,
	);
	return answerList<StreamRule & { id: string }>(answer).filter((rule) => rule?.id);
}

/** POST /2/posts/search/webhooks/{webhook_id}: the filtered stream delivers to the webhook. */
export async function linkStream(
	context: IHookFunctions,
	credentials: TriggerCredentials,
	webhookId: string,
): Promise<void> {
	await send(context, credentials, 'POST', `/2/posts/search/webhooks/${webhookId}`);
}

/** DELETE /2/posts/search/webhooks/{webhook_id}. */
export async function unlinkStream(
	context: IHookFunctions,
	credentials: TriggerCredentials,
	webhookId: string,
): Promise<void> {
	await send(context, credentials, 'DELETE', `/2/posts/search/webhooks/${webhookId}`);
}

/** Whether the filtered stream is linked to the webhook (GET /2/posts/search/webhooks). */
export async function streamLinked(
	context: IHookFunctions,
	credentials: TriggerCredentials,
	webhookId: string,
): Promise<boolean> {
	const links = answerList<{ webhook_id?: string }>(
		await send<unknown>(context, credentials, 'GET', '/2/posts/search/webhooks'),
	);
	return links.some((link) => String(link.webhook_id) === webhookId);
}
