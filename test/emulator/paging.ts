import { adsError, problem } from './errors';
import type { Query, Reply } from './types';

/**
 * Paging as the platform does it. Tokens are opaque to clients; here they carry the offset of
 * the next record, so any page can be asked for again, padded to exactly the 16 characters
 * the reference gives core pagination tokens (for offsets below 100,000).
 */
const encodeToken = (offset: number): string =>
	Buffer.from(`offset:${String(offset).padStart(5, '0')}`).toString('base64url');

function decodeToken(token: string | undefined): number | undefined {
	if (token === undefined) return 0;
	const match = /^offset:(\d+)$/.exec(Buffer.from(token, 'base64url').toString());
	return match ? Number(match[1]) : undefined;
}

const single = (value: string | string[] | undefined): string | undefined =>
	Array.isArray(value) ? value[0] : value;

export interface PageRules {
	min: number;
	max: number;
	/** The page size when the client names none. */
	default: number;
}

/** A core v2 list: `max_results`, `pagination_token`, answered `{data, meta: {result_count, next_token}}`. */
export function corePage<T>(
	records: T[],
	query: Query,
	rules: PageRules,
	extra: Record<string, unknown> = {},
): Reply {
	const size = query.max_results === undefined ? rules.default : Number(single(query.max_results));
	if (!Number.isInteger(size) || size < rules.min || size > rules.max) {
		return problem(
			400,
			'invalid-request',
			'Invalid Request',
			`max_results must be between ${rules.min} and ${rules.max}`,
			{ parameter: 'max_results' },
		);
	}
	const offset = decodeToken(single(query.pagination_token));
	if (offset === undefined)
		return problem(400, 'invalid-request', 'Invalid Request', 'pagination_token is not valid', {
			parameter: 'pagination_token',
		});
	const data = records.slice(offset, offset + size);
	const meta: Record<string, unknown> = { result_count: data.length };
	if (offset + size < records.length) meta.next_token = encodeToken(offset + size);
	return { body: data.length > 0 ? { data, ...extra, meta } : { meta } };
}

/** An ads v12 list: `count`, `cursor`, answered `{data, request: {params}, next_cursor[, total_count]}`. */
export function adsPage<T>(records: T[], query: Query, rules: PageRules): Reply {
	const params: Record<string, unknown> = { ...query };
	const size = query.count === undefined ? rules.default : Number(single(query.count));
	if (!Number.isInteger(size) || size < rules.min || size > rules.max) {
		return adsError(
			400,
			'INVALID_PARAMETER',
			`Expected an integer between ${rules.min} and ${rules.max} for count`,
			{
				parameter: 'count',
				value: query.count,
				details: `count must be from ${rules.min} to ${rules.max}`,
			},
			params,
		);
	}
	const withTotal = single(query.with_total_count) === 'true';
	if (withTotal && query.cursor !== undefined) {
		return adsError(
			400,
			'INVALID_PARAMETER',
			'with_total_count cannot be used with cursor',
			{ parameter: 'with_total_count', details: 'with_total_count and cursor are exclusive' },
			params,
		);
	}
	const offset = decodeToken(single(query.cursor));
	if (offset === undefined)
		return adsError(
			400,
			'INVALID_PARAMETER',
			'cursor is not valid',
			{ parameter: 'cursor', value: query.cursor, details: 'unknown cursor' },
			params,
		);
	const body: Record<string, unknown> = {
		data: records.slice(offset, offset + size),
		request: { params },
		next_cursor: offset + size < records.length ? encodeToken(offset + size) : null,
	};
	if (withTotal) body.total_count = records.length;
	return { body };
}
