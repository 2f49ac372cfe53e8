import { ACCOUNT_PARAMETER, accountPath } from '../../descriptions/accountLocator';
import { idSegment } from '../../descriptions/locators';
import { adsRouting, requireIds, type AdsRequest } from '../../helpers/adsRouting';

export const RESOURCE = 'accountMedia';
export const RECORD = 'accountMediaId';
export const COLLECTION = '/account_media';
export const show = (...operation: string[]) => ({ resource: [RESOURCE], operation });
export const account = { parameter: ACCOUNT_PARAMETER, field: 'Account' };

/** creative_type values (document 3, "Account media"). */
export const CREATIVE_TYPES = [
	'BANNER',
	'BANNER_TABLET',
	'INTERSTITIAL',
	'INTERSTITIAL_LANDSCAPE',
	'INTERSTITIAL_LANDSCAPE_TABLET',
	'INTERSTITIAL_TABLET',
	'MEDIUM_RECTANGLE',
	'PREROLL',
	'VAST_PREROLL',
] as const;

/** Routing of an operation on one account media record. */
export const one = (method: AdsRequest['method']) =>
	adsRouting(
		{ method, url: accountPath(`${COLLECTION}/${idSegment(RECORD)}`) },
		{ preSend: [requireIds(account, { parameter: RECORD, field: 'Account Media' })] },
	);
