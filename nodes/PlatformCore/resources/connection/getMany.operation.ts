import { corePaging, listRouting, returnAllOrLimit } from '../../../shared/routing/listRouting';
import { fieldListProperty } from '../../../shared/fields/fieldList';
import { STREAM_ENDPOINTS } from './endpoints';
import type { Operation } from '../../../shared/descriptions/resource';
import { dropdown } from '../../../shared/descriptions/properties';
import { APP } from '../../../shared/authenticationKinds';

const CONNECTION_FIELDS = [
	'client_ip',
	'connected_at',
	'disconnect_reason',
	'disconnected_at',
	'endpoint_name',
	'id',
];

/** GET /2/connections: the app's streaming connections, with why they ended. */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many connections',
	description: "List the app's active and past streaming connections",
	acceptedAuthentication: APP,
	routing: listRouting({ request: { method: 'GET', url: '/2/connections' } }, corePaging(100)),
	fields: [
		...returnAllOrLimit(),
		{
			...dropdown(
				'Status',
				'status',
				{ Active: 'active', Inactive: 'inactive', All: 'all' },
				'active',
			),
			description: 'Which connections to list',
			routing: { send: { type: 'query', property: 'status' } },
		},
		fieldListProperty(
			'Endpoints',
			'endpoints',
			'endpoints',
			STREAM_ENDPOINTS,
			'Only connections to these endpoints. None selected lists every endpoint.',
		),
		fieldListProperty(
			'Connection Fields',
			'connectionFields',
			'connection.fields',
			CONNECTION_FIELDS,
			'Fields to return. None selected sends no connection.fields parameter.',
		),
	],
};
