import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * Keeps docs/architecture.md true: every path it writes in code style exists, every function it
 * names as `name()` in a table row is exported by a file named in that row, each walk of an
 * operation follows the real imports from the node file to the request, and its layout names
 * every folder of the project, so a new folder fails here until a row describes it.
 */
const root = join(__dirname, '..', '..');
const doc = readFileSync(join(root, 'docs', 'architecture.md'), 'utf8');

const codeSpans = (text: string) => [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]);
const isPath = (span: string) => /^[\w.-]+\/[\w./-]*$/.test(span) && !span.includes('<');
const functionName = (span: string) => /^(\w+)\(\)$/.exec(span)?.[1];

const exportsFunction = (file: string, name: string) =>
	new RegExp(`export (async )?function ${name}\\b|export const ${name}\\b`).test(
		readFileSync(join(root, file), 'utf8'),
	);

describe('docs/architecture.md', () => {
	const paths = [...new Set(codeSpans(doc).filter(isPath))];

	test('names the files of both walks and of the layout', () => {
		// A doc that lost its tables would pass the checks below with nothing to check.
		expect(paths.length).toBeGreaterThanOrEqual(15);
		expect(doc).toContain('### A declarative operation: Platform Ads > Campaign > Create');
		expect(doc).toContain(
			'### An operation written as code: Platform Ads Measurement > Conversion > Send',
		);
	});

	test.each(paths)('%s exists', (path) => {
		expect(existsSync(join(root, path))).toBe(true);
	});

	const rows = doc.split('\n').filter((line) => line.startsWith('|'));
	const namedFunctions = rows.flatMap((row) => {
		const files = codeSpans(row).filter((span) => isPath(span) && span.endsWith('.ts'));
		return codeSpans(row)
			.map(functionName)
			.filter((name): name is string => name !== undefined)
			.map((name) => [name, files] as const);
	});

	test.each(namedFunctions)('%s() is exported by a file named beside it', (name, files) => {
		expect(files.some((file) => existsSync(join(root, file)) && exportsFunction(file, name))).toBe(
			true,
		);
	});
});

/** The steps of one walk (rows `| D1 |`, `| D2 |`... or `| C1 |`...): file and function. */
function walkSteps(walk: 'D' | 'C') {
	return doc
		.split('\n')
		.filter((line) => new RegExp(`^\\| ${walk}\\d+ `).test(line))
		.map((line) => {
			const [step, file, name] = line
				.split('|')
				.slice(1, 4)
				.map((cell) => cell.trim().replace(/^`|`$/g, ''));
			return { step, file, name: name.replace(/\(\)$/, '') };
		});
}

/** The files of the project a file imports (relative imports, types too), from the root. */
function importsOf(file: string): string[] {
	const text = readFileSync(join(root, file), 'utf8');
	const specifiers = [...text.matchAll(/^(?:import|export)[^;]*?from '(\.[^']+)';/gms)].map(
		(match) => match[1],
	);
	return specifiers.flatMap((specifier) => {
		const target = join(root, dirname(file), specifier);
		const found = [`${target}.ts`, join(target, 'index.ts')].find(existsSync);
		return found ? [relative(root, found).split('\\').join('/')] : [];
	});
}

describe.each([
	['declarative (Campaign > Create)', 'D' as const],
	['written as code (Conversion > Send)', 'C' as const],
])('the walk of an operation %s', (_name, walk) => {
	const steps = walkSteps(walk);

	test('goes from the node file to the HTTP request, numbered in order', () => {
		expect(steps.length).toBeGreaterThanOrEqual(5);
		expect(steps.map(({ step }) => step)).toEqual(steps.map((_, index) => `${walk}${index + 1}`));
		expect(steps[0].file).toMatch(/^nodes\/\w+\/\w+\.node\.ts$/);
		expect(steps[steps.length - 1].file).toBe('nodes/shared/transport/platformRequest.ts');
	});

	test('names a function, class or constant each file defines', () => {
		const missing = steps.filter(
			({ file, name }) =>
				!existsSync(join(root, file)) ||
				!new RegExp(`(function|const|class) ${name}\\b`).test(
					readFileSync(join(root, file), 'utf8'),
				),
		);
		expect(missing).toEqual([]);
	});

	test('follows the imports: each file imports the next one or is imported by it', () => {
		const unlinked = steps.slice(1).flatMap(({ file }, index) => {
			const previous = steps[index].file;
			const linked = importsOf(previous).includes(file) || importsOf(file).includes(previous);
			return linked ? [] : [`${previous} -> ${file}`];
		});
		expect(unlinked).toEqual([]);
	});
});

/** Folders the build, npm and git make, and hidden ones: not part of the project's layout. */
const NOT_PROJECT = new Set(['node_modules', 'dist', 'coverage']);

function foldersIn(folder: string): string[] {
	return readdirSync(join(root, folder), { withFileTypes: true })
		.filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
		.filter((entry) => !NOT_PROJECT.has(entry.name))
		.map((entry) => `${folder ? `${folder}/` : ''}${entry.name}/`);
}

/**
 * The folders a reader must find in the layout: the project's top-level folders; each node's
 * folder and the folders in it, but not each resource's own folder under `resources/`; and the
 * folders of credentials/, test/ and scripts/.
 */
function projectFolders(): string[] {
	const topLevel = foldersIn('');
	const nodes = foldersIn('nodes');
	const inNodes = nodes.flatMap((node) => foldersIn(node.slice(0, -1)));
	const others = ['credentials', 'test', 'scripts'].flatMap((folder) =>
		existsSync(join(root, folder)) ? foldersIn(folder) : [],
	);
	return [...topLevel, ...nodes, ...inNodes, ...others];
}

describe('the layout of docs/architecture.md', () => {
	const start = doc.indexOf('## Project layout');
	const section = doc.slice(start, doc.indexOf('\n## ', start + 1));
	const named = new Set(
		section
			.split('\n')
			.filter((line) => line.startsWith('|'))
			.flatMap(codeSpans),
	);

	test('names every folder of the project', () => {
		expect(start).toBeGreaterThanOrEqual(0);
		const folders = projectFolders();
		expect(folders).toEqual(expect.arrayContaining(['nodes/', 'nodes/shared/', 'test/docs/']));
		// A folder is named by its own path or by a path inside it (`nodes/` by `nodes/shared/`).
		const isNamed = (folder: string) => [...named].some((span) => span.startsWith(folder));
		expect(folders.filter((folder) => !isNamed(folder))).toEqual([]);
	});

	test('names no folder that is gone', () => {
		const folders = [...named].filter((span) => isPath(span) && span.endsWith('/'));
		expect(folders.filter((folder) => !existsSync(join(root, folder)))).toEqual([]);
	});
});
