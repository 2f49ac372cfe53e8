import type { ICredentialType, IHttpRequestOptions } from 'n8n-workflow';

import { resolveExpression } from './expressions';

/** n8n's full response shape (returnFullResponse). */
export interface SentResponse {
	statusCode: number;
	headers: Record<string, string>;
	body: unknown;
}

/**
 * Sends n8n request options over real HTTP the way n8n-core does for these tests: baseURL and
 * url joined, qs appended, JSON or string bodies, and, unless `ignoreHttpStatusErrors`, a thrown
 * error carrying `response: {status, headers, data}` like the HTTP client n8n uses.
 */
export async function sendLikeN8n(options: IHttpRequestOptions): Promise<SentResponse> {
	const url = new URL(
		options.baseURL && !/^https?:\/\//.test(options.url)
			? `${options.baseURL.replace(/\/+$/, '')}/${options.url.replace(/^\/+/, '')}`
			: options.url,
	);
	for (const [name, value] of Object.entries(options.qs ?? {})) {
		for (const item of Array.isArray(value) ? value : [value]) {
			if (item !== undefined) url.searchParams.append(name, String(item));
		}
	}
	const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
	let body: string | undefined;
	if (typeof options.body === 'string') body = options.body;
	else if (options.body !== undefined && Object.keys(options.body as object).length > 0) {
		body = JSON.stringify(options.body);
		headers['content-type'] ??= 'application/json';
	}
	const response = await fetch(url, { method: options.method ?? 'GET', headers, body });
	const text = await response.text();
	let parsed: unknown = text;
	try {
		parsed = text ? JSON.parse(text) : undefined;
	} catch {
		// a form-encoded or plain answer stays text
	}
	const result = {
		statusCode: response.status,
		headers: Object.fromEntries(response.headers),
		body: parsed,
	};
	if (response.status >= 400 && !options.ignoreHttpStatusErrors) {
		throw Object.assign(new Error(`Request failed with status code ${response.status}`), {
			response: { status: response.status, headers: result.headers, data: parsed },
		});
	}
	return result;
}

/** Applies a credential's authenticate (a function or n8n's generic header form). */
export async function authenticateLikeN8n(
	credential: ICredentialType,
	data: Record<string, unknown>,
	options: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const authenticate = credential.authenticate;
	if (typeof authenticate === 'function') return await authenticate(data as never, options);
	if (!authenticate) return options;
	const headers = { ...(options.headers as Record<string, string>) };
	for (const [name, value] of Object.entries(authenticate.properties.headers ?? {})) {
		headers[name] = String(resolveExpression(value, data));
	}
	return { ...options, headers };
}
