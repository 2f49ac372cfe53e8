'use strict';
// What `npm run test:quick` runs for a set of changed files: the jest files and end-to-end suites
// that touch them, each with the reason it was picked. Pure: it reads nothing itself; testQuick.js
// hands it the changed files and the texts of the tests, and test/scripts/quickSelection.test.ts
// checks it on made-up trees.
//
// `jest --findRelatedTests` is no help here: every test that runs a node imports the node's
// file, which imports every operation, so it picks nearly the whole suite for any node change.
// Instead a test is picked when it is about the change: it imports the changed file (or, for an
// operation, a file of its resource), names the resource as a parameter, or is the changed test.
const path = require('node:path');

/** Description checks that read every node's description: run on any change in nodes/. */
const NODE_CORE = [
	'test/descriptions/parameterNames.test.ts',
	'test/descriptions/labels.test.ts',
	'test/descriptions/searchWords.test.ts',
];

/** End-to-end suite prefixes of the action nodes (test/e2e/suites/<prefix><name>.js). */
const SUITE_PREFIX = {
	PlatformCore: 'core-',
	PlatformAds: 'ads-',
	PlatformAdsMeasurement: 'measurement-',
};

/** The suites of the nodes that have no resources: each trigger's own. */
const TRIGGER_SUITES = {
	ActivityTrigger: ['trigger', 'trigger-attacks'],
	PollingTrigger: ['trigger-sources'],
	PlatformAdsTrigger: ['ads-trigger'],
};

