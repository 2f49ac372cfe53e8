import { adsRoute } from '../adsRules';
import { adsError } from '../errors';
import { OPERATORS, TARGETING_TYPES } from '../targetingCriteriaRules';
import type { Reply, Route } from '../types';
import { withAccount } from './adsAccounts';

/**
 * The "primary" types: followers, custom audiences, interests, keywords and TV. The node has its
 * own list: the emulator imports no node code, so a wrong one fails its test.
 */
export const PRIMARY_TYPES = [
	'FOLLOWERS_OF_USER',
	'SIMILAR_TO_FOLLOWERS_OF_USER',
	'CUSTOM_AUDIENCE',
	'CUSTOM_AUDIENCE_EXPANDED',
	'INTEREST',
	'BROAD_KEYWORD',
	'EXACT_KEYWORD',
	'PHRASE_KEYWORD',
	'UNORDERED_KEYWORD',
	'TV_SHOW',
	'LIVE_TV_EVENT',
];

const refused = (code: string, parameter: string, message: string): Reply =>
	adsError(400, code, message, { parameter, details: message }, { targeting_criteria: null });

/** Why the body is not an estimate request the platform takes, or undefined. */
function bodyProblem(body: unknown): Reply | undefined {
	if (typeof body !== 'object' || body === null || Array.isArray(body))
		return refused('INVALID_PARAMETER', 'targeting_criteria', 'The body must be a JSON object');
	const unknown = Object.keys(body).find((name) => name !== 'targeting_criteria');
	if (unknown) return refused('INVALID_PARAMETER', unknown, `Unexpected parameter ${unknown}`);
	const criteria = (body as { targeting_criteria?: unknown }).targeting_criteria;
	if (!Array.isArray(criteria) || criteria.length === 0)
		return refused('MISSING_PARAMETER', 'targeting_criteria', 'targeting_criteria is required');
	for (const [index, criterion] of criteria.entries()) {
		const {
			targeting_type: type,
			targeting_value: value,
			operator_type: operator,
			...rest
		} = (criterion ?? {}) as Record<string, unknown>;
		const where = `targeting_criteria[${index}]`;
		const extra = Object.keys(rest)[0];
		if (extra)
			return refused('INVALID_PARAMETER', `${where}.${extra}`, `Unexpected parameter ${extra}`);
		if (!TARGETING_TYPES.includes(String(type)))
			return refused(
				'UNKNOWN_CRITERIA_TYPE',
				`${where}.targeting_type`,
				`Unknown targeting_type ${String(type)}`,
			);
		if (typeof value !== 'string' || value === '')
			return refused(
				'MISSING_PARAMETER',
				`${where}.targeting_value`,
				'targeting_value is required',
			);
		if (operator !== undefined && !['EQ', 'NE'].includes(String(operator)))
			return refused(
				'INVALID_PARAMETER',
				`${where}.operator_type`,
				`operator_type must be EQ or NE here (of ${OPERATORS.join(', ')})`,
			);
	}
	if (!criteria.some((criterion) => PRIMARY_TYPES.includes(String(criterion.targeting_type))))
		return refused(
			'INVALID_PARAMETER',
			'targeting_criteria',
			'At least one primary criterion (followers, custom audience, interest, keyword or TV) is required',
		);
	return undefined;
}

/** POST audience_estimate: a made-up but steady range, narrower with each criterion. */
export const routes: Route[] = [
	adsRoute(
		'POST',
		'/12/accounts/:account_id/audience_estimate',
		withAccount(({ body, query }) => {
			if (Object.keys(query).length)
				return refused(
					'INVALID_PARAMETER',
					Object.keys(query)[0],
					'Parameters go in the JSON body',
				);
			const problem = bodyProblem(body);
			if (problem) return problem;
			const count = (body as { targeting_criteria: unknown[] }).targeting_criteria.length;
			const min = Math.round(40_000_000 / count);
			return {
				body: {
					data: { audience_size: { min, max: Math.round(min * 1.2) } },
					request: { params: { targeting_criteria: null } },
				},
			};
		}),
	),
];
