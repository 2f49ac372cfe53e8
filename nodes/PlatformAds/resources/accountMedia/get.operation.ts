import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { withDeletedOption } from '../../helpers/withDeleted';
import { one, show } from './shared';

/** GET /12/accounts/:account_id/account_media/:account_media_id */
export const getOperation: INodePropertyOptions = {
	name: 'Get',
	value: 'get',
	action: 'Get an account media asset',
	description: 'Retrieve one media asset of the account',
	routing: one('GET'),
};

export const getFields: INodeProperties[] = [withDeletedOption(show('get'))];
