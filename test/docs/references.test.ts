import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Comments point only at what the repository holds, and cite nothing outside it:
 * - a pointer to a section of a document (`README "Title"`, `docs/requests.md, "Title"`,
 *   `docs/testing.md section "Title"`, `README.md#anchor`) names a heading that document has;
 * - no comment or document leans on an outside source (an SDK, a release of the platform, a
 *   month and year, the platform's contract by document or section number, a document kept
 *   outside the repository): the rule is stated in the project's own words instead.
 * Tests and the emulator are read as well as the nodes: their comments are read by the same people.
 */
const ROOT = join(__dirname, '..', '..');
const THIS_FILE = relative(ROOT, __filename);
const SOURCE = /\.(ts|js|mjs|cjs)$/;
/** Not the project's own text: installed packages, build output. */
const SKIPPED = new Set(['node_modules', 'dist']);

function filesIn(folder: string, matches: RegExp): string[] {
	return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
		if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) return [];
		const path = `${folder}/${entry.name}`;
		if (entry.isDirectory()) return filesIn(path, matches);
		return matches.test(entry.name) ? [path] : [];
	});
}

const sources = ['nodes', 'credentials', 'test', 'scripts']
	.flatMap((folder) => filesIn(folder, SOURCE))
	.filter((file) => file !== THIS_FILE);
const documents = ['README.md', 'CONTRIBUTING.md', ...filesIn('docs', /\.md$/)];

/** The text with comment line breaks (` * `, `// `) joined, so a pointer may span two lines. */
const joined = (file: string) =>
	readFileSync(join(ROOT, file), 'utf8').replace(/\n\s*(?:\*(?!\/)|\/\/)\s*/g, ' ');

/** README, README.md, docs/x.md or x.md (a document of docs/), as a path from the root. */
function documentPath(name: string): string {
	if (/^README(\.md)?$/.test(name)) return 'README.md';
	if (name.includes('/') || existsSync(join(ROOT, name))) return name;
	return `docs/${name}`;
}

function headingsOf(document: string): string[] {
	return readFileSync(join(ROOT, document), 'utf8')
		.split('\n')
		.map((line) => /^#{1,6}\s+(.+?)\s*$/.exec(line)?.[1])
		.filter((heading): heading is string => heading !== undefined);
}

/** The anchor a heading gets on a rendered page: lower case, punctuation dropped, dashes. */
const anchorOf = (heading: string) =>
	heading
		.toLowerCase()
		.replace(/[^\w\s-]/g, '')
		.trim()
		.replace(/\s/g, '-');

const POINTER =
	/\b(README(?:\.md)?|(?:[\w-]+\/)*[\w-]+\.md)(?:#([\w-]+)|,?\s+(?:section\s+)?"([^"\n]{1,80})")/g;

interface Pointer {
	file: string;
	document: string;
	section: string;
}

function pointersIn(file: string): Pointer[] {
	return [...joined(file).matchAll(POINTER)].map(([, name, anchor, title]) => ({
		file,
		document: documentPath(name),
		section: anchor !== undefined ? `#${anchor}` : title,
	}));
}

function pointsAtNothing({ document, section }: Pointer): boolean {
	if (!existsSync(join(ROOT, document))) return true;
	const headings = headingsOf(document);
	return section.startsWith('#')
		? !headings.some((heading) => `#${anchorOf(heading)}` === section)
		: !headings.includes(section);
}

describe('pointers to sections of documents', () => {
	const pointers = sources.flatMap(pointersIn);

	test('are found where comments name a section (the check below is not empty)', () => {
		expect(sources.length).toBeGreaterThan(100);
		expect(pointers.length).toBeGreaterThan(0);
	});

	test('name a heading the document has', () => {
		expect(pointers.filter(pointsAtNothing)).toEqual([]);
	});

	test('a pointer at a missing section fails the check', () => {
		const pointer = { file: 'x.ts', document: 'README.md', section: 'Retry rules' };
		expect(pointsAtNothing(pointer)).toBe(true);
		expect(
			pointsAtNothing({ ...pointer, document: 'docs/architecture.md', section: 'Checks' }),
		).toBe(false);
		expect(pointsAtNothing({ ...pointer, section: '#development-and-testing' })).toBe(false);
	});
});

/** Words that lean on a source outside the repository. */
const OUTSIDE_SOURCES: Array<[string, RegExp]> = [
	['an SDK', /\bSDKs?\b/],
	['release notes or history', /\brelease (history|notes)\b/i],
	['a changelog', /\bchangelog\b/i],
	[
		'a month and year',
		/\b(January|February|March|April|May|June|July|August|September|October|November|December) (19|20)\d\d\b/,
	],
	['outside documentation', /\b(official|own) documentation\b/i],
	[
		'a document or section of the contract by number',
		/\b(?:spec(?:ification)?|documents?)\s+\d|(?<!RFC \d{4} )\bsection \d/i,
	],
	['a document kept outside the repository', /\b(?:ANALYTICS|DESIGN)\.md\b|\bn8n-e2e\.md\b/],
];

test('no comment or document cites a source outside the repository', () => {
	const citations = [...sources, ...documents].flatMap((file) =>
		OUTSIDE_SOURCES.filter(([, pattern]) => pattern.test(joined(file))).map(
			([what]) => `${file}: ${what}`,
		),
	);
	expect(citations).toEqual([]);
});

test('a citation by number is found, a standard cited by its section is not', () => {
	const cites = (text: string) =>
		OUTSIDE_SOURCES.filter(([, pattern]) => pattern.test(text)).map(([what]) => what);
	expect(cites('the rules of the endpoints (spec 5, section 9)')).toHaveLength(1);
	expect(cites("document 1's user object")).toHaveLength(1);
	expect(cites('the metric model (see ANALYTICS.md)')).toHaveLength(1);
	expect(cites('encoded as RFC 5849 section 3.4.1.3.2 asks')).toEqual([]);
	expect(cites('a window of 7 days')).toEqual([]);
});
