import type { IHttpRequestOptions } from 'n8n-workflow';

import { HttpFailureError } from '../../shared/transport/httpFailure';
import type { ByteStream } from './readLines';
import {
	sendAuthenticated,
	type PlatformRequestSettings,
	type RequestContext,
} from '../../shared/transport/platformRequest';
import { parseExactJson } from '../../shared/exactJson';

/** Longest error body read from a refused stream (a problem document is a few hundred bytes). */
const MAX_ERROR_BODY_BYTES = 64 * 1024;

/**
 * Opens a persistent answer (the activity stream) through the node's credential, with the same
 * rate-limit waits, retries and error messages as platformRequest: n8n's helpers hand the body
 * over unread (`encoding: 'stream'`); a refused connection's body is read here, so that the
 * shared mapper sees the platform's problem (e.g. 429 streaming-connection). The caller owns
 * the returned stream and must destroy it, which closes the connection.
 */
export async function openPlatformStream(
	this: RequestContext,
	credentialType: string,
	options: IHttpRequestOptions,
	settings: PlatformRequestSettings = {},
): Promise<ByteStream> {
	const response = await sendAuthenticated.call(
		this,
		credentialType,
		{ ...options, encoding: 'stream' },
		settings,
		async (full) => {
			if (full.statusCode < 400) return;
			const text = await readCapped(full.body, MAX_ERROR_BODY_BYTES);
			throw new HttpFailureError({
				status: full.statusCode,
				headers: full.headers as Record<string, string>,
				body: parseJson(text),
			});
		},
	);
	return response.body as ByteStream;
}

/** Reads a refused answer's body (at most `maxBytes`), then closes it. */
async function readCapped(body: unknown, maxBytes: number): Promise<string> {
	if (!isReadable(body)) return Buffer.isBuffer(body) ? body.toString('utf8') : String(body ?? '');
	const chunks: Buffer[] = [];
	let size = 0;
	try {
		for await (const chunk of body) {
			const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
			chunks.push(buffer);
			size += buffer.length;
			if (size >= maxBytes) break;
		}
	} finally {
		body.destroy();
	}
	return Buffer.concat(chunks).toString('utf8').slice(0, maxBytes);
}

const isReadable = (value: unknown): value is ByteStream =>
	!!value &&
	typeof (value as ByteStream).on === 'function' &&
	typeof (value as ByteStream).destroy === 'function';

function parseJson(text: string): unknown {
	try {
		return parseExactJson(text);
	} catch {
		return text;
	}
}
