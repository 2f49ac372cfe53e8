import { POLL_EVENTS } from '../../nodes/PollingTrigger/events';
import { startEmulator, type Emulator } from '../emulator';
import { rateLimited } from '../emulator/faults';
import { emulatorCredentials } from '../helpers/credentials';
import { declaredCalls } from '../helpers/declaredCalls';
import { actAs, PLATFORMDEV } from './actAs';
import { pollHarness, type PollHarness } from './pollHarness';

/**
 * The Platform Trigger's events against the emulator, polled as n8n polls an active workflow:
 * the first poll records where things stand and emits nothing; a later poll emits exactly what
 * is new, oldest first; a manual run shows the latest few and moves nothing on.
 */
let emulator: Emulator;
beforeEach(async () => {
	emulator = await startEmulator();
});
afterEach(async () => await emulator.close());

const ME = '1000000000000000001';
const credentials = () => {
	const { platformOAuth1Api } = emulatorCredentials(emulator);
	return { platformOAuth1Api };
};
const trigger = (parameters: Record<string, unknown>) =>
	pollHarness({ authentication: 'oAuth1', ...parameters } as never, credentials());
const texts = (records: Array<Record<string, unknown>>) => records.map((record) => record.text);
/** The trigger's reads (the other accounts' writes are in the log too). */
const reads = () => emulator.log.filter((entry) => entry.method === 'GET');
const paths = () => reads().map((entry) => `${entry.method} ${entry.path}`);
/** What the trigger keeps in the workflow's static data. */
const pollState = (harness: PollHarness) =>
	((harness.staticData()['node:Platform Trigger'] ?? {}) as { poll?: Record<string, unknown> })
		.poll;

async function firstPollEmitsNothing(harness: PollHarness) {
	expect(await harness.poll()).toEqual([]);
	emulator.clearLog();
}

describe('New Mention', () => {
	it('emits nothing first, then exactly the new mentions, oldest first, with their authors', async () => {
		const other = actAs(emulator, PLATFORMDEV);
		await other('POST', '/2/posts', { text: 'old news @emulator_user' });
		const harness = trigger({ event: 'newMention' });
		await firstPollEmitsNothing(harness);

		await other('POST', '/2/posts', { text: 'first @emulator_user' });
		await other('POST', '/2/posts', { text: 'not a mention' });
		await other('POST', '/2/posts', { text: 'second @emulator_user' });
		const records = await harness.poll();
		expect(texts(records)).toEqual(['first @emulator_user', 'second @emulator_user']);
		expect(records[0]).toMatchObject({
			author_id: PLATFORMDEV,
			author: { username: 'platformdev' },
		});
		// The user was looked up once, at the first poll; since_id carries on from the newest seen.
		expect(paths()).toEqual([`GET /2/users/${ME}/mentions`]);
		expect(reads()[0].query).toMatchObject({ since_id: expect.stringMatching(/^[0-9]+$/) });
		expect(await harness.poll()).toEqual([]);
	});

	it('loses nothing when a poll fails on a rate limit beyond the wait cap', async () => {
		const other = actAs(emulator, PLATFORMDEV);
		const harness = trigger({ event: 'newMention' });
		await firstPollEmitsNothing(harness);
		const before = JSON.stringify(harness.staticData());
		await other('POST', '/2/posts', { text: 'one @emulator_user' });
		await other('POST', '/2/posts', { text: 'two @emulator_user' });
		emulator.injectFault(
			rateLimited({ method: 'GET', path: `/2/users/${ME}/mentions`, times: 1 }, 3600),
		);
		await expect(harness.poll()).rejects.toThrow(/rate limit/i);
		expect(JSON.stringify(harness.staticData())).toBe(before);
		expect(texts(await harness.poll())).toEqual(['one @emulator_user', 'two @emulator_user']);
	});

	it('pages until the last seen id: more new mentions than one page', async () => {
		const other = actAs(emulator, PLATFORMDEV);
		const harness = trigger({ event: 'newMention' });
		await firstPollEmitsNothing(harness);
		for (let n = 1; n <= 130; n++)
			await other('POST', '/2/posts', { text: `n${n} @emulator_user` });
		const records = await harness.poll();
		expect(records).toHaveLength(130);
		expect(records[0].text).toBe('n1 @emulator_user');
		expect(records[129].text).toBe('n130 @emulator_user');
		expect(paths()).toEqual([`GET /2/users/${ME}/mentions`, `GET /2/users/${ME}/mentions`]);
	});

	it('shows the latest few in a manual run and leaves the state as it was', async () => {
		const other = actAs(emulator, PLATFORMDEV);
		for (let n = 1; n <= 7; n++) await other('POST', '/2/posts', { text: `m${n} @emulator_user` });
		const harness = trigger({ event: 'newMention' });
		expect(texts(await harness.poll('manual'))).toEqual([
			'm3 @emulator_user',
			'm4 @emulator_user',
			'm5 @emulator_user',
			'm6 @emulator_user',
			'm7 @emulator_user',
		]);
		expect(pollState(harness)).toBeUndefined();
		await firstPollEmitsNothing(harness);
	});
});

