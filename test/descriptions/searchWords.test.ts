import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The words n8n's node search matches besides a node's name: its codex file's aliases. */
const aliases = (node: string): string[] =>
	(
		JSON.parse(readFileSync(join(__dirname, '../../nodes', `${node}.node.json`), 'utf8')) as {
			alias: string[];
		}
	).alias;

/** The words that must find the Ads Trigger. */
const TRIGGER_WORDS = ['ads trigger', 'spend alert', 'metrics'];

describe('search words', () => {
	test('the Ads Trigger is found by "ads trigger", "spend alert" and "metrics"', () => {
		expect(aliases('PlatformAdsTrigger/PlatformAdsTrigger')).toEqual(
			expect.arrayContaining(TRIGGER_WORDS),
		);
		// The nodes panel shows the trigger inside Platform Ads (its "Triggers" section) and
		// searches only Platform Ads' words there: they must find the trigger too (the browser
		// check round4 saw "spend alert" find nothing while only the trigger had it).
		expect(aliases('PlatformAds/PlatformAds')).toEqual(expect.arrayContaining(TRIGGER_WORDS));
	});

	test('audience sync is found by "sync" and "audience sync"', () => {
		expect(aliases('PlatformAds/PlatformAds')).toEqual(
			expect.arrayContaining(['sync', 'audience sync']),
		);
	});
});
