import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { rules, type FieldCheck } from '../../../shared/validation';
import { CUSTOM_AUDIENCE_PARAMETER } from '../../shared/customAudienceLocator';
import { explainStatus } from '../../shared/explainStatus';
import type { RoutingExtensions } from '../../../shared/routing/policyRouting';

export const COLLECTION = '/custom_audiences';
/** The record Get, Update and Delete work on, by its id. */
export const CUSTOM_AUDIENCE: FieldCheck = {
	parameter: CUSTOM_AUDIENCE_PARAMETER,
	field: 'Custom Audience',
	rules: [rules.adsId],
};
/** Name and Description travel as query parameters, under these names. */
export const NAME_RULES = [rules.chars(1, 255)];

/** Why an audience cannot be targeted yet, as a marketer reads it. */
const REASONS: Record<string, string> = {
	PROCESSING:
		'the platform is still matching its users (uploads are applied every 6 to 8 hours, and the size is counted a few hours later)',
	TOO_SMALL:
		'fewer than 100 of its users were active in the last 90 days: add users, then check again after the next update',
};

/** A record with `not_targetable_because` added when the platform says it cannot be targeted. */
export function explainTargetable(record: IDataObject): IDataObject {
	if (record.targetable !== false) return record;
	const reasons = Array.isArray(record.reasons_not_targetable)
		? (record.reasons_not_targetable as string[])
		: [];
	const words = reasons.map((reason) => REASONS[reason] ?? reason);
	return {
		...record,
		not_targetable_because: words.length
			? `Not usable in targeting yet: ${words.join('; ')}`
			: 'Not usable in targeting (the platform gives no reason)',
	};
}

/** A 404 of one custom audience explained: why it is not found (the hook's `explainErrors`). */
export const notFound = (why: string): RoutingExtensions => ({
	explainErrors: [explainStatus(404, `The custom audience was not found: ${why}`)],
});

/**
 * Every custom audience record of the items explained (the hook's `readItems`; Output: Full
 * Response stays as the platform sent it).
 */
export const withTargetableExplained = (items: INodeExecutionData[]): INodeExecutionData[] =>
	items.map((item) =>
		'targetable' in item.json ? { ...item, json: explainTargetable(item.json) } : item,
	);
