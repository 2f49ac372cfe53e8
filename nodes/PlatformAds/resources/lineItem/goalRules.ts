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
