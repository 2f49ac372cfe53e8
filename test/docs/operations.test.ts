/**
 * docs/operations.md is generated from the built nodes (npm run docs:operations): it must equal
 * what the generator renders now, so it lists every operation the nodes offer and what each
 * trigger sends.
 * Needs `npm run build` (npm test builds before it runs jest).
 */
import { readFileSync } from 'node:fs';

const { DOC, renderOperationsDoc } = require('../../scripts/writeOperationsDoc.js') as {
	DOC: string;
	renderOperationsDoc: () => string;
};

describe('docs/operations.md', () => {
	it('is up to date with the built nodes (else run npm run docs:operations)', () => {
		expect(readFileSync(DOC, 'utf8')).toBe(renderOperationsDoc());
	});

	it('names a method and path in every row: every operation of both nodes, every trigger source and event', () => {
		const lines = renderOperationsDoc().split('\n');
		// Table rows, without each table's header (the line above its |---| separator) and separator.
		const rows = lines.filter(
			(line, index) =>
				line.startsWith('| ') && !lines[index + 1]?.startsWith('|---') && !line.startsWith('|---'),
		);
		expect(rows.length).toBeGreaterThan(100);
		for (const row of rows) expect(row).toMatch(/\| `(GET|POST|PUT|DELETE) \/[^`]+` \|/);
	});

	it('has a section for each node of the package', () => {
		const sections = renderOperationsDoc()
			.split('\n')
			.filter((line) => line.startsWith('## '));
		expect(sections).toEqual([
			'## Platform',
			'## Platform Ads',
			'## Platform Ads Measurement',
			'## Platform Activity Trigger',
			'## Platform Polling Trigger',
			'## Platform Ads Trigger',
		]);
	});
});
