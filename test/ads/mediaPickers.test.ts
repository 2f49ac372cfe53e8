import { searchAccountMedia } from '../../nodes/PlatformAds/resources/accountMedia/accountMediaLocator';
import { mediaLibraryKeys } from '../../nodes/PlatformAds/resources/mediaLibrary/mediaLibraryKeys';
import { searchMediaLibrary } from '../../nodes/PlatformAds/resources/mediaLibrary/mediaKeyLocator';
import { nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';
import { pickerContext as contextOf } from './pickerContext';

const { emulator, requests } = nodeHarness('ads');

/** The pickers' context: the node's parameters, signed in with its OAuth1 keys. */
const pickerContext = (parameters: Record<string, unknown>) =>
	contextOf(emulator(), { authentication: 'oAuth1', ...parameters });
const LIBRARY = `/ads/12/accounts/${ACCOUNT}/media_library`;

test('the media key picker searches the media library with q, 50 a page, and names each item', async () => {
	const context = pickerContext({ environment: 'production', accountId: ACCOUNT });
	const first = await searchMediaLibrary.call(context, 'library');
	expect(first.results).toHaveLength(50);
	expect(first.results.slice(0, 2)).toEqual([
		{ name: 'Library image 0 (IMAGE, 3_1300000000000000000)', value: '3_1300000000000000000' },
		{ name: 'Library video 1 (VIDEO, 7_1300000000000000001)', value: '7_1300000000000000001' },
	]);
	const second = await searchMediaLibrary.call(context, 'library', first.paginationToken);
	expect(second.results).toHaveLength(50);
	expect(requests()).toEqual([
		{ method: 'GET', path: LIBRARY, query: { count: '50', q: 'library' } },
		{
			method: 'GET',
			path: LIBRARY,
			query: { count: '50', q: 'library', cursor: first.paginationToken },
		},
	]);
});

test('the media key picker labels an item without a name Untitled, and sends no q without a filter', async () => {
	const item = (await import('../emulator/routes/adsMediaLibrary')).mediaLibrary(
		emulator().state,
	)[0];
	const name = item.name;
	item.name = null;
	const found = await searchMediaLibrary.call(
		pickerContext({ environment: 'sandbox', accountId: ACCOUNT }),
	);
	item.name = name;
	expect(found.results[0]).toEqual({
		name: `Untitled (IMAGE, ${item.media_key})`,
		value: item.media_key,
	});
	expect(requests()).toEqual([
		{
			method: 'GET',
			path: `/ads-sandbox/12/accounts/${ACCOUNT}/media_library`,
			query: { count: '50' },
		},
	]);
});

test('the card builder lists the images and videos of the chosen account, over every page', async () => {
	const choices = await mediaLibraryKeys.call(
		pickerContext({ environment: 'production', accountId: ACCOUNT }),
	);
	const { mediaLibrary } = await import('../emulator/routes/adsMediaLibrary');
	const cardMedia = mediaLibrary(emulator().state).filter(
		(item) => !item.deleted && item.media_type !== 'GIF',
	);
	expect(cardMedia.length).toBeGreaterThan(50);
	expect(choices.map((choice) => choice.value).sort()).toEqual(
		cardMedia.map((item) => item.media_key).sort(),
	);
	expect(choices).toContainEqual({
		name: 'Library image 0 (IMAGE)',
		value: '3_1300000000000000000',
		description: '3_1300000000000000000',
	});
	// Sorted as a person sorts: numbers in their order (0, 3, 6, every third item being an image),
	// not as text (0, 102, 105).
	const names = choices.map((choice) => choice.name);
	expect(names.slice(0, 3)).toEqual([
		'Library image 0 (IMAGE)',
		'Library image 3 (IMAGE)',
		'Library image 6 (IMAGE)',
	]);
	const number = (name: string) => Number(/(\d+)/.exec(name)?.[1]);
	const images = names.filter((name) => name.startsWith('Library image'));
	expect(images.map(number)).toEqual([...images.map(number)].sort((a, b) => a - b));
	expect(requests().map((request) => request.query)).toEqual([
		{ count: '50' },
		{ count: '50', cursor: expect.any(String) },
		{ count: '50', cursor: expect.any(String) },
	]);
});

test('the card builder lists nothing and asks nothing before an account is chosen', async () => {
	expect(await mediaLibraryKeys.call(pickerContext({ environment: 'production' }))).toEqual([]);
	expect(requests()).toEqual([]);
});

test('the account media picker lists 1,000 a page and filters by creative type and ID', async () => {
	const found = await searchAccountMedia.call(
		pickerContext({ environment: 'production', accountId: ACCOUNT }),
		'vast_preroll',
	);
	expect(found.results[0]).toEqual({
		name: 'VAST_PREROLL am8 (video 1400000000000000008)',
		value: 'am8',
	});
	expect(found.results.every((result) => result.name.startsWith('VAST_PREROLL '))).toBe(true);
	expect(found.paginationToken).toEqual(expect.any(String));
	expect(requests()).toEqual([
		{ method: 'GET', path: `/ads/12/accounts/${ACCOUNT}/account_media`, query: { count: '1000' } },
	]);
});

test('the pickers offer nothing until an account is chosen', async () => {
	const context = pickerContext({ environment: 'production' });
	expect(await searchMediaLibrary.call(context)).toEqual({ results: [] });
	expect(await searchAccountMedia.call(context)).toEqual({ results: [] });
	expect(requests()).toEqual([]);
});
