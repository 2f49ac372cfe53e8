import { adsRoute, envelope, firstProblem, unknownParameters } from '../adsRules';
import { adsPage } from '../paging';
import type { Route } from '../types';

/** An IAB content category: a top-level one (IAB1) or a child (IAB1-1). */
export interface IabCategory {
	id: string;
	parent_id: string | null;
	name: string;
}

/** Top-level categories and their children, as the IAB taxonomy names them. */
const TAXONOMY: Array<[string, string[]]> = [
	[
		'Arts & Entertainment',
		[
			'Books & Literature',
			'Celebrity Fan/Gossip',
			'Fine Art',
			'Humor',
			'Movies',
			'Music',
			'Television',
		],
	],
	[
		'Automotive',
		['Auto Parts', 'Auto Repair', 'Buying/Selling Cars', 'Car Culture', 'Electric Vehicle'],
	],
	[
		'Business',
		['Advertising', 'Agriculture', 'Biotech/Biomedical', 'Business Software', 'Construction'],
	],
	['Careers', ['Career Planning', 'College', 'Financial Aid', 'Job Fairs', 'Job Search']],
	['Education', ['7-12 Education', 'Adult Education', 'Art History', 'College Administration']],
	[
		'Family & Parenting',
		['Adoption', 'Babies & Toddlers', 'Daycare/Pre School', 'Family Internet'],
	],
];

/** 6 top-level categories and 30 children: IAB1, IAB1-1 ... */
export const IAB_CATEGORIES: IabCategory[] = TAXONOMY.flatMap(([name, children], top) => [
	{ id: `IAB${top + 1}`, parent_id: null, name },
	...children.map((child, n) => ({
		id: `IAB${top + 1}-${n + 1}`,
		parent_id: `IAB${top + 1}`,
		name: child,
	})),
]);

/** Content categories and the IAB codes that make each up. */
export const CONTENT_CATEGORIES = [
	['Entertainment', ['IAB1', 'IAB1-5', 'IAB1-6', 'IAB1-7'], 1200, 48000],
	['Automotive', ['IAB2', 'IAB2-4', 'IAB2-5'], 310, 9100],
	['Business & Finance', ['IAB3', 'IAB3-1', 'IAB3-4'], 450, 12000],
	['Careers & Education', ['IAB4', 'IAB5'], 90, 2100],
	['Family', ['IAB6', 'IAB6-2'], 150, 5300],
].map(([name, codes, publishers, videos], n) => ({
	id: `cc${n + 1}`,
	name,
	iab_categories: codes,
	publishers_in_last_thirty_days: publishers,
	videos_monetized_in_last_thirty_days: videos,
}));

/** IAB categories (paged) and content categories (no parameters). */
export const routes: Route[] = [
	adsRoute(
		'GET',
		'/12/iab_categories',
		({ query }) =>
			unknownParameters(query, ['count', 'cursor', 'with_total_count']) ??
			adsPage(IAB_CATEGORIES, query, { min: 1, max: 1000, default: 200 }),
	),
	adsRoute('GET', '/12/content_categories', ({ query }) => {
		const problem = firstProblem(unknownParameters(query, []));
		if (problem) return problem;
		const reply = envelope(CONTENT_CATEGORIES, query);
		return { body: { ...(reply.body as object), total_count: CONTENT_CATEGORIES.length } };
	}),
];
