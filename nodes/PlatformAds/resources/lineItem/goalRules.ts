import type { IDataObject } from 'n8n-workflow';

/** The pay_by values each goal supports (the others are refused by the platform). */
const PAY_BY_OF_GOAL: Record<string, readonly string[]> = {
	APP_INSTALLS: ['APP_CLICK', 'IMPRESSION'],
	LINK_CLICKS: ['LINK_CLICK', 'IMPRESSION'],
	SITE_VISITS: ['IMPRESSION'],
};

/**
 * What is wrong with the goal, pay_by and bid_strategy of one update, when it sets them together:
 * a goal paid by a unit it does not support, or LINK_CLICKS paid by IMPRESSION with the TARGET
 * bid strategy. Returns [field, problem], or undefined when they agree (or are not all given).
 */
export function goalPayByProblem(
	fields: IDataObject,
): [field: string, problem: string] | undefined {
	const goal = typeof fields.goal === 'string' ? fields.goal : undefined;
	const payBy = typeof fields.pay_by === 'string' ? fields.pay_by : undefined;
	if (!goal || !payBy) return undefined;
	const supported = PAY_BY_OF_GOAL[goal];
	if (supported && !supported.includes(payBy)) {
		return ['Pay By', `must be ${supported.join(' or ')} with Goal ${goal}, got ${payBy}`];
	}
	if (goal === 'LINK_CLICKS' && payBy === 'IMPRESSION' && fields.bid_strategy === 'TARGET') {
		return [
			'Bid Strategy',
			'cannot be TARGET with Goal LINK_CLICKS paid by IMPRESSION: choose AUTO or MAX, or Pay By LINK_CLICK',
		];
	}
	return undefined;
}

/** Goals that belong to some objectives only. */
const OBJECTIVES_OF_GOAL: Record<string, readonly string[]> = {
	APP_PURCHASES: ['APP_INSTALLS'],
	APP_CLICKS: ['APP_INSTALLS', 'APP_ENGAGEMENTS'],
	APP_INSTALLS: ['APP_INSTALLS', 'APP_ENGAGEMENTS'],
	SITE_VISITS: ['WEBSITE_CLICKS'],
};
const FREQUENCY_CAP_OBJECTIVES = ['REACH', 'ENGAGEMENTS', 'VIDEO_VIEWS', 'PREROLL_VIEWS'];
const APP_OBJECTIVES = ['APP_INSTALLS', 'APP_ENGAGEMENTS'];

/**
 * What is wrong with the values of a new line item given its objective and placements: goals,
 * bid strategies and frequency caps the objective does not take, missing app store identifiers,
 * categories or conversion tag, and placements the platform refuses. [field, problem] or undefined.
 */
export function objectiveProblem(
	objective: string,
	placements: readonly string[],
	fields: IDataObject,
): [field: string, problem: string] | undefined {
	const goal = typeof fields.goal === 'string' ? fields.goal : '';
	const allowed = OBJECTIVES_OF_GOAL[goal];
	if (allowed && !allowed.includes(objective))
		return ['Goal', `${goal} is only for objective ${allowed.join(' or ')}, not ${objective}`];
	if (fields.bid_strategy === 'MAX' && ['REACH', 'FOLLOWERS'].includes(objective))
		return ['Bid Strategy', `cannot be MAX with objective ${objective}`];
	if (fields.bid_strategy === 'TARGET' && !['REACH', 'WEBSITE_CLICKS'].includes(objective))
		return [
			'Bid Strategy',
			`can be TARGET only with objective REACH or WEBSITE_CLICKS, not ${objective}`,
		];
	if (fields.frequency_cap !== undefined && !FREQUENCY_CAP_OBJECTIVES.includes(objective))
		return ['Frequency Cap', `is only for objectives ${FREQUENCY_CAP_OBJECTIVES.join(', ')}`];
	if (
		APP_OBJECTIVES.includes(objective) &&
		!fields.android_app_store_identifier &&
		!fields.ios_app_store_identifier
	)
		return [
			'Android App Store Identifier',
			`or the iOS App Store Identifier is required with objective ${objective}`,
		];
	if (objective === 'PREROLL_VIEWS' && !fields.categories)
		return ['Categories', 'are required with objective PREROLL_VIEWS'];
	if (goal === 'WEBSITE_CONVERSIONS' && !fields.primary_web_event_tag)
		return ['Primary Web Event Tag', 'is required with Goal WEBSITE_CONVERSIONS'];
	if (placements.length === 1 && placements[0] === 'PLATFORM_PROFILE')
		return ['Placements', 'cannot be PLATFORM_PROFILE alone'];
	if (
		objective === 'REACH' &&
		!placements.some((one) => ['ALL_ON_PLATFORM', 'PLATFORM_TIMELINE'].includes(one))
	)
		return [
			'Placements',
			'must include PLATFORM_TIMELINE (or ALL_ON_PLATFORM) with objective REACH',
		];
	return undefined;
}
