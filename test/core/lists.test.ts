import type { ILoadOptionsFunctions } from 'n8n-workflow';

import { PlatformOAuth1Api } from '../../credentials/PlatformOAuth1Api.credentials';
import { PlatformCore } from '../../nodes/PlatformCore/PlatformCore.node';
import { emulatorCredentials } from '../helpers/credentials';
import { fakeContext } from '../helpers/fakeContext';
import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import { NO_FIELDS } from './noFields';
import { OTHER_USER, seedPost } from './postFixtures';

const { emulator, run, requests } = nodeHarness('core', { emulatorPerTest: true });

const me = () => emulator().seed.userId;
const PARTNERS = '1146654567674912769';
const partners = byId(PARTNERS);
const dev = { __rl: true, mode: 'username', value: 'platformdev' };
const platform = { __rl: true, mode: 'id', value: '783214' };

describe('List: create, get, update, delete', () => {
	test('Create sends the name and details; the new list is owned, got, updated and deleted', async () => {
		const created = await run({
			resource: 'list',
			operation: 'create',
			name: 'Launch crew',
			additionalFields: { description: 'People helping with the launch', private: true },
		});
		expect(requests()).toEqual([
			{
				method: 'POST',
				path: '/2/lists',
				query: {},
				body: { name: 'Launch crew', description: 'People helping with the launch', private: true },
			},
		]);
		const id = String(created.items[0].json.id);
		expect(created.items[0].json).toEqual({ id, name: 'Launch crew' });

		const got = await run({
			resource: 'list',
			operation: 'get',
			listId: { __rl: true, mode: 'url', value: `https://example.com/i/lists/${id}` },
		});
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: `/2/lists/${id}`,
			query: { 'list.fields': 'description,follower_count,member_count' },
		});
		expect(got.items[0].json).toEqual({
			id,
			name: 'Launch crew',
			description: 'People helping with the launch',
			follower_count: 0,
			member_count: 0,
		});

		const updated = await run({
			resource: 'list',
			operation: 'update',
			listId: byId(id),
			updateFields: { name: 'Launch team' },
		});
		expect(requests().at(-1)).toEqual({
			method: 'PUT',
			path: `/2/lists/${id}`,
			query: {},
			body: { name: 'Launch team' },
		});
		expect(json(updated)).toEqual([{ updated: true }]);

		const deleted = await run({ resource: 'list', operation: 'delete', listId: byId(id) });
		expect(requests().at(-1)).toEqual({ method: 'DELETE', path: `/2/lists/${id}`, query: {} });
		expect(json(deleted)).toEqual([{ deleted: true }]);
	});

	test('Update with nothing to change is refused before sending', async () => {
		const { error } = await run({
			resource: 'list',
			operation: 'update',
			listId: partners,
			updateFields: {},
		});
		expect(error?.message).toBe('Item 1: Update Fields needs at least one field to change');
		expect(requests()).toEqual([]);
	});
});

describe('List members, followers and posts', () => {
	test("Add Member by username shows in Members and in the user's Memberships; Remove Member takes it off", async () => {
		const added = await run({
			resource: 'list',
			operation: 'addMember',
			listId: partners,
			member: { __rl: true, mode: 'id', value: '783214' },
		});
		expect(requests()).toEqual([
			{
				method: 'POST',
				path: `/2/lists/${PARTNERS}/members`,
				query: {},
				body: { user_id: '783214' },
			},
		]);
		expect(json(added)).toEqual([{ is_member: true }]);
		const again = await run({
			resource: 'list',
			operation: 'addMember',
			listId: partners,
			member: platform,
		});
		expect(json(again)).toEqual([{ is_member: true }]);

		const members = await run({
			resource: 'list',
			operation: 'members',
			listId: partners,
			returnAll: true,
			userFields: [],
		});
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: `/2/lists/${PARTNERS}/members`,
			query: { max_results: '100' },
		});
		expect(json(members).map((user) => user.id)).toEqual(['783214', OTHER_USER.id]);

		const memberships = await run({
			resource: 'list',
			operation: 'memberships',
			user: platform,
			returnAll: true,
			listFields: [],
		});
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: '/2/users/783214/list_memberships',
			query: { max_results: '100' },
		});
		expect(json(memberships)).toEqual([{ id: PARTNERS, name: 'Partners' }]);

		const removed = await run({
			resource: 'list',
			operation: 'removeMember',
			listId: partners,
			member: dev,
		});
		expect(requests().at(-1)).toEqual({
			method: 'DELETE',
			path: `/2/lists/${PARTNERS}/members/${OTHER_USER.id}`,
			query: {},
		});
		expect(json(removed)).toEqual([{ is_member: false }]);
	});

	test('Posts lists the posts of the members, newest first', async () => {
		seedPost(emulator(), {
			id: '1500000000000000981',
			text: 'from a member',
			author_id: OTHER_USER.id,
		});
		const { items } = await run({
			resource: 'list',
			operation: 'posts',
			listId: partners,
			returnAll: true,
			...NO_FIELDS,
		});
		expect(requests()).toEqual([
			{ method: 'GET', path: `/2/lists/${PARTNERS}/posts`, query: { max_results: '100' } },
		]);
		expect(items.map((item) => item.json)).toEqual([
			{ id: '1500000000000000981', text: 'from a member' },
		]);
	});
});

