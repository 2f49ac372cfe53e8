import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { audienceUpload } from './audienceUpload';
import { failedResult, markdownTable, type BenchResult } from './benchResult';
import { conversionsSend } from './conversionsSend';
import { mediaUploadMemory } from './mediaUploadMemory';
import { oauth1Signing } from './oauth1Signing';
import { productUpsert } from './productUpsert';
import { searchReturnAll } from './searchReturnAll';
import { statsRequests } from './statsRequests';

/**
 * `npm run bench`: every benchmark, one after the other (they would disturb each other's
 * timings), then one table, printed and written to .build/bench.md for the README.
 * `BENCH=search,oauth1` runs those whose key contains one of the words. A benchmark that throws
 * or says it is not ok does not stop the others: its rows are marked FAILED (a thrown one gets a
 * row of its own and its error in the notes) and the process ends with exit code 1.
 */
const ROOT = resolve(__dirname, '../../../..');
const SOURCE_DIR = join(ROOT, 'test/bench');

const BENCHMARKS: Record<string, () => Promise<BenchResult>> = {
	search: searchReturnAll,
	audience: audienceUpload,
	conversions: conversionsSend,
	product: productUpsert,
	oauth1: oauth1Signing,
	media: mediaUploadMemory,
	statsRequests,
};

/**
 * Plain JS benchmarks beside these, keyed by file name: those that run a real n8n (the trigger's,
 * statsJobFile: a stats job file to items, Platform Ads against n8n's own nodes; n8nStartup:
 * n8n's start with the package against without it).
 */
function scriptBenchmarks(): Record<string, () => Promise<BenchResult>> {
	const files = readdirSync(SOURCE_DIR).filter((file) => file.endsWith('.bench.js'));
	return Object.fromEntries(
		files.map((file) => [
			file.replace(/\.bench\.js$/, ''),
			() => require(join(SOURCE_DIR, file)).run(),
		]),
	);
}

async function main(): Promise<void> {
	const wanted = (process.env.BENCH ?? '')
		.split(',')
		.map((word) => word.trim().toLowerCase())
		.filter(Boolean);
	const all = { ...BENCHMARKS, ...scriptBenchmarks() };
	const chosen = Object.entries(all).filter(
		([key]) => !wanted.length || wanted.some((word) => key.toLowerCase().includes(word)),
	);
	const results: BenchResult[] = [];
	for (const [key, bench] of chosen) {
		process.stdout.write(`bench ${key} ...\n`);
		const started = Date.now();
		const result = await bench().catch((error: unknown) => {
			process.stderr.write(`bench ${key} failed: ${(error as Error)?.stack ?? String(error)}\n`);
			return failedResult(key, error);
		});
		results.push(result);
		const took = ((Date.now() - started) / 1000).toFixed(1);
		process.stdout.write(`bench ${key} ${result.ok === false ? 'FAILED' : 'done'} in ${took} s\n`);
	}
	const failed = results.filter((result) => result.ok === false).map((result) => result.name);
	const table = markdownTable(results);
	mkdirSync(join(ROOT, '.build'), { recursive: true });
	writeFileSync(
		join(ROOT, '.build/bench.md'),
		`Measured ${new Date().toISOString()} on Node ${process.version}\n\n${table}\n`,
	);
	process.stdout.write(`\n${table}\n\n(written to .build/bench.md)\n`);
	if (failed.length) {
		process.stdout.write(
			`${failed.length} of ${results.length} benchmarks failed: ${failed.join('; ')}\n`,
		);
		process.exitCode = 1;
	}
}

main().catch((error: Error) => {
	process.stderr.write(`${error.stack ?? error.message}\n`);
	process.exit(1);
});
