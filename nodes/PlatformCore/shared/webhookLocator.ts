import {
	NodeOperationError,
	updateDisplayOptions,
	type ILoadOptionsFunctions,
	type INodeListSearchResult,
	type INodeProperties,
	type INodePropertyRouting,
} from 'n8n-workflow';

import { listRecords } from '../../shared/routing/answerShapes';
import { coreRequest } from '../../shared/transport/coreRequest';
import { matchesFilter } from '../../shared/pickerFilter';
import { rules, type FieldCheck } from '../../shared/validation';
import { authenticationProblem, CREDENTIAL_PLACE } from '../../shared/authenticationKinds';
import { listMode, numericIdMode } from '../../shared/locators/locatorModes';
import { getManyOperation } from '../resources/webhook/getMany.operation';

/**
 * A webhook picked from the app's configurations (GET /2/webhooks) or entered by ID. Each
 * operation gives its own routing: in the path (Validate, Delete) or as `webhook_id` in the body
 * (Replay, subscriptions).
 */
export function webhookLocator(options: {
	name?: string;
	required: boolean;
	description: string;
	routing: INodePropertyRouting;
}): INodeProperties {
	return {
		displayName: 'Webhook',
		name: options.name ?? 'webhookId',
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: options.required,
		description: options.description,
		modes: [
			listMode('Select a webhook...', 'searchWebhooks'),
			numericIdMode('webhook', 'e.g. 1146654567674912769'),
		],
		routing: options.routing,
	};
}

/** The webhook in the path, for Validate and Delete. */
export const webhookInPath = (operation: string, description: string): INodeProperties[] =>
	updateDisplayOptions({ show: { resource: ['webhook'], operation: [operation] } }, [
		webhookLocator({
			required: true,
			description,
			routing: { request: { url: '=/2/webhooks/{{String($value).trim()}}' } },
		}),
	]);

/** The webhook as `webhook_id` in the body, left out when none is picked (an expression may give a number). */
export const webhookInBody: INodePropertyRouting = {
	send: {
		type: 'body',
		property: 'webhook_id',
		value: "={{$value === '' || $value == null ? undefined : String($value).trim()}}",
	},
};

/** The check of a webhook locator: 1 to 19 digits (the locator's value, whatever its mode). */
export const webhookIdCheck = (parameter: string, required: boolean): FieldCheck => ({
	parameter,
	field: 'Webhook',
	rules: [rules.id],
	required,
});

/**
 * listSearch: the app's webhook configurations, named by URL (marked when the last challenge
 * failed), filtered by the text typed into the dropdown.
 */
export async function searchWebhooks(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const authentication = this.getNodeParameter('authentication', 'oAuth1') as string;
	// The list comes from Webhook > Get Many's request, and takes what it takes.
	const problem = authenticationProblem(
		`Webhook > ${getManyOperation.name}`,
		getManyOperation.acceptedAuthentication ?? [],
		authentication,
	);
	if (problem)
		throw new NodeOperationError(
			this.getNode(),
			`The webhook list: ${problem} (choose one under ${CREDENTIAL_PLACE}), or enter the webhook's ID instead`,
		);
	const body = await coreRequest(this, { method: 'GET', path: '/2/webhooks', authentication });
	const results = listRecords(body)
		.map((webhook) => ({
			name: `${String(webhook.url)}${webhook.valid === false ? ' (challenge failed)' : ''}`,
			value: String(webhook.id),
		}))
		.filter((result) => matchesFilter(filter, result.name, result.value));
	return { results };
}
