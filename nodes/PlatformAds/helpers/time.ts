/**
 * Times of the ads interface are ISO 8601. n8n's date picker gives local-looking text without a
 * zone ("2026-11-20T10:00:00"); such a time is taken as UTC, and every time is sent in UTC
 * without milliseconds (2026-11-20T10:00:00Z), so what is checked is what is sent.
 */
export function isoUtc(value: unknown): string | undefined {
	const text = String(value).trim();
	if (!/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/i.test(text)) return undefined;
	const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(text) && text.length > 10;
	const date = new Date(hasZone ? text : `${text.replace(' ', 'T')}${text.length === 10 ? 'T00:00:00' : ''}Z`);
	if (Number.isNaN(date.getTime())) return undefined;
	return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Rule text for a value that is not a time. */
export const NOT_A_TIME = 'must be an ISO 8601 time such as 2026-11-20T10:00:00Z';
