import { postMediaLibraryKeys } from '../../nodes/PlatformAds/resources/mediaLibrary/mediaLibraryKeys';
import { mediaLibrary, seededMediaLibraryKey } from '../emulator/routes/adsMediaLibrary';
import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';
import { accountPickerContext } from './pickerContext';

const { emulator, run, requests } = nodeHarness('ads');
const ADS = `/ads/12/accounts/${ACCOUNT}`;
const PATH = `${ADS}/draft_posts`;
const draft = (operation: string, extra: Record<string, unknown> = {}) =>
	run({ resource: 'draftPost', operation, accountId: byId(ACCOUNT), ...extra });

test("Create as the account's own user: text, a GIF, name; nullcast by default", async () => {
	const gif = seededMediaLibraryKey(2);
	const result = await draft('create', {
		text: 'Coming soon',
		mediaKeys: [gif],
		additionalFields: { name: 'Teaser' },
	});
	expect(result.error).toBeUndefined();
	expect(requests()).toEqual([
		{ method: 'GET', path: `${ADS}/promotable_users`, query: { count: '1000' } },
		{
			method: 'POST',
			path: PATH,
			query: {
				as_user_id: emulator().seed.userId,
				text: 'Coming soon',
				media_keys: gif,
				name: 'Teaser',
			},
		},
	]);
	expect(json(result)).toEqual([
		expect.objectContaining({
			text: 'Coming soon',
			media_keys: [gif],
			nullcast: true,
			name: 'Teaser',
		}),
	]);
});

test('Get and Get Many (count at most 200)', async () => {
	const one = await draft('get', { draftPostId: byId('1339940521097347005') });
	expect(json(one)).toEqual([
		expect.objectContaining({ id: '1339940521097347005', media_keys: ['3_1300000000000000000'] }),
	]);
	const theirs = await draft('getAll', { returnAll: true, listOptions: { userId: '2244994945' } });
	expect(json(theirs).map((post) => post.id)).toEqual(['1339940521097347006']);
	expect(requests()).toEqual([
		{ method: 'GET', path: `${PATH}/1339940521097347005`, query: {} },
		{ method: 'GET', path: PATH, query: { count: '200', user_id: '2244994945' } },
	]);
});

test('Update changes the text and takes the media off', async () => {
	const result = await draft('update', {
		draftPostId: byId('1339940521097347005'),
		updateFields: { text: 'Now with words', removeMediaKeys: true, name: 'Renamed' },
	});
	expect(requests()).toEqual([
		{
			method: 'PUT',
			path: `${PATH}/1339940521097347005`,
			query: { text: 'Now with words', name: 'Renamed', media_keys: '' },
		},
	]);
	expect(json(result)).toEqual([
		expect.objectContaining({ text: 'Now with words', media_keys: [], name: 'Renamed' }),
	]);
});

test('Preview answers the message (the answer has no data)', async () => {
	const result = await draft('preview', { draftPostId: byId('1339940521097347004') });
	expect(requests()).toEqual([
		{ method: 'POST', path: `${PATH}/preview/1339940521097347004`, query: {} },
	]);
	expect(json(result)).toEqual([
		{
			request: { params: {} },
			message: expect.stringMatching(/preview of draft post 1339940521097347004$/),
		},
	]);
});

test('Delete answers the record DELETED; it then cannot be read or previewed', async () => {
	const result = await draft('delete', { draftPostId: byId('1339940521097347006') });
	expect(json(result)).toEqual([
		expect.objectContaining({ id: '1339940521097347006', status: 'DELETED' }),
	]);
	const again = await draft('get', { draftPostId: byId('1339940521097347006') });
	expect(again.error?.message).toMatch(/Draft post 1339940521097347006 was not found \(HTTP 404/);
	const preview = await draft('preview', { draftPostId: byId('1339940521097347006') });
	expect(preview.error?.message).toMatch(/HTTP 404/);
	expect(requests().map(({ method, path }) => `${method} ${path}`)).toEqual([
		`DELETE ${PATH}/1339940521097347006`,
		`GET ${PATH}/1339940521097347006`,
		`POST ${PATH}/preview/1339940521097347006`,
	]);
});

test('the media dropdown offers images, GIFs and videos of the media library, deleted ones left out', async () => {
	const choices = await postMediaLibraryKeys.call(accountPickerContext(emulator()));
	const types = new Set(choices.map((choice) => /\((\w+)\)$/.exec(choice.name)?.[1]));
	expect(types).toEqual(new Set(['IMAGE', 'GIF', 'VIDEO']));
	const live = mediaLibrary(emulator().state).filter(
		(item) => item.account_id === ACCOUNT && !item.deleted,
	);
	expect(choices).toHaveLength(live.length);
	expect(choices).toContainEqual({
		name: 'Library gif 2 (GIF)',
		value: seededMediaLibraryKey(2),
		description: seededMediaLibraryKey(2),
	});
});
