/**
 * docs/operations.md is generated from the built node descriptions (npm run docs:operations):
 * it must equal what the generator renders now, so it lists every operation the nodes offer.
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

	it('names a method and path for every operation of both nodes', () => {
		const rows = renderOperationsDoc()
			.split('\n')
			.filter((line) => /^\| [A-Z]/.test(line) && !line.startsWith('| Resource'));
		expect(rows.length).toBeGreaterThan(90);
		for (const row of rows) expect(row).toMatch(/\| `(GET|POST|PUT|DELETE) \/[^`]+` \|/);
	});
});
