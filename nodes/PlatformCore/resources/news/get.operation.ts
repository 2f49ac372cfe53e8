import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import { idInPath } from '../../../shared/locators/idInPath';
import { newsFieldsProperty } from './newsFields';
import type { Operation } from '../../../shared/descriptions/resource';
import { requiredText } from '../../../shared/descriptions/properties';
import { ANY } from '../../../shared/authenticationKinds';

/** GET /2/news/{id}: one news story. */
export const getOperation: Operation = {
	name: 'Get',
	value: 'get',
	action: 'Get a news story',
	description: 'Look up one news story by ID',
	acceptedAuthentication: ANY,
	routing: policyRouting({
		request: { method: 'GET', url: '/2/news/:id' },
		send: { preSend: [idInPath('newsId', 'News ID')] },
		output: { postReceive: [dataItems] },
	}),
	fields: [
		requiredText(
			'News ID',
			'newsId',
			'ID of the news story, 1 to 19 digits',
			'e.g. 1900000000000000001',
		),
		newsFieldsProperty,
	],
};
