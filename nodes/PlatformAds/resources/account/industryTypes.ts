/** Account industry_type values (document 2, "Account"). */
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

