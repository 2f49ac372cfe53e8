import { corePage } from '../paging';
import { checked, invalidRequest } from '../requestChecks';
import type { EmulatorState } from '../state';
import type { Query, Reply, Route, RouteContext } from '../types';

/**
 * Connections API: the app's
 * streaming connections, which the delete endpoints end. App-only bearer token only.
 */
export interface Connection {
	id: string;
	endpoint_name: string;
	client_ip: string;
	connected_at: string;
	disconnected_at?: string;
	disconnect_reason?: string;
}

const ENDPOINTS = [
	'filtered_stream',
	'sample_stream',
	'sample10_stream',
	'firehose_stream',
	'posts_compliance_stream',
	'users_compliance_stream',
	'post_label_stream',
	'firehose_stream_lang_en',
	'firehose_stream_lang_ja',
	'firehose_stream_lang_ko',
	'firehose_stream_lang_pt',
	'likes_firehose_stream',
	'likes_sample10_stream',
	'likes_compliance_stream',
];
const FIELDS = [
	'client_ip',
	'connected_at',
	'disconnect_reason',
	'disconnected_at',
	'endpoint_name',
	'id',
];

const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** Three active connections (two filtered stream, one sample stream) and one that ended. */
export const connections = (state: EmulatorState): Connection[] =>
	state.collection<Connection>('connections', () => [
		{
			id: uuid(1),
			endpoint_name: 'filtered_stream',
			client_ip: '203.0.113.10',
			connected_at: '2026-11-20T10:00:00.000Z',
		},
		{
			id: uuid(2),
			endpoint_name: 'filtered_stream',
			client_ip: '203.0.113.11',
			connected_at: '2026-11-21T10:00:00.000Z',
		},
		{
			id: uuid(3),
			endpoint_name: 'sample_stream',
			client_ip: '203.0.113.12',
			connected_at: '2026-11-22T10:00:00.000Z',
		},
		{
			id: uuid(4),
			endpoint_name: 'filtered_stream',
			client_ip: '203.0.113.13',
			connected_at: '2026-11-19T10:00:00.000Z',
			disconnected_at: '2026-11-19T11:00:00.000Z',
			disconnect_reason: 'OperationalDisconnect',
		},
	]);

const list = (query: Query, name: string): string[] | undefined =>
	query[name] === undefined ? undefined : String(query[name]).split(',');

function history({ state, query }: RouteContext): Reply {
	const status = String(query.status ?? 'active');
	if (!['active', 'inactive', 'all'].includes(status))
		throw invalidRequest('status', status, 'status must be active, inactive or all.');
	const endpoints = list(query, 'endpoints');
	const badEndpoint = endpoints?.find((endpoint) => !ENDPOINTS.includes(endpoint));
	if (badEndpoint !== undefined)
		throw invalidRequest(
			'endpoints',
			badEndpoint,
			`The endpoints value "${badEndpoint}" is not one of ${ENDPOINTS.join(', ')}.`,
		);
	const fields = list(query, 'connection.fields');
	const badField = fields?.find((field) => !FIELDS.includes(field));
	if (badField !== undefined)
		throw invalidRequest(
			'connection.fields',
			badField,
			`The connection.fields value "${badField}" is not one of ${FIELDS.join(', ')}.`,
		);
	const matching = connections(state)
		.filter(
			(connection) =>
				status === 'all' || (status === 'active') === (connection.disconnected_at === undefined),
		)
		.filter((connection) => !endpoints || endpoints.includes(connection.endpoint_name))
		// Without connection.fields: id, endpoint_name and connected_at.
		.map((connection) => pick(connection, fields ?? ['id', 'endpoint_name', 'connected_at']));
	return corePage(matching, query, { min: 1, max: 100, default: 10 });
}

const pick = (connection: Connection, fields: string[]) =>
	Object.fromEntries(
		Object.entries(connection).filter(([name]) => name === 'id' || fields.includes(name)),
	);

/** Ends the active ones among the given connections; unknown or ended ones count as failed. */
function kill(state: EmulatorState, ids: string[]): Reply {
	const results = ids.map((id) => {
		const connection = connections(state).find((candidate) => candidate.id === id);
		if (!connection || connection.disconnected_at)
			return { uuid: id, success: false, error_message: 'No active connection with this id' };
		connection.disconnected_at = new Date().toISOString();
		connection.disconnect_reason = 'ForceDisconnect';
		return { uuid: id, success: true };
	});
	const successful = results.filter((result) => result.success).length;
	return {
		body: {
			data: { successful_kills: successful, failed_kills: results.length - successful, results },
		},
	};
}

const activeIds = (state: EmulatorState, endpoint?: string) =>
	connections(state)
		.filter(
			(connection) =>
				!connection.disconnected_at && (!endpoint || connection.endpoint_name === endpoint),
		)
		.map((connection) => connection.id);

function byEndpoint({ state, params }: RouteContext): Reply {
	const endpoint = params.endpoint_id;
	if (!ENDPOINTS.includes(endpoint))
		throw invalidRequest(
			'endpoint_id',
			endpoint,
			`endpoint_id must be one of ${ENDPOINTS.join(', ')}.`,
		);
	return kill(state, activeIds(state, endpoint));
}

function byUuids({ state, body }: RouteContext): Reply {
	const uuids = (body as { uuids?: unknown } | undefined)?.uuids;
	if (
		!Array.isArray(uuids) ||
		uuids.length < 1 ||
		uuids.length > 100 ||
		uuids.some((id) => typeof id !== 'string')
	) {
		throw invalidRequest(
			'uuids',
			JSON.stringify(uuids),
			'uuids must be an array of 1 to 100 connection ids.',
		);
	}
	const extra = Object.keys(body as object).find((name) => name !== 'uuids');
	if (extra) throw invalidRequest(extra, '', `[${extra}] is not one of [uuids]`);
	return kill(state, uuids as string[]);
}

export const routes: Route[] = [
	{ api: 'core', method: 'GET', path: '/2/connections', auth: 'app', handler: checked(history) },
	{
		api: 'core',
		method: 'DELETE',
		path: '/2/connections/all',
		auth: 'app',
		handler: ({ state }) => kill(state, activeIds(state)),
	},
	{
		api: 'core',
		method: 'DELETE',
		path: '/2/connections/:endpoint_id',
		auth: 'app',
		handler: checked(byEndpoint),
	},
	{ api: 'core', method: 'DELETE', path: '/2/connections', auth: 'app', handler: checked(byUuids) },
];
