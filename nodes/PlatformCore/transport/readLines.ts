/**
 * The part of a Node.js readable stream (n8n's `encoding: 'stream'` body) used here, written out
 * because community nodes may not import node:stream.
 */
export interface ByteStream extends AsyncIterable<unknown> {
	setEncoding(encoding: 'utf8'): unknown;
	on(event: 'data', listener: (chunk: string) => void): unknown;
	on(event: 'end' | 'close', listener: () => void): unknown;
	on(event: 'error', listener: (error: Error) => void): unknown;
	destroy(): unknown;
}

/** Why a read ended. */
export type ReadEnd = 'enough' | 'deadline' | 'closed' | 'cancelled';

export interface ReadLinesOptions {
	/** Called with each line that is not blank (blank lines are keep-alives); true stops the read. */
	onLine(line: string): boolean;
	/** When to stop, in epoch milliseconds. */
	deadlineMs: number;
	/** The execution was cancelled: stop at once. */
	signal?: AbortSignal;
}

/**
 * Reads a persistent line-per-record answer until onLine has enough, the deadline passes, the
 * server ends it or the signal fires, then destroys the stream, which closes the connection (it
 * is never handed back to a pool half read). What onLine throws, or a connection lost midway,
 * fails the read, the stream closed all the same.
 */
export async function readLines(stream: ByteStream, options: ReadLinesOptions): Promise<ReadEnd> {
	return await new Promise<ReadEnd>((resolve, reject) => {
		let buffer = '';
		let settled = false;
		// An AbortSignal timer, not setTimeout (not offered to community nodes); it does not keep
		// the process alive once the read has ended.
		const deadline = AbortSignal.timeout(Math.max(0, options.deadlineMs - Date.now()));
		const finish = (end: ReadEnd | Error) => {
			if (settled) return;
			settled = true;
			deadline.removeEventListener('abort', onDeadline);
			options.signal?.removeEventListener('abort', onCancel);
			stream.destroy();
			if (end instanceof Error) reject(end);
			else resolve(end);
		};
		const onDeadline = () => finish('deadline');
		const onCancel = () => finish('cancelled');
		if (options.signal?.aborted) return finish('cancelled');
		deadline.addEventListener('abort', onDeadline);
		options.signal?.addEventListener('abort', onCancel);

		const take = (line: string) => {
			if (settled || line.trim() === '') return;
			try {
				if (options.onLine(line.trim())) finish('enough');
			} catch (error) {
				finish(error as Error);
			}
		};
		stream.setEncoding('utf8');
		stream.on('data', (chunk: string) => {
			buffer += chunk;
			const lines = buffer.split('\n');
			buffer = lines.pop() ?? '';
			for (const line of lines) take(line);
		});
		stream.on('end', () => {
			take(buffer);
			finish('closed');
		});
		stream.on('error', (error) => finish(new Error(`The connection broke off: ${error.message}`)));
		// Closed without an end (and without an error, on some Node versions): broken off as well.
		stream.on('close', () => finish(new Error('The connection broke off before the stream ended')));
	});
}
