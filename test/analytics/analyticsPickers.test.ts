import { PlatformAds } from '../../nodes/PlatformAds/PlatformAds.node';
import { accountPickerContext, pickerContext } from '../ads/pickerContext';
import { ACCOUNT } from '../ads/adsFixtures';
import { nodeHarness } from '../helpers/nodeHarness';

/** The pickers of Get Stats and Get Reach: the chosen account's records, "name (id)". */
const { emulator, requests } = nodeHarness('ads');
const loadOptions = new PlatformAds().methods.loadOptions as Record<
	string,
	(this: unknown) => Promise<Array<{ name: string; value: string }>>
>;

test('the line items picker lists the account line items, 200 a page, as name (id)', async () => {
	const choices = await loadOptions.analyticsLineItems.call(accountPickerContext(emulator()));
	expect(choices).toContainEqual({ name: 'Reporting li7x00 (li7x00)', value: 'li7x00' });
	expect(choices.length).toBeGreaterThanOrEqual(49);
	expect(requests().map(({ path, query }) => [path, query.count])).toEqual([
		[`/ads/12/accounts/${ACCOUNT}/line_items`, '200'],
	]);
});

test('campaigns, funding instruments and promoted posts (named by their post ID) have pickers', async () => {
	const context = accountPickerContext(emulator());
	expect(await loadOptions.analyticsCampaigns.call(context)).toContainEqual({
		name: 'Reporting campaign (c7)',
		value: 'c7',
	});
	expect(
		(await loadOptions.analyticsFundingInstruments.call(context)).map((choice) => choice.value),
	).toContain('fi1usd');
	const posts = await loadOptions.analyticsPromotedPosts.call(context);
	expect(posts.length).toBeGreaterThan(0);
	expect(posts[0].name).toMatch(/^\d+ \(\w+\)$/);
});

test('before an account is chosen the pickers offer nothing and send nothing', async () => {
	expect(
		await loadOptions.analyticsCampaigns.call(
			pickerContext(emulator(), { environment: 'production' }),
		),
	).toEqual([]);
	expect(requests()).toEqual([]);
});
