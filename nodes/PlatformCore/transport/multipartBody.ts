import { randomBytes } from 'node:crypto';

/** A text field or a file of a multipart/form-data body. */
export type MultipartPart =
	| { field: string; value: string }
	| { field: string; filename: string; contentType: string; data: Buffer };

/**
 * Writes a multipart/form-data body (RFC 7578) as one Buffer: a new one, or the start of `into`
 * when the body fits there (the segments of one media upload, sent one after the other, reuse one
 * buffer: a new megabytes-long body per request lives through the request, gets promoted by
 * the garbage collector, and dead ones piled up to 80 MB before they were collected). The package may not depend on the
 * `form-data` package n8n uses internally, and a Buffer with its own Content-Type header passes
 * unchanged through every n8n line's HTTP helper (and can be sent again on a retry, unlike a
 * stream). OAuth 1.0a does not sign multipart bodies (RFC 5849 section 3.4.1.3.1), so the
 * signer leaves it alone.
 */
export function multipartBody(
	parts: MultipartPart[],
	into?: Buffer,
): { body: Buffer; contentType: string } {
	const boundary = `----n8nPlatform${randomBytes(12).toString('hex')}`;
	const chunks: Buffer[] = [];
	for (const part of parts) {
		const file = 'data' in part;
		const disposition = `form-data; name="${quoted(part.field)}"${file ? `; filename="${quoted(part.filename)}"` : ''}`;
		const headers = [`--${boundary}`, `Content-Disposition: ${disposition}`];
		if (file) headers.push(`Content-Type: ${part.contentType}`);
		chunks.push(
			Buffer.from(`${headers.join('\r\n')}\r\n\r\n`),
			file ? part.data : Buffer.from(part.value),
			Buffer.from('\r\n'),
		);
	}
	chunks.push(Buffer.from(`--${boundary}--\r\n`));
	const contentType = `multipart/form-data; boundary=${boundary}`;
	const length = chunks.reduce((total, chunk) => total + chunk.length, 0);
	if (!into || into.length < length) return { body: Buffer.concat(chunks, length), contentType };
	let written = 0;
	for (const chunk of chunks) written += chunk.copy(into, written);
	return { body: into.subarray(0, length), contentType };
}

/** Quotes and line breaks cannot appear inside a quoted header value: percent-encode them. */
const quoted = (value: string) =>
	value.replace(/["\r\n]/g, (character) => encodeURIComponent(character));
