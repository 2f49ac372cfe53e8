import { checked, notFound } from '../requestChecks';
import type { EmulatorState } from '../state';
import { corePage } from '../paging';
import type { Route } from '../types';

interface Broadcast extends Record<string, unknown> {
	broadcast_id: string;
	scheduled_broadcast_id: string;
	owner: string;
	state: string;
	chat: string[];
}

const broadcasts = (state: EmulatorState) => state.collection<Broadcast>('broadcasts');

let counter = 0;
/** A broadcast id: 13 letters and digits. */
const broadcastId = () => `1Bc${(Date.now() + ++counter).toString(36)}`.slice(0, 13);

function mine(state: EmulatorState, id: string, userId: string | undefined): Broadcast {
	const broadcast = broadcasts(state).find(
		(one) => one.broadcast_id === id && one.owner === userId,
	);
	if (!broadcast) throw notFound('broadcast', 'id', id);
	return broadcast;
}

const view = ({ owner: _owner, chat: _chat, ...broadcast }: Broadcast) => broadcast;

/** Scheduled broadcasts of the caller, with state: created, read, changed, gone live, chatted in, deleted. */
export const routes: Route[] = [
	{
		api: 'core',
		method: 'GET',
		path: '/2/broadcasts/scheduled',
		auth: 'user',
		handler: checked(({ query, auth, state }) =>
			corePage(
				broadcasts(state)
					.filter((one) => one.owner === auth.userId)
					.map(view),
				query,
				{ min: 1, max: 100, default: 100 },
			),
		),
	},
	{
		api: 'core',
		method: 'POST',
		path: '/2/broadcasts/scheduled',
		auth: 'user',
		handler: checked(({ body, auth, state }) => {
			const broadcast: Broadcast = {
				...(body as Record<string, unknown>),
				broadcast_id: broadcastId(),
				scheduled_broadcast_id: state.nextNumericId(),
				owner: String(auth.userId),
				state: 'NOT_STARTED',
				chat: [],
			};
			broadcasts(state).push(broadcast);
			return { body: { data: view(broadcast) } };
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/broadcasts/scheduled/:id',
		auth: 'user',
		handler: checked(({ params, auth, state }) => ({
			body: { data: view(mine(state, params.id, auth.userId)) },
		})),
	},
	{
		api: 'core',
		method: 'PUT',
		path: '/2/broadcasts/scheduled/:id',
		auth: 'user',
		handler: checked(({ params, body, auth, state }) => {
			const broadcast = mine(state, params.id, auth.userId);
			Object.assign(broadcast, body);
			return { body: { data: view(broadcast) } };
		}),
	},
	{
		api: 'core',
		method: 'DELETE',
		path: '/2/broadcasts/scheduled/:id',
		auth: 'user',
		handler: checked(({ params, auth, state }) => {
			const broadcast = mine(state, params.id, auth.userId);
			broadcasts(state).splice(broadcasts(state).indexOf(broadcast), 1);
			return { body: { data: { deleted: true } } };
		}),
	},
	{
		api: 'core',
		method: 'POST',
		path: '/2/broadcasts/scheduled/:id/live',
		auth: 'user',
		handler: checked(({ params, auth, state }) => {
			const broadcast = mine(state, params.id, auth.userId);
			broadcast.state = 'RUNNING';
			return { body: { data: view(broadcast) } };
		}),
	},
	{
		api: 'core',
		method: 'POST',
		path: '/2/broadcasts/:id/chat',
		auth: 'user',
		handler: checked(({ params, body, auth, state }) => {
			const broadcast = mine(state, params.id, auth.userId);
			broadcast.chat.push((body as { text: string }).text);
			return {
				body: { data: { success: true, timestamp: String(BigInt(Date.now()) * 1_000_000n) } },
			};
		}),
	},
];
