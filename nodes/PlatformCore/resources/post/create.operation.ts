import {
	updateDisplayOptions,
	type INodeProperties,
	type INodePropertyOptions,
} from 'n8n-workflow';

import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import { createOptions, sendNewPost, textProperty } from './postBody';

/** POST /2/posts: a new post (text, reply, quote, media, poll, community, ...). */
export const createOperation: INodePropertyOptions = {
	name: 'Create',
	value: 'create',
	action: 'Create a post',
	description: 'Publish a post as the user of the credential',
	routing: policyRouting({
		request: { method: 'POST', url: '/2/posts' },
		send: { preSend: [sendNewPost] },
		output: { postReceive: [dataItems] },
	}),
};

export const createFields: INodeProperties[] = updateDisplayOptions(
	{ show: { resource: ['post'], operation: ['create'] } },
	[
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
);
