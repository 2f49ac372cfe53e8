import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { withDeletedOption } from '../../helpers/withDeleted';
import { one, show } from './shared';

/** GET /12/accounts/:account_id/line_item_curated_categories/:id */
export const getOperation: INodePropertyOptions = {
	name: 'Get',
	value: 'get',
	action: 'Get a line item curated category',
	description: 'Retrieve one line item curated category',
	routing: one('GET'),
};

export const getFields: INodeProperties[] = [withDeletedOption(show('get'))];
