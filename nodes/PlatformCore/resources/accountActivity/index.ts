import type { INodeProperties } from 'n8n-workflow';

import {
	ACCOUNT_ACTIVITY_END_DATE,
	ACCOUNT_ACTIVITY_GAPS,
	ACCOUNT_ACTIVITY_REPLACEMENTS,
} from '../../../shared/accountActivityEnd';
import { describeResource } from '../../../shared/descriptions/resource';
import { checkSubscriptionOperation } from './checkSubscription.operation';
import { countOperation } from './count.operation';
import { getAllOperation } from './getMany.operation';
import { subscribeOperation } from './subscribe.operation';
import { unsubscribeOperation } from './unsubscribe.operation';

/** The end of the interface, above every operation of the resource. */
const endNotice: INodeProperties = {
	displayName: `The platform ends Account Activity on ${ACCOUNT_ACTIVITY_END_DATE}. Activity Subscription replaces it, one subscription per event type and user (${ACCOUNT_ACTIVITY_REPLACEMENTS.map(({ kind, events }) => `${kind}: ${events.join(', ')}`).join('; ')}); the Platform Activity Trigger's Activity Events source subscribes to all of them in one activation (Subscribe To "Everything Account Activity Delivered"). Not replaced: ${ACCOUNT_ACTIVITY_GAPS}.`,
	name: 'accountActivityEndNotice',
	type: 'notice',
	default: '',
	displayOptions: { show: { resource: ['accountActivity'] } },
};

export const accountActivityResource = describeResource(
	'accountActivity',
	'subscribe',
	[
		checkSubscriptionOperation,
		countOperation,
		getAllOperation,
		subscribeOperation,
		unsubscribeOperation,
	],
	{ before: [endNotice] },
);
