import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import { createOptions, sendNewPost, textProperty } from './postBody';
import type { Operation } from '../../../shared/descriptions/resource';

/** POST /2/posts: a new post (text, reply, quote, media, poll, community, ...). */
export const createOperation: Operation = {
	name: 'Create',
	value: 'create',
	action: 'Create a post',
	description: 'Publish a post as the user of the credential',
	acceptedAuthentication: ['oAuth1', 'oAuth1SignIn', 'oAuth2', 'bearerToken'],
	routing: policyRouting({
		request: { method: 'POST', url: '/2/posts' },
		send: { preSend: [sendNewPost] },
		output: { postReceive: [dataItems] },
	}),
	fields: [
		textProperty,
		{
			displayName: 'Options',
			name: 'options',
			type: 'collection',
			placeholder: 'Add Option',
			default: {},
			options: createOptions,
		},
	],
};
