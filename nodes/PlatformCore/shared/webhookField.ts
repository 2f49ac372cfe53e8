import { idInPath } from '../../shared/locators/idInPath';
import { webhookLocator } from './webhookLocator';

/** The webhook the subscriptions deliver to: picked from the app's webhooks, or by ID. */
export const webhookField = webhookLocator({
	required: true,
	description: 'The webhook that receives the account activity events',
	routing: {},
});

/**
 * The webhook of an operation that acts as the user (Subscribe, Check Subscription): by ID only,
 * because the platform lists webhooks to the app alone.
 */
export const webhookIdField = {
	...webhookField,
	default: { mode: 'id', value: '' },
	modes: webhookField.modes?.filter((mode) => mode.name === 'id'),
	hint: 'Webhook > Get Many (with the App-Only or Bearer Token authentication) lists the IDs',
};

/** preSend: the checked webhook id in place of `:webhook_id`. */
export const webhookIdInPath = idInPath('webhookId', 'Webhook', undefined, ':webhook_id');
