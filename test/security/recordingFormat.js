'use strict';
// Where and how the test run records what it produced, for the secret scan (scanSecrets.js):
// one JSON line per record, one file per process, in .build/secret-scan/. A record is
// {kind: 'item' | 'error' | 'log', source, value}: `source` says which helper or test produced
// it, `value` is the output item, the error as n8n shows it, or a log line.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const RECORDINGS_DIR = process.env.SECRET_SCAN_DIR || path.join(ROOT, '.build', 'secret-scan');
/** Secrets the emulator issues at run time (tokens, token secrets), one a line, never printed. */
const ISSUED_PREFIX = 'issued-secrets-';

/**
 * An error as n8n shows and stores it: message, description, and every own property
 * (context, httpCode, cause, ...), circular references cut, functions dropped.
 */
function serializeError(error) {
	if (!error || typeof error !== 'object') return { message: String(error) };
	const seen = new WeakSet();
	const plain = (value, depth) => {
		if (value === null || typeof value !== 'object')
			return typeof value === 'function' ? undefined : value;
		if (seen.has(value) || depth > 8) return '[circular]';
		seen.add(value);
		if (Buffer.isBuffer(value)) return value.toString('utf8');
		if (Array.isArray(value)) return value.map((entry) => plain(entry, depth + 1));
		const names = new Set([
			...Object.getOwnPropertyNames(value),
			...(value instanceof Error ? ['message', 'description', 'stack'] : []),
		]);
		return Object.fromEntries(
			[...names]
				.map((name) => [name, plain(value[name], depth + 1)])
				.filter(([, v]) => v !== undefined),
		);
	};
	return { message: error.message, description: error.description, serialized: plain(error, 0) };
}

let file;
/** Appends one record to this process's recording (synchronously: jest workers may exit at any time). */
function record(kind, source, value) {
	if (!file) {
		fs.mkdirSync(RECORDINGS_DIR, { recursive: true });
		file = path.join(
			RECORDINGS_DIR,
			`${process.env.JEST_WORKER_ID ? 'jest' : 'process'}-${process.pid}.jsonl`,
		);
	}
	let line;
	try {
		line = JSON.stringify({
			kind,
			source,
			value: kind === 'error' ? serializeError(value) : value,
		});
	} catch (error) {
		line = JSON.stringify({ kind, source, value: `unserializable: ${error.message}` });
	}
	fs.appendFileSync(file, line + '\n');
}

/** Writes records to a named file (the e2e run: executions, n8n's log). */
function writeRecords(name, records) {
	fs.mkdirSync(RECORDINGS_DIR, { recursive: true });
	fs.appendFileSync(
		path.join(RECORDINGS_DIR, name),
		records.map((r) => JSON.stringify(r) + '\n').join(''),
	);
}

module.exports = { ROOT, RECORDINGS_DIR, ISSUED_PREFIX, serializeError, record, writeRecords };
