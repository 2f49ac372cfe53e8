import { invalid, single } from './adsRules';
import type { Query, Reply } from './types';

/** The 20 conversion types of mobile app conversion tracking (conversion events, app event tags). */
export const CONVERSION_TYPES = [
	'PURCHASE',
	'SIGN_UP',
	'INSTALL',
	'RE_ENGAGE',
	'UPDATE',
	'TUTORIAL_COMPLETE',
	'RESERVATION',
	'ADD_TO_CART',
	'ADD_TO_WISHLIST',
	'LOGIN',
	'CHECKOUT_INITIATED',
	'SEARCH',
	'LEVEL_ACHIEVED',
	'ACHIEVEMENT_UNLOCKED',
	'CONTENT_VIEW',
	'SHARE',
	'INVITE',
	'ADDED_PAYMENT_INFO',
	'SPENT_CREDITS',
	'RATED',
];

export const OS_TYPES = ['IOS', 'ANDROID'];

/** Post-engagement (click) windows in days, and post-view ones (0: none). */
export const CLICK_WINDOWS = ['1', '7', '14', '30'];
export const VIEW_WINDOWS = ['0', '1', '7', '14', '30'];

/** What the mobile conversion endpoints take as a time: UTC, three fraction digits, Z. */
const MILLISECOND_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The refusal of a time parameter not written as 2022-02-18T01:14:00.603Z (absent passes). */
export function millisecondTime(query: Query, parameter: string): Reply | undefined {
	const value = single(query[parameter]);
	if (value === undefined) return undefined;
	return MILLISECOND_UTC.test(value) && !Number.isNaN(Date.parse(value))
		? undefined
		: invalid(
				query,
				parameter,
				`Expected Time in yyyy-MM-ddTHH:mm:ss.SSSZ, got "${value}" for ${parameter}`,
			);
}

/** The refusal of a view window longer than the click window (defaults 14 and 1 when absent). */
export function windowOrder(
	query: Query,
	click: string,
	view: string,
	defaults: [number, number],
): Reply | undefined {
	const clickDays = Number(single(query[click]) ?? defaults[0]);
	const viewDays = Number(single(query[view]) ?? defaults[1]);
	return viewDays > clickDays
		? invalid(query, view, `${view} must be at most ${click}`)
		: undefined;
}
