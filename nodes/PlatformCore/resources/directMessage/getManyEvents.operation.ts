import { dmEventListFields, dmEventListRouting } from '../../../shared/fields/dmEvents';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** GET /2/dm_events: the signed-in user's direct message events of the last 30 days. */
export const getManyEventsOperation: Operation = {
	name: 'Get Many Events',
	value: 'getManyEvents',
	action: 'Get my direct messages',
	description: 'List your direct message events (messages sent and received, joins, leaves)',
	acceptedAuthentication: USER,
	routing: dmEventListRouting('/2/dm_events', []),
	fields: dmEventListFields,
};
