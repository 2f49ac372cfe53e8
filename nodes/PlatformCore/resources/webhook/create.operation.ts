import { policyRouting } from '../../../shared/routing/policyRouting';
import { rules, validateParameters } from '../../../shared/validation';
import { recordItems } from '../../shared/dataItems';
import type { Operation } from '../../../shared/descriptions/resource';
import { OAUTH1_OR_APP } from '../../../shared/authenticationKinds';

/** POST /2/webhooks {url}: registers a callback; the platform runs the challenge (CRC) against it at once. */
export const createOperation: Operation = {
	name: 'Create',
	value: 'create',
	action: 'Create a webhook',
	description: 'Register a callback URL; the platform checks it with a challenge (CRC) right away',
	acceptedAuthentication: OAUTH1_OR_APP,
	routing: policyRouting({
		request: { method: 'POST', url: '/2/webhooks' },
		send: {
			preSend: [
				validateParameters({
					parameter: 'url',
					field: 'URL',
					rules: [rules.chars(1, 200)],
					required: true,
				}),
			],
		},
		output: { postReceive: [recordItems('the webhook record')] },
	}),
	fields: [
		{
			displayName: 'URL',
			name: 'url',
			type: 'string',
			required: true,
			default: '',
			placeholder: 'https://example.com/platform/events',
			description:
				'Where the platform delivers events (1 to 200 characters). The real service takes https without a port only, and the URL must answer the challenge (CRC) within 3 seconds, or the webhook is created with valid = false.',
			routing: { send: { type: 'body', property: 'url' } },
		},
	],
};
