import { policyRouting } from '../../../shared/routing/policyRouting';
import { recordItems } from '../../shared/dataItems';
import { idInPath } from '../../../shared/locators/idInPath';
import type { Operation } from '../../../shared/descriptions/resource';
import { requiredText } from '../../../shared/descriptions/properties';
import { USER } from '../../../shared/authenticationKinds';

/** POST /2/articles/{article_id}/publish: a draft published; the answer names its post. */
export const publishOperation: Operation = {
	name: 'Publish',
	value: 'publish',
	action: 'Publish an article',
	description: 'Publish a draft article as a post',
	acceptedAuthentication: USER,
	routing: policyRouting({
		request: { method: 'POST', url: '/2/articles/:article_id/publish' },
		send: { preSend: [idInPath('articleId', 'Article ID', undefined, ':article_id')] },
		output: { postReceive: [recordItems('the published post')] },
	}),
	fields: [
		requiredText(
			'Article ID',
			'articleId',
			'The ID of the draft (Create Draft outputs it)',
			'e.g. 1800000000000000001',
		),
	],
};