/** A relative import: a statement at the start of a line (not one quoted in a string), or a require. */
const IMPORT =
	/(?:^(?:import|export)\b[^;]*?\bfrom\s+|^import\s+|require\(\s*|import\(\s*)['"](\.{1,2}\/[^'"]+)['"]/gm;

/** The repository paths a file's relative imports name, without extension. */
function importsOf(file, text) {
	const dir = path.posix.dirname(file);
	return [...text.matchAll(IMPORT)].map((match) =>
		path.posix.normalize(path.posix.join(dir, match[1])).replace(/\.(ts|js|json)$/, ''),
	);
}

const withoutExtension = (file) => file.replace(/\.(ts|js|json)$/, '');

/** nodes/<Node>/resources/<resource>/... → { node, resource }; other node files → { node }. */
function nodePlace(file) {
	const match = /^nodes\/([^/]+)\/(?:resources\/([^/]+)\/)?/.exec(file);
	if (!match) return undefined;
	return { node: match[1], resource: match[2] };
}

/** 'lineItem' → 'line-items', 'post' → 'posts': how a suite named after a resource spells it. */
const suiteWord = (resource) => `${resource.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}s`;

/**
 * The selection for `changed` (repository paths). `tests` maps every jest test file and test
 * helper (test/**.ts) to its text; `suites` maps each end-to-end suite name to its text;
 * `nodeImporters` maps a file of nodes/shared (without extension) to the nodes/ files that
 * import it directly (without extension).
 * Returns { jest: [{ file, reasons }], suites: [{ suite, reason }], skippedSuites: [...], full: reason? }.
 */
function selectTests({ changed, tests, suites, nodeImporters = {} }) {
	const jest = new Map();
	const pick = (file, reason) => {
		if (!jest.has(file)) jest.set(file, new Set());
		jest.get(file).add(reason);
	};
	const testFiles = Object.keys(tests).filter((file) => file.endsWith('.test.ts'));
	const imports = Object.fromEntries(
		Object.entries(tests).map(([file, text]) => [file, importsOf(file, text)]),
	);
	/** A test's imports and those of the test helpers it imports (one step). */
	const reach = (file) => {
		const direct = imports[file] ?? [];
		return [...direct, ...direct.flatMap((helper) => imports[`${helper}.ts`] ?? [])];
	};
	/** A test's text and that of the test helpers it imports. */
	const textOf = (file) =>
		[tests[file], ...(imports[file] ?? []).map((helper) => tests[`${helper}.ts`] ?? '')].join('\n');
	const pickedSuites = new Map();
	const skippedSuites = new Set();
	let nodeChanged = false;

	for (const file of changed) {
		const bare = withoutExtension(file);
		if (file.endsWith('.test.ts') && tests[file] !== undefined) pick(file, 'changed');
		else if (file.startsWith('test/e2e/suites/')) {
			const suite = path.posix.basename(bare);
			if (suites[suite] !== undefined) pickedSuites.set(suite, 'changed');
		} else if (file.startsWith('test/') || file.startsWith('scripts/')) {
			for (const test of testFiles) if (reach(test).includes(bare)) pick(test, `imports ${file}`);
		} else if (/^(docs\/|README\.md|CONTRIBUTING\.md)/.test(file)) {
			for (const test of testFiles.filter((t) => t.startsWith('test/docs/')))
				pick(test, `${file} is a doc`);
		}
		const place = nodePlace(file);
		if (!place) continue;
		nodeChanged = true;
		// Tests that import the file itself.
		for (const test of testFiles) if (reach(test).includes(bare)) pick(test, `imports ${file}`);
		if (place.node === 'shared') {
			// Shared code: the tests of the files that use it directly, and the test named after it.
			for (const user of nodeImporters[bare] ?? [])
				if (!/\.node$|\/resources\/[^/]+\/index$/.test(user))
					for (const test of testFiles)
						if (reach(test).includes(user)) pick(test, `imports ${user}, which imports ${file}`);
			const name = path.posix.basename(bare);
			for (const test of testFiles)
				if (path.posix.basename(test, '.test.ts') === name) pick(test, `named after ${file}`);
			continue;
		}
		if (place.resource) {
			const folder = `nodes/${place.node}/resources/${place.resource}/`;
			const named = new RegExp(`resource: '${place.resource}'`);
			for (const test of testFiles) {
				if (reach(test).some((target) => target.startsWith(folder)))
					pick(test, `imports a file of ${folder}`);
				else if (named.test(textOf(test))) pick(test, `names resource '${place.resource}'`);
			}
			const prefix = SUITE_PREFIX[place.node];
			const naming = Object.keys(suites).filter(
				(suite) => prefix && suite.startsWith(prefix) && named.test(suites[suite]),
			);
			const own = naming.filter((suite) => suite.endsWith(suiteWord(place.resource)));
			for (const suite of own.length ? own : naming)
				pickedSuites.set(suite, `names resource '${place.resource}' of ${place.node}`);
			for (const suite of own.length ? naming.filter((s) => !own.includes(s)) : [])
				skippedSuites.add(suite);
		} else if (TRIGGER_SUITES[place.node]) {
			for (const suite of TRIGGER_SUITES[place.node])
				if (suites[suite] !== undefined) pickedSuites.set(suite, `the ${place.node} suite`);
		}
	}
	if (nodeChanged)
		for (const test of NODE_CORE) if (tests[test] !== undefined) pick(test, 'core: descriptions');
	return {
		jest: [...jest].map(([file, reasons]) => ({ file, reasons: [...reasons] })),
		suites: [...pickedSuites].map(([suite, reason]) => ({ suite, reason })),
		skippedSuites: [...skippedSuites].filter((suite) => !pickedSuites.has(suite)),
	};
}

/** Files whose change needs the full lint (its configuration) rather than the changed files'. */
const FULL_LINT =
	/^(eslint\.config\.mjs|test\/eslint\.config\.mjs|package\.json|\.prettierrc.*|\.prettierignore)$/;

/** The changed files the quick lint checks: those that still exist and that ESLint reads. */
const lintable = (changed) => changed.filter((file) => /\.(ts|js|mjs)$/.test(file));

module.exports = {
	selectTests,
	importsOf,
	nodePlace,
	suiteWord,
	lintable,
	FULL_LINT,
	NODE_CORE,
	TRIGGER_SUITES,
};
