import type { INodeProperties } from 'n8n-workflow';

import { idInPath } from '../../../shared/locators/idInPath';

export const eventIdProperty: INodeProperties = {
	displayName: 'Event ID',
	name: 'eventId',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. 1580705921830768643',
	description: 'The ID of the direct message event (`dm_event_id` of a sent message)',
};

export const eventIdInPath = idInPath('eventId', 'Event ID', undefined, ':event_id');
