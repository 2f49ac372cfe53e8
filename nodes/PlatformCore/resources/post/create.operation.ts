import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import { createOptions, POST_BODY_SENDS, sendNewPost, textProperty } from './postBody';
import type { Operation } from '../../../shared/descriptions/resource';
import { collection } from '../../../shared/descriptions/properties';
import { USER } from '../../../shared/authenticationKinds';

/** POST /2/posts: a new post (text, reply, quote, media, poll, community, ...). */
export const createOperation: Operation = {
	name: 'Create',
	value: 'create',
	action: 'Create a post',
	description: 'Publish a post as the user of the credential',
	acceptedAuthentication: USER,
	sends: { body: POST_BODY_SENDS },
	routing: policyRouting({
		request: { method: 'POST', url: '/2/posts' },
		send: { preSend: [sendNewPost] },
		output: { postReceive: [dataItems] },
	}),
	fields: [textProperty, collection('Options', 'options', 'Add Option', createOptions)],
};
