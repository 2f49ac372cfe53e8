import { randomBytes } from 'node:crypto';

/** A text field or a file of a multipart/form-data body. */
export type MultipartPart =
	| { field: string; value: string }
	| { field: string; filename: string; contentType: string; data: Buffer };

/**
 * Writes a multipart/form-data body (RFC 7578) as one Buffer. The package may not depend on the
 * `form-data` package n8n uses internally, and a Buffer with its own Content-Type header passes
 * unchanged through every n8n line's HTTP helper (and can be sent again on a retry, unlike a
 * stream). OAuth 1.0a does not sign multipart bodies (RFC 5849 section 3.4.1.3.1), so the
 * signer leaves it alone.
 */
export function multipartBody(parts: MultipartPart[]): { body: Buffer; contentType: string } {
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
	return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Quotes and line breaks cannot appear inside a quoted header value: percent-encode them. */
const quoted = (value: string) =>
	value.replace(/["\r\n]/g, (character) => encodeURIComponent(character));
