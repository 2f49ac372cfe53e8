import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { DEFAULT_SEED } from '../emulator';

const { scan, gatherSecrets } = require('./scanSecrets') as typeof import('./scanSecrets.types');

/** The secret scan must be able to fail: secrets planted in a recording of its own are found. */
let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'secret-scan-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const line = (kind: string, source: string, value: unknown) =>
	JSON.stringify({ kind, source, value }) + '\n';

test('gathers the seeded credential values of the emulator and the tokens it issued', () => {
	writeFileSync(join(dir, 'issued-secrets-1.txt'), 'user-bearer-0123456789abcdef\n');
	const secrets = gatherSecrets(dir);
	for (const secret of [
		DEFAULT_SEED.consumerSecret,
		DEFAULT_SEED.accessTokenSecret,
		DEFAULT_SEED.appBearerToken,
		DEFAULT_SEED.oauth2ClientSecret,
	]) {
		expect(secrets).toContain(secret);
	}
	expect(secrets).toContain('user-bearer-0123456789abcdef');
});

test('a credential type name keyed by its authentication is not taken for a secret', () => {
	// test/e2e/agentTools.js maps `bearerToken: 'platformBearerTokenApi'`: every error names that type.
	const secrets = gatherSecrets(dir);
	expect(secrets).not.toContain('platformBearerTokenApi');
	expect(secrets.filter((secret) => /^platform\w+Api$/.test(secret))).toEqual([]);
});

test('a planted consumer secret in an error and a base64-encoded issued token in an item are reported by file and line', () => {
	const issued = 'user-bearer-0123456789abcdef';
	writeFileSync(join(dir, 'issued-secrets-1.txt'), issued + '\n');
	writeFileSync(
		join(dir, 'jest-1.jsonl'),
		line('item', 'clean', { json: { id: '1' } }) +
			line('error', 'planted', { message: `Unauthorized for ${DEFAULT_SEED.consumerSecret}` }) +
			line('item', 'planted base64', { json: { header: Buffer.from(issued).toString('base64') } }),
	);
	writeFileSync(join(dir, 'e2e-n8n-log.jsonl'), line('log', 'n8n log', 'started'));
	const result = scan({ dir });
	expect(result.counts).toEqual({ item: 2, error: 1, log: 1 });
	expect(result.findings).toEqual([
		expect.objectContaining({
			file: 'jest-1.jsonl',
			line: 2,
			kind: 'error',
			source: 'planted',
			form: 'plain',
		}),
		expect.objectContaining({
			file: 'jest-1.jsonl',
			line: 3,
			kind: 'item',
			source: 'planted base64',
			form: 'base64',
		}),
	]);
});

test('the command fails on a finding without printing the secret, and fails when nothing was recorded', () => {
	// The recordings in dir/recordings, so the result file goes to dir, not to .build/.
	const recordings = join(dir, 'recordings');
	mkdirSync(recordings);
	const run = () => {
		try {
			return {
				code: 0,
				out: execFileSync(process.execPath, [join(__dirname, 'scanSecrets.js')], {
					env: { ...process.env, SECRET_SCAN_DIR: recordings },
					encoding: 'utf8',
				}),
			};
		} catch (error) {
			return {
				code: (error as { status: number }).status,
				out: String((error as { stdout: string }).stdout),
			};
		}
	};
	const empty = run();
	expect(empty.code).toBe(1);
	expect(empty.out).toContain('nothing was recorded');
	writeFileSync(
		join(recordings, 'jest-1.jsonl'),
		line('error', 'planted', {
			message: encodeURIComponent(`secret ${DEFAULT_SEED.appBearerToken}`),
		}),
	);
	const found = run();
	expect(found.code).toBe(1);
	expect(found.out).toMatch(
		/FOUND credential value #\d+ \((plain|URL-encoded)\) in jest-1\.jsonl line 1: error from planted/,
	);
	expect(found.out).not.toContain(DEFAULT_SEED.appBearerToken);
	writeFileSync(
		join(recordings, 'jest-1.jsonl'),
		line('error', 'clean', { message: 'Unauthorized' }),
	);
	const clean = run();
	expect(clean.code).toBe(0);
	expect(clean.out).toContain('0 output items, 1 errors, 0 log lines');
	expect(JSON.parse(readFileSync(join(dir, 'secret-scan-result.json'), 'utf8'))).toEqual({
		item: 0,
		error: 1,
		log: 0,
		findings: 0,
		passed: true,
	});
});
