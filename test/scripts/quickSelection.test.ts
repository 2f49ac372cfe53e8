/**
 * What `npm run test:quick` picks for a change (scripts/quickSelection.js): the tests about the
 * changed file, its resource's tests and suites, and a small fixed core, each with its reason.
 * Checked on a made-up tree, and the trigger suites it names against the real suite folder.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

interface Selection {
	jest: Array<{ file: string; reasons: string[] }>;
	suites: Array<{ suite: string; reason: string }>;
	skippedSuites: string[];
}

const { selectTests, suiteWord, lintable, FULL_LINT, NODE_CORE, TRIGGER_SUITES } =
	require('../../scripts/quickSelection.js') as {
		selectTests: (input: {
			changed: string[];
			tests: Record<string, string>;
			suites: Record<string, string>;
			nodeImporters?: Record<string, string[]>;
		}) => Selection;
		suiteWord: (resource: string) => string;
		lintable: (files: string[]) => string[];
		FULL_LINT: RegExp;
		NODE_CORE: string[];
		TRIGGER_SUITES: Record<string, string[]>;
	};

const TESTS: Record<string, string> = {
	'test/ads/campaign.test.ts':
		"runNode({ parameters: { resource: 'campaign', operation: 'create' } })",
	'test/ads/lineItem.test.ts': "import { lineItemBase } from './adsFixtures';",
	'test/ads/adsFixtures.ts': "export const lineItemBase = { resource: 'lineItem' };",
	'test/ads/budget.test.ts':
		"import { budgetOf } from '../../nodes/PlatformAds/resources/campaign/budget';",
	'test/core/post.test.ts': "runNode({ parameters: { resource: 'post', operation: 'create' } })",
	'test/shared/exactJson.test.ts': "import { parseExactJson } from '../../nodes/shared/exactJson';",
	'test/transport/reader.test.ts':
		"import { readAnswer } from '../../nodes/shared/transport/readAnswer';",
	'test/docs/readme.test.ts': "readFileSync('README.md')",
	'test/descriptions/parameterNames.test.ts': '',
	'test/descriptions/labels.test.ts': '',
	'test/descriptions/searchWords.test.ts': '',
};
const SUITES: Record<string, string> = {
	'ads-campaigns': "{ resource: 'campaign' }",
	'ads-analytics': "{ resource: 'campaign' }, { resource: 'analytics' }",
	'ads-line-items': "{ resource: 'lineItem' }",
	'core-posts': "{ resource: 'post' }",
	trigger: '',
	'trigger-attacks': '',
};

const select = (changed: string[], nodeImporters = {}) =>
	selectTests({ changed, tests: TESTS, suites: SUITES, nodeImporters });
const files = (selection: Selection) => selection.jest.map((test) => test.file).sort();
const suites = (selection: Selection) => selection.suites.map((s) => s.suite);

describe('the quick tier picks', () => {
	test("an operation's change: the tests naming or importing its resource, the suite named after it, the core", () => {
		const selection = select(['nodes/PlatformAds/resources/campaign/create.operation.ts']);
		expect(files(selection)).toEqual(
			['test/ads/budget.test.ts', 'test/ads/campaign.test.ts', ...NODE_CORE].sort(),
		);
		expect(selection.jest.find((t) => t.file === 'test/ads/budget.test.ts')?.reasons).toEqual([
			'imports a file of nodes/PlatformAds/resources/campaign/',
		]);
		// Another suite also names campaigns (to set up its stats): left to npm test, and said so.
		expect(suites(selection)).toEqual(['ads-campaigns']);
		expect(selection.skippedSuites).toEqual(['ads-analytics']);
	});

	test('a resource named only in a test helper picks the tests that import the helper', () => {
		const selection = select(['nodes/PlatformAds/resources/lineItem/update.operation.ts']);
		expect(files(selection)).toContain('test/ads/lineItem.test.ts');
		expect(suites(selection)).toEqual(['ads-line-items']);
	});

	test('a core operation picks the core suite of its resource, never an ads one', () => {
		const selection = select(['nodes/PlatformCore/resources/post/create.operation.ts']);
		expect(files(selection)).toEqual(['test/core/post.test.ts', ...NODE_CORE].sort());
		expect(suites(selection)).toEqual(['core-posts']);
	});

	test('shared code: the tests importing it, or a file that imports it, or named after it; no suite', () => {
		const selection = select(['nodes/shared/exactJson.ts'], {
			'nodes/shared/exactJson': [
				'nodes/shared/transport/readAnswer',
				'nodes/PlatformAds/PlatformAds.node',
			],
		});
		expect(files(selection)).toEqual(
			['test/shared/exactJson.test.ts', 'test/transport/reader.test.ts', ...NODE_CORE].sort(),
		);
		expect(selection.suites).toEqual([]);
	});

	test('a trigger change: its own suites', () => {
		expect(suites(select(['nodes/ActivityTrigger/delivery.ts']))).toEqual([
			'trigger',
			'trigger-attacks',
		]);
	});

	test('a changed test, test helper, suite or doc: itself, its importers, its suite, the doc tests; no core', () => {
		expect(files(select(['test/core/post.test.ts']))).toEqual(['test/core/post.test.ts']);
		expect(files(select(['test/ads/adsFixtures.ts']))).toEqual(['test/ads/lineItem.test.ts']);
		expect(suites(select(['test/e2e/suites/core-posts.js']))).toEqual(['core-posts']);
		expect(files(select(['docs/testing.md']))).toEqual(['test/docs/readme.test.ts']);
	});

	test('nothing for a change no test touches', () => {
		expect(select(['LICENSE'])).toEqual({ jest: [], suites: [], skippedSuites: [] });
	});
});

test('suite names, lint files and full-lint triggers', () => {
	expect(suiteWord('lineItem')).toBe('line-items');
	expect(suiteWord('post')).toBe('posts');
	expect(lintable(['a.ts', 'b.js', 'c.mjs', 'd.md', 'e.json'])).toEqual(['a.ts', 'b.js', 'c.mjs']);
	expect(
		['eslint.config.mjs', 'package.json', 'test/eslint.config.mjs'].every((f) => FULL_LINT.test(f)),
	).toBe(true);
	expect(FULL_LINT.test('nodes/x.ts')).toBe(false);
});

test('the trigger suites and the core tests it names exist', () => {
	const root = join(__dirname, '..', '..');
	const named = Object.values(TRIGGER_SUITES).flat();
	expect(
		named.filter((suite) => !existsSync(join(root, 'test', 'e2e', 'suites', `${suite}.js`))),
	).toEqual([]);
	expect(NODE_CORE.filter((file) => !existsSync(join(root, file)))).toEqual([]);
});
