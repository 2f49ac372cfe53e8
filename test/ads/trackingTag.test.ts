import { searchTrackingTags } from '../../nodes/PlatformAds/resources/trackingTag/trackingTagLocator';
import { byId, fromList, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';
import { accountPickerContext } from './pickerContext';

const { emulator, run, requests } = nodeHarness('ads');
const PATH = `/ads/12/accounts/${ACCOUNT}/tracking_tags`;
const tags = (operation: string, extra: Record<string, unknown> = {}) =>
	run({ resource: 'trackingTag', operation, accountId: byId(ACCOUNT), ...extra });

test('Create puts a click tracker on a line item', async () => {
	const result = await tags('create', {
		tagLineItemId: byId('8v7jp'),
		trackingTagType: 'CLICK_TRACKER',
		trackingTagUrl: 'https://clicks.measure.example/c?id=99',
	});
	expect(requests()).toEqual([
		{
			method: 'POST',
			path: PATH,
			query: {
				line_item_id: '8v7jp',
				tracking_tag_type: 'CLICK_TRACKER',
				tracking_tag_url: 'https://clicks.measure.example/c?id=99',
			},
		},
	]);
	expect(json(result)).toEqual([
		expect.objectContaining({
			line_item_id: '8v7jp',
			tracking_tag_type: 'CLICK_TRACKER',
			deleted: false,
		}),
	]);
});

test('Create on a line item the account does not have is refused by the platform', async () => {
	const result = await tags('create', {
		tagLineItemId: byId('zzzz'),
		trackingTagType: 'IMPRESSION_TAG',
		trackingTagUrl: 'https://pixel.measure.example/i',
	});
	expect(result.error?.message).toMatch(/Line item zzzz does not exist/);
});

test('Get Many by line item, with the deleted ones; Get with with_deleted', async () => {
	const list = await tags('getAll', {
		returnAll: true,
		listOptions: { lineItemIds: '8v7jp', withDeleted: true },
	});
	expect(json(list).map((tag) => tag.id)).toEqual(expect.arrayContaining(['3m84', '3m85']));
	expect(json(list).every((tag) => tag.line_item_id === '8v7jp')).toBe(true);
	const one = await tags('get', {
		trackingTagId: fromList('3m85'),
		getOptions: { withDeleted: true },
	});
	expect(json(one)).toEqual([expect.objectContaining({ id: '3m85', deleted: true })]);
	expect(requests()).toEqual([
		{
			method: 'GET',
			path: PATH,
			query: { count: '1000', line_item_ids: '8v7jp', with_deleted: 'true' },
		},
		{ method: 'GET', path: `${PATH}/3m85`, query: { with_deleted: 'true' } },
	]);
});

test('Update replaces the URL; Delete answers deleted=true and the tag leaves the list', async () => {
	const updated = await tags('update', {
		trackingTagId: byId('3m83'),
		trackingTagUrl: 'https://clicks.measure.example/c?id=43',
	});
	expect(json(updated)).toEqual([
		expect.objectContaining({
			id: '3m83',
			tracking_tag_url: 'https://clicks.measure.example/c?id=43',
		}),
	]);
	const deleted = await tags('delete', { trackingTagId: byId('3m83') });
	expect(json(deleted)).toEqual([expect.objectContaining({ id: '3m83', deleted: true })]);
	const list = await tags('getAll', { limit: 10, listOptions: { trackingTagIds: '3m82,3m83' } });
	expect(json(list).map((tag) => tag.id)).toEqual(['3m82']);
	expect(requests()).toEqual([
		{
			method: 'PUT',
			path: `${PATH}/3m83`,
			query: { tracking_tag_url: 'https://clicks.measure.example/c?id=43' },
		},
		{ method: 'DELETE', path: `${PATH}/3m83`, query: {} },
		{ method: 'GET', path: PATH, query: { count: '10', tracking_tag_ids: '3m82,3m83' } },
	]);
});

test('the picker finds a tag by a part of its URL, type or line item', async () => {
	const context = accountPickerContext(emulator());
	const found = await searchTrackingTags.call(context, 'DOUBLECLICK');
	expect(found.results).toEqual([
		{
			name: 'IMPRESSION_TAG https://ad.doubleclick.net/ddm/trackimp/N1.2/B3;ord=1 (line item 8v7jo, 3m82)',
			value: '3m82',
		},
	]);
	expect(requests()).toEqual([{ method: 'GET', path: PATH, query: { count: '1000' } }]);
});
