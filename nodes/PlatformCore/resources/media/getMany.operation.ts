import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import { mediaFieldsProperty, mediaKeysInQuery, mediaKeysProperty } from './mediaKeys';
import type { Operation } from '../../../shared/descriptions/resource';
import { ANY } from '../../../shared/authenticationKinds';

/** GET /2/media?media_keys=: up to 100 media records. */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getMany',
	action: 'Get many media',
	description: 'Look up to 100 images, GIFs or videos by their media keys',
	acceptedAuthentication: ANY,
	sends: { query: ['media_keys'] },
	routing: policyRouting({
		request: { method: 'GET', url: '/2/media' },
		send: {
			preSend: [mediaKeysInQuery('3_1455952740635586573')],
		},
		output: { postReceive: [dataItems] },
	}),
	fields: [mediaKeysProperty, mediaFieldsProperty],
};
