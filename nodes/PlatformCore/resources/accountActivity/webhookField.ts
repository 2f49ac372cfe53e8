import { idInPath } from '../../shared/idInPath';
import { webhookLocator } from '../webhook/webhookLocator';

/** The webhook the subscriptions deliver to: picked from the app's webhooks, or by ID. */
export const webhookField = webhookLocator({
	required: true,
	description: 'The webhook that receives the account activity events',
	routing: {},
});

/** preSend: the checked webhook id in place of `:webhook_id`. */
export const webhookIdInPath = idInPath('webhookId', 'Webhook', undefined, ':webhook_id');
