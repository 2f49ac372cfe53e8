import type { ILoadOptionsFunctions } from 'n8n-workflow';

import { PlatformOAuth1Api } from '../../credentials/PlatformOAuth1Api.credentials';
import { PlatformCore } from '../../nodes/PlatformCore/PlatformCore.node';
import { emulatorCredentials } from '../helpers/credentials';
import { fakeContext } from '../helpers/fakeContext';
import { nodeHarness } from '../helpers/nodeHarness';
import { OTHER_USER, seedPost } from './postFixtures';

/** The post locator's "From List" mode: the credential's user's own posts, newest first, paged. */
const { emulator, requests } = nodeHarness('core');
beforeAll(() => {
	for (let n = 0; n < 120; n++) {
		seedPost(
			emulator(),
			{
				id: String(1500000000000003000n + BigInt(n)),
				text: n % 10 === 0 ? `rocket note ${n}` : `note ${n} ${'x'.repeat(n === 119 ? 100 : 0)}`,
			},
			200 - n,
		);
	}
	seedPost(emulator(), {
		id: '1500000000000004000',
		text: 'rocket by someone else',
		author_id: OTHER_USER.id,
	});
});

const picker = (method: 'searchMyPosts' | 'searchPosts') => (filter?: string, token?: string) => {
	const context = {
		...fakeContext(new PlatformOAuth1Api(), {
			...emulatorCredentials(emulator()).platformOAuth1Api,
		}),
		getNodeParameter: () => 'oAuth1',
	} as unknown as ILoadOptionsFunctions;
	return new PlatformCore().methods.listSearch[method].call(context, filter, token);
};
const searchMyPosts = picker('searchMyPosts');
const searchPosts = picker('searchPosts');

test("lists the user's posts newest first, 100 a page, with a token for the next page", async () => {
	const first = await searchMyPosts();
	expect(first.results).toHaveLength(100);
	expect(first.results[0]).toEqual({
		name: `note 119 ${'x'.repeat(70)}…`,
		value: '1500000000000003119',
	});
	expect(first.results[1]).toEqual({ name: 'note 118 ', value: '1500000000000003118' });
	expect(requests()).toEqual([
		{ method: 'GET', path: '/2/users/me', query: {}, body: undefined },
		{
			method: 'GET',
			path: `/2/users/${emulator().seed.userId}/posts`,
			query: { max_results: '100' },
			body: undefined,
		},
	]);
	const second = await searchMyPosts(undefined, first.paginationToken);
	expect(second.results.map((result) => result.value)).toEqual(
		Array.from({ length: 20 }, (_, n) => String(1500000000000003019n - BigInt(n))),
	);
	expect(second.paginationToken).toBeUndefined();
	expect(requests()[3].query).toEqual({
		max_results: '100',
		pagination_token: first.paginationToken,
	});
});

test("a filter keeps the posts whose text holds it, never another user's", async () => {
	const { results } = await searchMyPosts('ROCKET');
	expect(results.map((result) => result.name)).toEqual([
		'rocket note 110',
		'rocket note 100',
		'rocket note 90',
		'rocket note 80',
		'rocket note 70',
		'rocket note 60',
		'rocket note 50',
		'rocket note 40',
		'rocket note 30',
		'rocket note 20',
	]);
});

describe("where any post will do (Like, Repost, Bookmark, Get), the picker searches everyone's posts", () => {
	test('what is typed is searched among all recent posts, each named with its author', async () => {
		const { results } = await searchPosts(' rocket ');
		expect(results).toContainEqual({
			name: '@platformdev: rocket by someone else',
			value: '1500000000000004000',
		});
		expect(results.map((result) => result.value)).toContain('1500000000000003110');
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: '/2/posts/search/recent',
				query: {
					query: 'rocket',
					max_results: '100',
					'post.fields': 'author_id',
					expansions: 'author_id',
					'user.fields': 'username',
				},
				body: undefined,
			},
		]);
	});

	test("with nothing typed, the user's own posts, as before", async () => {
		const { results } = await searchPosts();
		expect(results).toHaveLength(100);
		expect(results[1]).toEqual({ name: 'note 118 ', value: '1500000000000003118' });
	});

	test.each([
		['Like', 'like', 'searchPosts'],
		['Repost', 'repost', 'searchPosts'],
		['Get', 'get', 'searchPosts'],
		['Bookmark > Add', 'add', 'searchPosts'],
		['Edit (only your own posts)', 'edit', 'searchMyPosts'],
		['Delete (only your own posts)', 'delete', 'searchMyPosts'],
	])('%s', (_, operation, method) => {
		const resource = operation === 'add' ? 'bookmark' : 'post';
		const locator = new PlatformCore().description.properties.find(
			(property) =>
				property.name === 'postId' &&
				property.displayOptions?.show?.resource?.includes(resource) &&
				property.displayOptions?.show?.operation?.includes(operation),
		);
		expect(locator?.modes?.[0].typeOptions?.searchListMethod).toBe(method);
	});
});
