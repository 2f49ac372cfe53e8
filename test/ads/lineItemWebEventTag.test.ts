import { fromList, byId, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT, LINE_ITEM_CREATE } from './adsFixtures';

const { run, requests } = nodeHarness('ads');
const PATH = `/ads/12/accounts/${ACCOUNT}/line_items`;

describe('Line Item: Primary Web Event Tag is a picker', () => {
	test.each([
		['picked from the list', fromList('o87ne')],
		['given by ID', byId(' o87ne ')],
	])('%s, it is sent as the tag ID', async (_, picked) => {
		const result = await run({
			...LINE_ITEM_CREATE,
			additionalFields: { goal: 'WEBSITE_CONVERSIONS', primary_web_event_tag: picked },
		});
		expect(result.error).toBeUndefined();
		const create = requests().find(({ method, path }) => method === 'POST' && path === PATH);
		expect(create?.query).toMatchObject({
			goal: 'WEBSITE_CONVERSIONS',
			primary_web_event_tag: 'o87ne',
		});
	});

	test('a tag ID with other characters is refused before sending', async () => {
		const result = await run({
			...LINE_ITEM_CREATE,
			additionalFields: { goal: 'WEBSITE_CONVERSIONS', primary_web_event_tag: byId('o87/ne') },
		});
		expect(result.error?.message).toMatch(
			/^Item 1: Primary Web Event Tag must be an ID of letters and digits/,
		);
		expect(requests().filter(({ method }) => method === 'POST')).toEqual([]);
	});
});