describe('an answer the trigger cannot read', () => {
	it('is reported as unexpected, naming the call, and keeps no state', async () => {
		emulator.injectFault({ method: 'GET', path: '/2/users/me', status: 200, body: { data: {} } });
		const harness = trigger({ event: 'newMention' });
		await expect(harness.poll()).rejects.toThrow(
			'Unexpected answer from GET /2/users/me: expected your user record with a numeric `id`',
		);
		expect(pollState(harness)).toBeUndefined();
	});
});

describe('New Post by User', () => {
	it('emits the new posts of a user by username, without replies when excluded', async () => {
		const other = actAs(emulator, PLATFORMDEV);
		const harness = trigger({
			event: 'newPostByUser',
			user: { __rl: true, mode: 'username', value: 'platformdev' },
			exclude: ['replies'],
		});
		await other('POST', '/2/posts', { text: 'before the trigger' });
		await firstPollEmitsNothing(harness);
		const posted = (await other('POST', '/2/posts', { text: 'launch' })).data as { id: string };
		await other('POST', '/2/posts', { text: 'a reply', reply: { in_reply_to_post_id: posted.id } });
		expect(texts(await harness.poll())).toEqual(['launch']);
		expect(reads()[0].query).toMatchObject({
			exclude: 'replies',
			since_id: expect.any(String),
		});
	});
});

describe('New Post Matching Search', () => {
	it('emits new posts matching the query', async () => {
		const other = actAs(emulator, PLATFORMDEV);
		const harness = trigger({ event: 'newPostMatchingSearch', query: 'rocket' });
		await firstPollEmitsNothing(harness);
		await other('POST', '/2/posts', { text: 'rocket launch' });
		await other('POST', '/2/posts', { text: 'gardening' });
		expect(texts(await harness.poll())).toEqual(['rocket launch']);
		expect(paths()).toEqual(['GET /2/posts/search/recent']);
	});

	it('refuses an empty query before sending anything', async () => {
		const harness = trigger({ event: 'newPostMatchingSearch', query: ' ' });
		await expect(harness.poll()).rejects.toThrow('Item 1: Query is required');
		expect(emulator.log).toEqual([]);
	});
});

describe('New Follower', () => {
	it('emits a new follower once, by the ids it has seen', async () => {
		const harness = trigger({
			event: 'newFollower',
			user: { __rl: true, mode: 'id', value: '783214' },
		});
		await firstPollEmitsNothing(harness);
		await actAs(emulator, ME)('POST', `/2/users/${ME}/following`, { target_user_id: '783214' });
		const records = await harness.poll();
		expect(records).toEqual([expect.objectContaining({ id: ME, username: 'emulator_user' })]);
		expect(await harness.poll()).toEqual([]);
		expect(pollState(harness)?.seen).toEqual([
			ME,
			...Array.from({ length: 1000 }, () => expect.any(String)),
		]);
	});
});

describe('New Like on My Posts', () => {
	it('emits each new like with the post and the user', async () => {
		const mine = (await actAs(emulator, ME)('POST', '/2/posts', { text: 'like me' })).data as {
			id: string;
		};
		const harness = trigger({ event: 'newLike', postsToWatch: 3 });
		await firstPollEmitsNothing(harness);
		await actAs(emulator, PLATFORMDEV)('POST', `/2/users/${PLATFORMDEV}/likes`, {
			post_id: mine.id,
		});
		const records = await harness.poll();
		expect(records).toEqual([
			{
				post: expect.objectContaining({ id: mine.id, text: 'like me' }),
				user: expect.objectContaining({ id: PLATFORMDEV, username: 'platformdev' }),
			},
		]);
		expect(await harness.poll()).toEqual([]);
	});
});

