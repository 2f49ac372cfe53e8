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

const searchMyPosts = (filter?: string, token?: string) => {
	const context = {
		...fakeContext(new PlatformOAuth1Api(), {
			...emulatorCredentials(emulator()).platformOAuth1Api,
		}),
		getNodeParameter: () => 'oAuth1',
	} as unknown as ILoadOptionsFunctions;
	return new PlatformCore().methods.listSearch.searchMyPosts.call(context, filter, token);
};

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
