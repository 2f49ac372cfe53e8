import { newestFirst } from '../people';
import { corePage } from '../paging';
import { checkId, checked, notFound, single } from '../requestChecks';
import { postRecords } from '../stores';
import type { Query, Route } from '../types';

/** The fields of a record the query's `<name>.fields` asks for, besides those always sent. */
function fieldsOf(record: Record<string, unknown>, query: Query, name: string, always: string[]) {
	const asked = (single(query, `${name}.fields`) ?? '').split(',').filter(Boolean);
	return Object.fromEntries(
		Object.entries(record).filter(([key]) => always.includes(key) || asked.includes(key)),
	);
}

const TRENDS = [
	{ trend_name: '#MondayMotivation', post_count: 52_000 },
	{ trend_name: 'Rocket launch', post_count: 31_500 },
	{ trend_name: '#CoffeeTime', post_count: 12_250 },
];

const COMMUNITIES = [
	{
		id: '1900000000000000101',
		name: 'Marketing Automation',
		description: 'Workflows, tools and tips for marketers who automate',
		member_count: 4200,
		access: 'Public',
		join_policy: 'Open',
		created_at: '2023-03-01T10:00:00.000Z',
	},
	{
		id: '1900000000000000102',
		name: 'Rocket Fans',
		description: 'Launches, countdowns and photos',
		member_count: 910,
		access: 'Public',
		join_policy: 'Open',
		created_at: '2024-05-20T08:00:00.000Z',
	},
];

/**
 * Trends (by place and personalized), communities (by id, search) and the project's post usage,
 * from fixed records; only the fields asked for are sent, as the platform does.
 */
export const routes: Route[] = [
	{
		api: 'core',
		method: 'GET',
		path: '/2/trends/by/woeid/:woeid',
		auth: 'user-or-app',
		handler: checked(({ query }) => {
			const max = Number(single(query, 'max_trends') ?? 20);
			return {
				body: { data: TRENDS.slice(0, max).map((trend) => fieldsOf(trend, query, 'trend', [])) },
			};
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/users/personalized_trends',
		auth: 'user',
		handler: checked(({ query }) => ({
			body: {
				data: TRENDS.map((trend, index) =>
					fieldsOf(
						{
							...trend,
							post_count: `${Math.round(trend.post_count / 1000)}K posts`,
							category: 'Trending',
							trending_since: `${index + 1} hours ago`,
						},
						query,
						'personalized_trend',
						[],
					),
				),
			},
		})),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/communities/search',
		auth: 'user',
		handler: checked(({ query }) => {
			const words = String(single(query, 'query')).toLowerCase();
			const found = COMMUNITIES.filter((community) =>
				`${community.name} ${community.description}`.toLowerCase().includes(words),
			).map((community) => fieldsOf(community, query, 'community', ['id', 'name']));
			return corePage(
				found,
				{ ...query, pagination_token: query.next_token ?? query.pagination_token },
				{ min: 10, max: 100, default: 10 },
			);
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/communities/:id',
		auth: 'user-or-app',
		handler: checked(({ params, query }) => {
			const id = checkId('id', params.id);
			const community = COMMUNITIES.find((one) => one.id === id);
			if (!community) throw notFound('community', 'id', id);
			return { body: { data: fieldsOf(community, query, 'community', ['id', 'name']) } };
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/usage/posts',
		auth: 'app',
		handler: checked(({ query, state }) => {
			const days = Number(single(query, 'days') ?? 7);
			const today = Date.UTC(2026, 10, 24);
			const daily = Array.from({ length: days }, (_, index) => ({
				date: new Date(today - index * 86_400_000).toISOString(),
				usage: String(100 * (index + 1)),
			}));
			const usage = {
				project_id: '1234567',
				project_cap: '2000000',
				project_usage: String(newestFirst(postRecords(state)).length + 5500),
				cap_reset_day: 19,
				daily_project_usage: { project_id: 1234567, usage: daily },
				daily_client_app_usage: [
					{ client_app_id: '7654321', usage: daily, usage_result_count: days },
				],
			};
			return { body: { data: fieldsOf(usage, query, 'usage', []) } };
		}),
	},
];