describe('New Direct Message', () => {
	it('emits the messages received, not those sent', async () => {
		const harness = trigger({ event: 'newDirectMessage' });
		await firstPollEmitsNothing(harness);
		await actAs(emulator, PLATFORMDEV)('POST', `/2/dm_conversations/with/${ME}/messages`, {
			text: 'hello from platformdev',
		});
		await actAs(emulator, ME)('POST', `/2/dm_conversations/with/${PLATFORMDEV}/messages`, {
			text: 'my answer',
		});
		const records = await harness.poll();
		expect(texts(records)).toEqual(['hello from platformdev']);
		expect(records[0]).toMatchObject({ sender: { username: 'platformdev' } });
		expect(await harness.poll()).toEqual([]);
	});

	it('says an app-only credential cannot read messages, before sending anything', async () => {
		const { platformAppOnlyApi } = emulatorCredentials(emulator);
		const harness = pollHarness(
			{ authentication: 'appOnly', event: 'newDirectMessage' },
			{
				platformAppOnlyApi,
			},
		);
		await expect(harness.poll()).rejects.toThrow(
			'The event "New Direct Message" needs a Platform OAuth1 API, Platform OAuth1 Sign-In API, Platform OAuth2 API or Platform Bearer Token API credential',
		);
		expect(emulator.log).toEqual([]);
	});
});

describe('the credential kind, checked before sending', () => {
	const appOnly = () => ({ platformAppOnlyApi: emulatorCredentials(emulator).platformAppOnlyApi });

	it('refuses Me with an app-only credential (the app is no user), saying where to choose', async () => {
		const harness = pollHarness({ authentication: 'appOnly', event: 'newMention' }, appOnly());
		const error = (await harness.poll().catch((caught: unknown) => caught)) as {
			message: string;
			description: string;
		};
		expect(error.message).toBe(
			'User = Me (the signed-in user) needs a Platform OAuth1 API, Platform OAuth1 Sign-In API, Platform OAuth2 API or Platform Bearer Token API credential',
		);
		expect(error.description).toContain('"Credential to connect with"');
		expect(emulator.log).toEqual([]);
	});

	it('lets an app-only credential watch a user named by username', async () => {
		const harness = pollHarness(
			{
				authentication: 'appOnly',
				event: 'newMention',
				user: { __rl: true, mode: 'username', value: 'emulator_user' },
			} as never,
			appOnly(),
		);
		expect(await harness.poll()).toEqual([]);
		expect(paths()).toEqual([
			'GET /2/users/by/username/emulator_user',
			`GET /2/users/${ME}/mentions`,
		]);
	});
});

describe('New List Member', () => {
	it('emits a member added to the list', async () => {
		const me = actAs(emulator, ME);
		const list = (await me('POST', '/2/lists', { name: 'Watched' })).data as { id: string };
		const harness = trigger({
			event: 'newListMember',
			listId: { __rl: true, mode: 'id', value: list.id },
		});
		await firstPollEmitsNothing(harness);
		await me('POST', `/2/lists/${list.id}/members`, { user_id: PLATFORMDEV });
		expect(await harness.poll()).toEqual([expect.objectContaining({ id: PLATFORMDEV })]);
		expect(await harness.poll()).toEqual([]);
	});
});

describe('what docs/operations.md says each event polls (declared in its event file)', () => {
	/** Each event's parameters, after whatever gives its poll something to read. */
	const setups: Record<string, () => Promise<Record<string, unknown>>> = {
		newMention: async () => ({}),
		newPostByUser: async () => ({ user: { __rl: true, mode: 'id', value: PLATFORMDEV } }),
		newPostMatchingSearch: async () => ({ query: 'rocket' }),
		newFollower: async () => ({ user: { __rl: true, mode: 'id', value: '783214' } }),
		newLike: async () => {
			await actAs(emulator, ME)('POST', '/2/posts', { text: 'a post to like' });
			return { postsToWatch: 3 };
		},
		newDirectMessage: async () => ({}),
		newListMember: async () => {
			const list = (await actAs(emulator, ME)('POST', '/2/lists', { name: 'Watched' })).data as {
				id: string;
			};
			return { listId: { __rl: true, mode: 'id', value: list.id } };
		},
	};

	it('covers every event', () => {
		expect(POLL_EVENTS.map((event) => event.value).sort()).toEqual(Object.keys(setups).sort());
	});

	it.each(POLL_EVENTS.map((event) => [event.value, event.requests] as const))(
		'%s sends every request it declares (%s)',
		async (event, requests) => {
			const harness = trigger({ event, ...(await setups[event]()) });
			emulator.clearLog();
			await harness.poll();
			await harness.poll();
			const declared = declaredCalls(requests);
			expect(declared.length).toBeGreaterThan(0);
			expect(declared.filter((call) => !paths().some((one) => call.test(one)))).toEqual([]);
		},
	);
});
