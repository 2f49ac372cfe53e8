import { ACCOUNT } from '../ads/adsFixtures';
import { byId } from '../helpers/nodeHarness';

/**
 * Get Stats of the emulator's seeded line item 8v7jo in its account: the parameters the Get Stats
 * tests start from (Entity set, as a node saved on version 1 has it).
 */
export const LINE_ITEM_STATS = {
	resource: 'analytics',
	operation: 'getStats',
	accountId: byId(ACCOUNT),
	entity: 'LINE_ITEM',
	lineItems: ['8v7jo'],
};
