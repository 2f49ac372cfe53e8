import { checkId, checked, intBetween, listOf, notFound, requiredText } from '../requestChecks';
import type { EmulatorState } from '../state';
import type { Route } from '../types';

/** A news story. */
export interface NewsRecord {
	id: string;
	name: string;
	summary: string;
	hook: string;
	category: string;
	disclaimer: string;
	keywords: string[];
	contexts: Record<string, unknown>;
	updated_at: string;
	cluster_posts_results: Array<{ post_id: string }>;
}

/** news.fields values. */
const NEWS_FIELDS = [
	'category',
	'cluster_posts_results',
	'contexts',
	'disclaimer',
	'hook',
	'id',
	'keywords',
	'name',
	'summary',
	'updated_at',
];

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** Seeded stories, updated 2 hours, 2 days and 20 days ago (max_age_hours filters on that). */
export const newsRecords = (state: EmulatorState): NewsRecord[] =>
	state.collection<NewsRecord>('news', () => [
		story(
			'1900000000000000001',
			'Rocket lands on drone ship',
			'A reusable booster landed at sea after launch.',
			'Science',
			['rocket', 'space'],
			2,
		),
		story(
			'1900000000000000002',
			'Markets rally on rate news',
			'Stocks rose after the central bank kept rates steady.',
			'Business',
			['markets', 'rates'],
			48,
		),
		story(
			'1900000000000000003',
			'New rocket engine test',
			'An engine test fired for ten minutes.',
			'Science',
			['rocket', 'engine'],
			480,
		),
	]);

function story(
	id: string,
	name: string,
	summary: string,
	category: string,
	keywords: string[],
	ageHours: number,
): NewsRecord {
	return {
		id,
		name,
		summary,
		category,
		keywords,
		hook: `${name}.`,
		disclaimer: 'This story is a summary of posts on the platform and may evolve over time.',
		contexts: { topics: keywords },
		updated_at: hoursAgo(ageHours),
		cluster_posts_results: [],
	};
}

/** Default fields id and name, then the asked-for news.fields. */
function newsView(record: NewsRecord, fields: string[]): Record<string, unknown> {
	const view: Record<string, unknown> = { id: record.id, name: record.name };
	for (const field of fields) view[field] = record[field as keyof NewsRecord];
	return view;
}

/** News (release 2025-11-19): search by query and get one story by id. */
export const routes: Route[] = [
	{
		api: 'core',
		method: 'GET',
		path: '/2/news/search',
		auth: 'user-or-app',
		handler: checked(({ query, state }) => {
			const words = requiredText(query, 'query', 1, 2048)
				.toLowerCase()
				.split(/\s+/)
				.filter(Boolean);
			const max = intBetween(query, 'max_results', 1, 100) ?? 10;
			const maxAgeHours = intBetween(query, 'max_age_hours', 1, 720) ?? 168;
			const fields = listOf(query, 'news.fields', NEWS_FIELDS);
			const oldest = Date.now() - maxAgeHours * 3_600_000;
			const data = newsRecords(state)
				.filter((record) => Date.parse(record.updated_at) >= oldest)
				.filter((record) => {
					const haystack = [record.name, record.summary, record.hook, ...record.keywords]
						.join(' ')
						.toLowerCase();
					return words.every((word) => haystack.includes(word));
				})
				.slice(0, max)
				.map((record) => newsView(record, fields));
			return {
				body:
					data.length > 0
						? { data, meta: { result_count: data.length } }
						: { meta: { result_count: 0 } },
			};
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/news/:id',
		auth: 'user-or-app',
		handler: checked(({ params, query, state }) => {
			const id = checkId('id', params.id);
			const fields = listOf(query, 'news.fields', NEWS_FIELDS);
			const record = newsRecords(state).find((news) => news.id === id);
			if (!record) throw notFound('news', 'id', id);
			return { body: { data: newsView(record, fields) } };
		}),
	},
];
