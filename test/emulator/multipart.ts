import { createHash } from 'node:crypto';

/**
 * multipart/form-data as the platform reads it (media upload). Parts are cut from the raw bytes,
 * never from a decoded string, so a file arrives byte for byte.
 */
export interface MultipartPart {
	name: string;
	filename?: string;
	contentType?: string;
	data: Buffer;
}

/** The boundary named by a multipart Content-Type header, or undefined for any other body. */
export function multipartBoundary(contentType: string): string | undefined {
	if (!/^multipart\/form-data\b/i.test(contentType)) return undefined;
	const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
	return match?.[1] ?? match?.[2];
}

/** The parts of a multipart body; undefined when the body is not well formed. */
export function parseMultipart(body: Buffer, boundary: string): MultipartPart[] | undefined {
	const delimiter = Buffer.from(`--${boundary}`);
	const parts: MultipartPart[] = [];
	let position = body.indexOf(delimiter);
	if (position !== 0) return undefined;
	for (;;) {
		position += delimiter.length;
		if (body.subarray(position, position + 2).toString() === '--') return parts;
		if (body.subarray(position, position + 2).toString() !== '\r\n') return undefined;
		const headerEnd = body.indexOf('\r\n\r\n', position + 2);
		if (headerEnd === -1) return undefined;
		const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headerEnd + 4);
		if (next === -1) return undefined;
		const headers = parseHeaders(body.subarray(position + 2, headerEnd).toString('utf8'));
		const disposition = headers['content-disposition'] ?? '';
		const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
		if (name === undefined) return undefined;
		parts.push({
			name,
			filename: /\bfilename="([^"]*)"/i.exec(disposition)?.[1],
			contentType: headers['content-type'],
			data: body.subarray(headerEnd + 4, next),
		});
		position = next + 2;
	}
}

function parseHeaders(text: string): Record<string, string> {
	const headers: Record<string, string> = {};
	for (const line of text.split('\r\n')) {
		const colon = line.indexOf(':');
		if (colon > 0)
			headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
	}
	return headers;
}

/**
 * What the request log shows of a multipart body: text fields as strings, files as their name,
 * type, size and SHA-256 (tests compare them with what they uploaded).
 */
export function summarizeParts(parts: MultipartPart[]): Record<string, unknown> {
	const summary: Record<string, unknown> = {};
	for (const part of parts) {
		summary[part.name] =
			part.filename === undefined
				? part.data.toString('utf8')
				: {
						filename: part.filename,
						contentType: part.contentType,
						size: part.data.length,
						sha256: createHash('sha256').update(part.data).digest('hex'),
					};
	}
	return summary;
}
