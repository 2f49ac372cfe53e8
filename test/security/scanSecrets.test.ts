import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { scan } = require('./scanSecrets.js') as {
	scan(directory: string, secrets: Record<string, string | string[]>): { counts: Record<string, number>; hits: string[] };
};

/** The scanner must be able to fail: a planted secret, in each form it can take, is reported. */
describe('secret scan', () => {
	const secret = 'planted-token-secret';
	const recordings = () => {
		const directory = mkdtempSync(join(tmpdir(), 'secret-scan-'));
		writeFileSync(join(directory, 'jest-1.jsonl'), `${JSON.stringify({ source: 'clean', record: { items: [{ json: { id: '1' } }] } })}\n`);
		return directory;
	};

	test.each([
		['as is', secret],
		['URL-encoded', encodeURIComponent(`${secret}/x`)],
		['base64', Buffer.from(secret).toString('base64')],
	])('finds a secret planted %s in an error message, naming the file and line but not the value', (_form, planted) => {
		const directory = recordings();
		writeFileSync(join(directory, 'jest-2.jsonl'), `${JSON.stringify({ source: 'runNode x', record: { error: { message: `oops ${planted}` } } })}\n`);
		const secrets = { 'token secret': planted === encodeURIComponent(`${secret}/x`) ? `${secret}/x` : secret };
		const { hits, counts } = scan(directory, secrets);
		expect(hits).toEqual(['jest-2.jsonl:1 holds the token secret (runNode x)']);
		expect(hits.join()).not.toContain(secret);
		expect(counts['jest records']).toBe(2);
	});

	test('finds a secret in an n8n log line, and nothing in clean recordings', () => {
		const directory = recordings();
		expect(scan(directory, { 'bearer token': 'bearer-xyz-123' }).hits).toEqual([]);
		writeFileSync(join(directory, 'n8n.log'), 'starting\nAuthorization: Bearer bearer-xyz-123\n');
		expect(scan(directory, { 'bearer token': 'bearer-xyz-123' }).hits).toEqual(['n8n.log:2 holds the bearer token']);
	});
});
