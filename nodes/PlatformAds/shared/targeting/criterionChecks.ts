import { ADS_ID } from '../../../shared/patterns';
import {
	AGE_BUCKETS,
	BATCH_ONLY_TYPES,
	ENGAGEMENT_VALUES,
	EXCLUDE_ONLY_TYPES,
	KEYWORD_TYPES,
	OPERATORS,
	TARGETING_TYPES,
} from './targetingTypes';

/**
 * The rules of targeting criteria that can be checked from what is sent: one criterion alone,
 * and the criteria of one line item gathered into one batch request. Each problem names the field
 * as the panel shows it.
 */

export interface CriterionInput {
	/** Absent for an audience estimate, which names no line item. */
	lineItemId?: string;
	type: string;
	value: string;
	operator: string;
	/** The Targeting Value's mode (list, id, keyword), where the value was typed or picked. */
	valueMode?: string;
}

/** The Targeting Value mode made for the keyword types. */
export const KEYWORD_MODE = 'keyword';

export interface CriterionIssue {
	field: string;
	problem: string;
}

/** Where the value of a type is typed or chosen, by the panel's names. */
export const valueField = (type: string): string =>
	({ AGE: 'Age Bucket', GENDER: 'Gender', ENGAGEMENT_TYPE: 'Engagement' })[type] ??
	'Targeting Value';

const issue = (field: string, problem: string): CriterionIssue => ({ field, problem });
const OPERATOR_VALUES = Object.values(OPERATORS);

/** The first rule one criterion breaks on its own, or undefined. */
export function criterionIssue(
	criterion: CriterionInput,
	{ batch }: { batch: boolean },
): CriterionIssue | undefined {
	const { type, value, operator } = criterion;
	const { lineItemId } = criterion;
	if (lineItemId !== undefined && !lineItemId) return issue('Line Item', 'is required');
	if (lineItemId !== undefined && !ADS_ID.test(lineItemId))
		return issue(
			'Line Item',
			`must be an ID of letters and digits, got "${lineItemId.slice(0, 40)}"`,
		);
	if (!type) return issue('Targeting Type', 'is required');
	if (!(TARGETING_TYPES as readonly string[]).includes(type))
		return issue(
			'Targeting Type',
			`must be one of the platform's targeting types, got "${type.slice(0, 40)}"`,
		);
	if (!batch && BATCH_ONLY_TYPES.includes(type))
		return issue('Targeting Type', `${type} can only be set with Create Many (the batch endpoint)`);
	if (!value) return issue(valueField(type), 'is required');
	if (criterion.valueMode === KEYWORD_MODE && !KEYWORD_TYPES.includes(type))
		return issue(
			'Targeting Value',
			`is in the Keyword mode, which is for the keyword types (${KEYWORD_TYPES.join(', ')}): for ${type} choose From List or By ID`,
		);
	if (!OPERATOR_VALUES.includes(operator))
		return issue(
			'Operator',
			`must be one of ${OPERATOR_VALUES.join(', ')}, got "${operator.slice(0, 40)}"`,
		);
	const ranged = type === 'NETWORK_ACTIVATION_DURATION';
	if (ranged && !['GTE', 'LT'].includes(operator))
		return issue(
			'Operator',
			'must be At Least (GTE) or Less Than (LT) for NETWORK_ACTIVATION_DURATION',
		);
	if (!ranged && ['GTE', 'LT'].includes(operator))
		return issue(
			'Operator',
			`At Least and Less Than go only with NETWORK_ACTIVATION_DURATION, not ${type}`,
		);
	if (EXCLUDE_ONLY_TYPES.includes(type) && operator !== 'NE')
		return issue('Operator', `must be Exclude (NE): ${type} only excludes`);
	if (type === 'AGE' && !AGE_BUCKETS.includes(value))
		return issue(
			'Age Bucket',
			`must be one of ${AGE_BUCKETS.join(', ')}, got "${value.slice(0, 40)}"`,
		);
	if (type === 'GENDER' && !['1', '2'].includes(value))
		return issue('Gender', `must be 1 (male) or 2 (female), got "${value.slice(0, 40)}"`);
	if (type === 'ENGAGEMENT_TYPE' && !ENGAGEMENT_VALUES.includes(value))
		return issue(
			'Engagement',
			`must be one of ${ENGAGEMENT_VALUES.join(', ')}, got "${value.slice(0, 40)}"`,
		);
	return undefined;
}

/** How many criteria of a kind one request may add to a line item. */
const LIMITS: Array<{ types: string[]; max: number; what: string }> = [
	{ types: ['AGE'], max: 1, what: 'one age bucket' },
	{ types: ['EVENT'], max: 1, what: 'one event' },
	{ types: ['INTEREST'], max: 100, what: '100 interests' },
	{ types: ['SIMILAR_TO_FOLLOWERS_OF_USER'], max: 100, what: '100 similar-to-followers users' },
	{ types: ['LOCATION'], max: 2000, what: '2,000 locations' },
	{ types: KEYWORD_TYPES, max: 1000, what: '1,000 keywords' },
];

/**
 * The rules across the criteria of one batch request, per line item, each reported on the item
 * that breaks it (its position in `criteria`): too many of a kind, a TV show before the line
 * item's first location of the request, ENGAGEMENT_TYPE without a CAMPAIGN_ENGAGEMENT or
 * USER_ENGAGEMENT for the same line item in the request.
 */
export function batchIssues(criteria: CriterionInput[]): Map<number, CriterionIssue> {
	const found = new Map<number, CriterionIssue>();
	const counts = new Map<string, number>();
	const located = new Set<string>();
	criteria.forEach((criterion, index) => {
		const { type } = criterion;
		const lineItemId = String(criterion.lineItemId);
		if (type === 'LOCATION') located.add(lineItemId);
		const limit = LIMITS.find((candidate) => candidate.types.includes(type));
		if (limit) {
			const key = `${lineItemId}:${limit.what}`;
			const count = (counts.get(key) ?? 0) + 1;
			counts.set(key, count);
			if (count > limit.max && !found.has(index))
				found.set(
					index,
					issue(
						'Targeting Type',
						`is one too many: line item ${lineItemId} takes at most ${limit.what}`,
					),
				);
		}
		const laterLocation = criteria
			.slice(index + 1)
			.some((later) => later.lineItemId === lineItemId && later.type === 'LOCATION');
		if (type === 'TV_SHOW' && !located.has(lineItemId) && laterLocation && !found.has(index))
			found.set(
				index,
				issue(
					'Targeting Type',
					`is a TV show placed before the first location of line item ${lineItemId}: the line item needs its location first, so put the location items before the TV show`,
				),
			);
	});
	const paired = new Set(
		criteria
			.filter((criterion) => ['CAMPAIGN_ENGAGEMENT', 'USER_ENGAGEMENT'].includes(criterion.type))
			.map((criterion) => criterion.lineItemId),
	);
	criteria.forEach((criterion, index) => {
		if (
			criterion.type === 'ENGAGEMENT_TYPE' &&
			!paired.has(criterion.lineItemId) &&
			!found.has(index)
		)
			found.set(
				index,
				issue(
					'Targeting Type',
					`ENGAGEMENT_TYPE needs a CAMPAIGN_ENGAGEMENT or USER_ENGAGEMENT criterion for line item ${criterion.lineItemId} in the same run`,
				),
			);
	});
	return found;
}
