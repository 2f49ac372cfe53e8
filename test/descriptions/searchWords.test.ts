import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The words n8n's node search matches besides a node's name: its codex file's aliases. */
const aliases = (node: string): string[] =>
	(
		JSON.parse(readFileSync(join(__dirname, '../../nodes', `${node}.node.json`), 'utf8')) as {
			alias: string[];
		}
	).alias;

describe('search words', () => {
	test('the Ads Trigger is found by "ads trigger", "spend alert" and "metrics"', () => {
		expect(aliases('PlatformAdsTrigger/PlatformAdsTrigger')).toEqual(
			expect.arrayContaining(['ads trigger', 'spend alert', 'metrics']),
		);
	});

	test('audience sync is found by "sync" and "audience sync"', () => {
		expect(aliases('PlatformAds/PlatformAds')).toEqual(
			expect.arrayContaining(['sync', 'audience sync']),
		);
	});
});
