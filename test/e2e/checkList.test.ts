/**
 * The end-to-end results never hide the checks a failing step kept from running: an n8n line
 * whose setup fails, or a suite that stops between its checks, counts the checks it did not run
 * as failed (by test/e2e/checkCounts.json), and so does the summary line of `npm test`.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface Summary {
	passed: number;
	failed: number;
	notRun: number;
	checks: Array<{ name: string; ok: boolean; notRun?: number }>;
}
interface CheckListType {
	enter(part: string): void;
	check(name: string, body: () => Promise<void> | void): Promise<void>;
	fail(what: string, error?: unknown): void;
	summary(): Summary;
}

const { CheckList, expectedChecks } = require('./checkList') as {
	CheckList: new (run: string, label: string, parts: string[]) => CheckListType;
	expectedChecks: (run: string, parts: string[]) => number;
};
const COUNTS = require('./checkCounts.json') as { line: Record<string, number> };
const { SUITE_ORDER } = require('./suiteOrder') as { SUITE_ORDER: string[] };

const quiet = () => jest.spyOn(console, 'log').mockImplementation(() => undefined);
const pass = () => undefined;
const failing = () => {
	throw new Error('no');
};

describe('end-to-end check counts', () => {
	beforeEach(quiet);
	afterEach(() => jest.restoreAllMocks());

	it('checkCounts.json counts the base checks and every suite of the line', () => {
		expect(Object.keys(COUNTS.line).sort()).toEqual(['base', ...SUITE_ORDER].sort());
		expect(Object.values(COUNTS.line).every((n) => Number.isInteger(n) && n > 0)).toBe(true);
	});

	it('a line whose setup fails counts every check it holds as failed, not run', () => {
		const parts = ['base', 'examples', 'trigger'];
		const list = new CheckList('line', '[n8n test]', parts);
		list.fail('setup: owner setup', new Error('503'));
		const summary = list.summary();
		const expected = expectedChecks('line', parts);
		expect(expected).toBe(COUNTS.line.base + COUNTS.line.examples + COUNTS.line.trigger);
		expect(summary).toMatchObject({ passed: 0, notRun: expected, failed: expected + 1 });
		expect(summary.checks.map((c) => c.name)).toContain(
			`[n8n test] examples: ${COUNTS.line.examples} of ${COUNTS.line.examples} checks not run`,
		);
	});

	it('a suite that stops between its checks counts the rest as not run; the next suite runs', async () => {
		const list = new CheckList('line', '[n8n test]', ['errors', 'reliability']);
		list.enter('errors');
		await list.check('first', pass);
		list.fail('errors: stopped between its checks', new Error('socket hang up'));
		list.enter('reliability');
		for (let n = 0; n < COUNTS.line.reliability; n++) await list.check(`r${n}`, n ? pass : failing);
		const summary = list.summary();
		expect(summary.notRun).toBe(COUNTS.line.errors - 1);
		expect(summary.passed).toBe(1 + COUNTS.line.reliability - 1);
		// The failed check, the stop itself, and the checks it kept from running.
		expect(summary.failed).toBe(1 + 1 + COUNTS.line.errors - 1);
	});

	it('a part that ran more checks than the file says fails, naming the file', async () => {
		const list = new CheckList('demo', '[demo]', ['checks']);
		for (let n = 0; n < expectedChecks('demo', ['checks']) + 1; n++)
			await list.check(`c${n}`, pass);
		const summary = list.summary();
		expect(summary.failed).toBe(1);
		expect(summary.checks.at(-1)?.name).toMatch(/test\/e2e\/checkCounts\.json says/);
	});

	it('the aggregate counts the checks of a run that wrote no results as failed, not run', () => {
		const { aggregate } = require('./results') as {
			aggregate: (runs: Array<{ name: string; expected: number }>, dir: string) => Summary;
		};
		const build = mkdtempSync(path.join(tmpdir(), 'e2e-results-'));
		try {
			writeFileSync(
				path.join(build, 'e2e-results-a.json'),
				JSON.stringify({ passed: 3, failed: 0, notRun: 0, checks: [] }),
			);
			const summary = aggregate(
				[
					{ name: 'a', expected: 3 },
					{ name: 'b', expected: 7 },
				],
				build,
			);
			expect(summary).toMatchObject({ passed: 3, failed: 7, notRun: 7 });
			expect(JSON.parse(readFileSync(path.join(build, 'e2e-results.json'), 'utf8'))).toMatchObject({
				passed: 3,
				failed: 7,
				notRun: 7,
			});
		} finally {
			rmSync(build, { recursive: true, force: true });
		}
	});
});
