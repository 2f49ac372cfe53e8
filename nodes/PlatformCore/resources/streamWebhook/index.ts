import { describeResource } from '../../../shared/descriptions/resource';
import { getAllOperation } from './getMany.operation';
import { linkOperation } from './link.operation';
import { unlinkOperation } from './unlink.operation';

export const streamWebhookResource = describeResource('streamWebhook', 'link', [
	getAllOperation,
	linkOperation,
	unlinkOperation,
]);
