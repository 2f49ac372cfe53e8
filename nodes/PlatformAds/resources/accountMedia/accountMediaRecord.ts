import { rules, type FieldCheck } from '../../../shared/validation';

export const RECORD = 'accountMediaId';
export const COLLECTION = '/account_media';

/** creative_type values. */
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

/** The record Get and Delete work on, by its id. */
export const ACCOUNT_MEDIA: FieldCheck = {
	parameter: RECORD,
	field: 'Account Media',
	rules: [rules.adsId],
};
