import { describeResource } from '../../../shared/descriptions/resource';
import { checkSubscriptionOperation } from './checkSubscription.operation';
import { countOperation } from './count.operation';
import { getAllOperation } from './getMany.operation';
import { subscribeOperation } from './subscribe.operation';
import { unsubscribeOperation } from './unsubscribe.operation';

export const accountActivityResource = describeResource('accountActivity', 'subscribe', [
	checkSubscriptionOperation,
	countOperation,
	getAllOperation,
	subscribeOperation,
	unsubscribeOperation,
]);
