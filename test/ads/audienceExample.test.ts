import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { INodeListSearchResult } from 'n8n-workflow';

import { searchAccounts } from '../../nodes/shared/ads/accountSearch';
import { searchCustomAudiences } from '../../nodes/PlatformAds/shared/listSearch';
import { nodeHarness } from '../helpers/nodeHarness';
import { pickerContext } from './pickerContext';

const { emulator } = nodeHarness('ads');

/** What a resource locator saves: the picked value, and the choice's name when picked From List. */
interface SavedLocator {
	mode: string;
	value: string;
	cachedResultName?: string;
}

/** The sync node of the audience example (m), as a person saves it after building it. */
function syncNodeParameters(): Record<string, SavedLocator> {
	const file = join(__dirname, '..', '..', 'examples', 'm-keep-audience-in-step.json');
	const workflow = JSON.parse(readFileSync(file, 'utf8')) as {
		nodes: Array<{ type: string; parameters: Record<string, SavedLocator> }>;
	};
	const [sync] = workflow.nodes.filter((node) => node.type === 'n8n-nodes-platform.platformAds');
	return sync.parameters;
}

/** The choice the picker shows for a value, as n8n saves it in cachedResultName. */
const shownName = (page: INodeListSearchResult, value: string) =>
	page.results.find((choice) => choice.value === value)?.name;

// Issue 49, point 9: the example set account and audience By ID where a person picks them from
// the lists; the names it saves must be those the pickers show.
test('the audience example picks its account and audience From List, named as the pickers show them', async () => {
	const { accountId, customAudienceId } = syncNodeParameters();
	expect([accountId.mode, customAudienceId.mode]).toEqual(['list', 'list']);
	const accounts = await searchAccounts.call(
		pickerContext(emulator(), { environment: 'production' }),
	);
	expect(accountId.cachedResultName).toBe(shownName(accounts, accountId.value));
	const audiences = await searchCustomAudiences.call(
		pickerContext(emulator(), { environment: 'production', accountId: accountId.value }),
	);
	expect(customAudienceId.cachedResultName).toBe(shownName(audiences, customAudienceId.value));
	expect(customAudienceId.cachedResultName).toBe('CRM customers (1nmtj)');
});
