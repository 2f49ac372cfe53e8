import type { Reply } from './types';

/**
 * Answer variants (`emulator.injectFault({..., variant})`): the same 2xx answer in each shape the
 * platform documents or may send, so a test can run an operation against all of them.
 * - flat: a `data` object's fields at the top level, without `data` (POST /2/webhooks);
 * - listForObject / objectForList: `data` as a one-record list, or a list's first record alone;
 * - partialErrors: `errors` next to `data` (some ids not found);
 * - empty: no body at all (a 204 for a DELETE);
 * - unexpectedJson: valid JSON of a shape no endpoint documents.
 */
export const ANSWER_VARIANTS = [
	'flat',
	'listForObject',
	'objectForList',
	'partialErrors',
	'empty',
	'unexpectedJson',
] as const;
export type AnswerVariant = (typeof ANSWER_VARIANTS)[number];

/** The id a partial error names as not found. */
export const MISSING_ID = '1599999999999999999';

type Body = Record<string, unknown>;
const isObject = (value: unknown): value is Body =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/** The reply reshaped to the variant; answers that are not 2xx JSON objects are left alone. */
export function answerVariant(reply: Reply, variant: AnswerVariant, method: string): Reply {
	const status = reply.status ?? 200;
	if (status < 200 || status >= 300) return reply;
	if (variant === 'empty') return { status: method === 'DELETE' ? 204 : status, text: '' };
	if (variant === 'unexpectedJson')
		return { status, body: { unexpected: { shape: [1, 'two', null] } } };
	const body = reply.body;
	if (!isObject(body)) return reply;
	return { ...reply, body: reshape(body, variant) };
}

function reshape(body: Body, variant: Exclude<AnswerVariant, 'empty' | 'unexpectedJson'>): Body {
	const { data, ...rest } = body;
	switch (variant) {
		case 'flat':
			return isObject(data) ? { ...rest, ...data } : body;
		case 'listForObject':
			return isObject(data) ? { ...body, data: [data] } : body;
		case 'objectForList':
			return Array.isArray(data) ? { ...body, data: data[0] ?? {} } : body;
		case 'partialErrors':
			return {
				...body,
				errors: [
					{
						value: MISSING_ID,
						detail: `Could not find the record with id: [${MISSING_ID}].`,
						title: 'Not Found Error',
						resource_type: 'record',
						parameter: 'ids',
						resource_id: MISSING_ID,
						type: 'https://api.platform.invalid/2/problems/resource-not-found',
					},
				],
			};
	}
}
