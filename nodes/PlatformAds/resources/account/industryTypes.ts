/** Account industry_type values. */
export const INDUSTRY_TYPES = [
	'AGENCY',
	'BUSINESS_TO_BUSINESS',
	'ONLINE_SERVICES',
	'EDUCATION',
	'FINANCIAL',
	'HEALTH',
	'GOVERNMENT',
	'MEDIA',
	'MOBILE',
	'RESTAURANT',
	'RETAIL',
	'TECHNOLOGY',
	'TRAVEL',
	'OTHER',
] as const;
