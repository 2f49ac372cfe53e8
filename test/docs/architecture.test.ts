import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Keeps docs/architecture.md true: every path it writes in code style exists, and every function
 * it names as `name()` in a table row is exported by a file named in that row.
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

	test('names the files of each stage and of the layout', () => {
		// A doc that lost its tables would pass the checks below with nothing to check.
		expect(paths.length).toBeGreaterThanOrEqual(15);
		for (const stage of ['Description', 'Routing', 'Executor', 'Transport', 'Error mapper']) {
			expect(doc).toMatch(new RegExp(`\\| \\d\\. ${stage}`));
		}
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
