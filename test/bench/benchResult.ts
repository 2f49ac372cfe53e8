/**
 * What every benchmark returns: rows measured side by side in one run (this package against the
 * naive alternative), so the ratio means something on a shared, noisy machine. Plain JS benches
 * (`*.bench.js`) return the same shape.
 */
export interface BenchRow {
	measure: string;
	ours: string;
	baseline: string;
	ratio: string;
}

export interface BenchResult {
	name: string;
	rows: BenchRow[];
	notes: string[];
	/** False when the benchmark saw something wrong (an event lost, a goal missed). */
	ok?: boolean;
}

/** The row of a benchmark that threw: its table keeps a line for it, marked failed. */
export function failedResult(key: string, error: unknown): BenchResult {
	const message = error instanceof Error ? error.message : String(error);
	const cause = error instanceof Error && error.cause ? ` (cause: ${String(error.cause)})` : '';
	return {
		name: key,
		rows: [{ measure: 'the benchmark', ours: 'FAILED', baseline: '', ratio: 'failed' }],
		notes: [`failed: ${message.split('\n')[0]}${cause}`],
		ok: false,
	};
}

/** Milliseconds of `work`, with its result. */
export async function timed<T>(work: () => Promise<T> | T): Promise<{ ms: number; value: T }> {
	const start = process.hrtime.bigint();
	const value = await work();
	return { ms: Number(process.hrtime.bigint() - start) / 1e6, value };
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const perSecond = (count: number, ms: number) =>
	`${Math.round(count / (ms / 1000)).toLocaleString('en-US')}/s`;
export const count = (n: number) => n.toLocaleString('en-US');
/** "10.0x": how many times the baseline's number is ours (more is better for ours when `higherIsBetter`). */
export const times = (baseline: number, ours: number) => `${(baseline / ours).toFixed(1)}x`;

/** One markdown table of every result, a section per benchmark, its notes under it. */
export function markdownTable(results: BenchResult[]): string {
	const lines = [
		'| Benchmark | Measure | This package | Baseline | Ratio |',
		'|---|---|---|---|---|',
	];
	for (const result of results) {
		// A benchmark that saw something wrong keeps its figures, its name marked.
		const name = result.ok === false ? `${result.name} (FAILED)` : result.name;
		for (const row of result.rows)
			lines.push(`| ${name} | ${row.measure} | ${row.ours} | ${row.baseline} | ${row.ratio} |`);
	}
	const notes = results.flatMap((result) =>
		result.notes.map((note) => `- ${result.name}: ${note}`),
	);
	return [...lines, '', ...notes].join('\n');
}
