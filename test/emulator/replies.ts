import type { Reply } from './types';

/** A form-encoded answer, as the OAuth 1.0a endpoints give. */
export const formReply = (values: Record<string, string>): Reply => ({
	headers: { 'content-type': 'application/x-www-form-urlencoded' },
	text: new URLSearchParams(values).toString(),
});

/**
 * A 302 to `target` with `values` appended to its query. The target's own query is kept byte
 * for byte (n8n puts an encoded state there), so the values are appended as text, not re-parsed.
 */
export function redirectWith(target: string, values: Record<string, string>): Reply {
	const hash = target.indexOf('#');
	const [base, fragment] = hash === -1 ? [target, ''] : [target.slice(0, hash), target.slice(hash)];
	const separator = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&';
	return {
		status: 302,
		headers: { location: `${base}${separator}${new URLSearchParams(values)}${fragment}` },
		text: '',
	};
}

/** A small HTML page (the out-of-band PIN page). */
export const htmlReply = (html: string): Reply => ({
	headers: { 'content-type': 'text/html; charset=utf-8' },
	text: `<!doctype html><html><body>${html}</body></html>`,
});

/** A single ads record (or array of them) in the envelope: `{data, request: {params}}`. */
export const adsReply = (
	data: unknown,
	params: Record<string, unknown> = {},
	status = 200,
): Reply => ({
	status,
	body: { data, request: { params } },
});