describe('Follow, Pin and the lists of a user, as Me', () => {
	test('Follow and Pin act as the signed-in user, resolved once for two items', async () => {
		const followed = await run(
			{ resource: 'list', operation: 'follow', listId: byId('={{ $json.list }}') },
			{ items: [{ json: { list: PARTNERS } }, { json: { list: PARTNERS } }] },
		);
		expect(requests()).toEqual([
			{ method: 'GET', path: '/2/users/me', query: {} },
			{
				method: 'POST',
				path: `/2/users/${me()}/followed_lists`,
				query: {},
				body: { list_id: PARTNERS },
			},
			{
				method: 'POST',
				path: `/2/users/${me()}/followed_lists`,
				query: {},
				body: { list_id: PARTNERS },
			},
		]);
		expect(json(followed)).toEqual([{ following: true }, { following: true }]);

		const followers = await run({
			resource: 'list',
			operation: 'followers',
			listId: partners,
			limit: 5,
			userFields: [],
		});
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: `/2/lists/${PARTNERS}/followers`,
			query: { max_results: '5' },
		});
		expect(json(followers).map((user) => user.id)).toEqual([me()]);

		const followedLists = await run({
			resource: 'list',
			operation: 'followed',
			returnAll: true,
			listFields: [],
		});
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: `/2/users/${me()}/followed_lists`,
			query: { max_results: '100' },
		});
		expect(json(followedLists)).toEqual([{ id: PARTNERS, name: 'Partners' }]);

		const unfollowed = await run({ resource: 'list', operation: 'unfollow', listId: partners });
		expect(requests().at(-1)).toEqual({
			method: 'DELETE',
			path: `/2/users/${me()}/followed_lists/${PARTNERS}`,
			query: {},
		});
		expect(json(unfollowed)).toEqual([{ following: false }]);

		const pinned = await run({ resource: 'list', operation: 'pin', listId: partners });
		expect(requests().at(-1)).toEqual({
			method: 'POST',
			path: `/2/users/${me()}/pinned_lists`,
			query: {},
			body: { list_id: PARTNERS },
		});
		expect(json(pinned)).toEqual([{ pinned: true }]);
		const pins = await run({ resource: 'list', operation: 'pinned', listFields: ['private'] });
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: `/2/users/${me()}/pinned_lists`,
			query: { 'list.fields': 'private' },
		});
		expect(json(pins)).toEqual([{ id: PARTNERS, name: 'Partners', private: false }]);
		const unpinned = await run({ resource: 'list', operation: 'unpin', listId: partners });
		expect(requests().at(-1)).toEqual({
			method: 'DELETE',
			path: `/2/users/${me()}/pinned_lists/${PARTNERS}`,
			query: {},
		});
		expect(json(unpinned)).toEqual([{ pinned: false }]);
	});

	test('Owned lists of Me, and the list picker offers them', async () => {
		const owned = await run({ resource: 'list', operation: 'owned', returnAll: true });
		expect(requests()).toEqual([
			{ method: 'GET', path: '/2/users/me', query: {} },
			{
				method: 'GET',
				path: `/2/users/${me()}/owned_lists`,
				query: { 'list.fields': 'description,follower_count,member_count', max_results: '100' },
			},
		]);
		expect(json(owned)).toEqual([
			expect.objectContaining({ id: PARTNERS, name: 'Partners', member_count: 1 }),
		]);
		const context = {
			...fakeContext(new PlatformOAuth1Api(), {
				...emulatorCredentials(emulator()).platformOAuth1Api,
			}),
			getNodeParameter: () => 'oAuth1',
		} as unknown as ILoadOptionsFunctions;
		const { searchLists } = new PlatformCore().methods.listSearch;
		expect((await searchLists.call(context, 'part')).results).toEqual([
			{ name: 'Partners', value: PARTNERS },
		]);
		expect((await searchLists.call(context, 'nothing')).results).toEqual([]);
	});
});
