import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import { fieldListProperty } from '../../../shared/fields/fieldList';
import {
	listInQuery,
	requiredTimeWindowFields,
	sendRequiredTimeWindow,
} from '../../shared/queryParameters';
import type { Operation } from '../../../shared/descriptions/resource';
import { NUMERIC_ID } from '../../../shared/patterns';
import { requiredText } from '../../../shared/descriptions/properties';
import { USER } from '../../../shared/authenticationKinds';

const ANALYTICS_FIELDS = [
	'timestamp',
	'app_install_attempts',
	'app_opens',
	'bookmarks',
	'detail_expands',
	'email_post',
	'engagements',
	'follows',
	'hashtag_clicks',
	'impressions',
	'likes',
	'media_views',
	'permalink_clicks',
	'quote_posts',
	'replies',
	'reposts',
	'shares',
	'timestamped_metrics',
	'unfollows',
	'unlikes',
	'url_clicks',
	'user_profile_clicks',
];

/** GET /2/posts/analytics: engagement metrics of up to 100 of your posts over a time window. */
export const getAnalyticsOperation: Operation = {
	name: 'Get Analytics',
	value: 'getAnalytics',
	action: 'Get analytics of posts',
	description: 'Impressions, engagements, likes and more of up to 100 of your posts',
	acceptedAuthentication: USER,
	sends: { query: ['ids', 'start_time', 'end_time'] },
	routing: policyRouting({
		request: { method: 'GET', url: '/2/posts/analytics' },
		send: {
			preSend: [
				listInQuery('postIds', 'Post IDs', 'ids', NUMERIC_ID, 'numeric IDs of 1 to 19 digits'),
				sendRequiredTimeWindow,
			],
		},
		output: { postReceive: [dataItems] },
	}),
	fields: [
		requiredText(
			'Post IDs',
			'postIds',
			'Comma-separated IDs of your posts, at most 100',
			'e.g. 1346889436626259968,1346889436626259969',
		),
		...requiredTimeWindowFields,
		{
			displayName: 'Granularity',
			name: 'granularity',
			type: 'options',
			options: [
				{ name: 'Daily', value: 'daily' },
				{ name: 'Hourly', value: 'hourly' },
				{ name: 'Total', value: 'total', description: 'One set of metrics for the whole window' },
				{ name: 'Weekly', value: 'weekly' },
			],
			default: 'total',
			description: 'The span each set of metrics covers',
			routing: { send: { type: 'query', property: 'granularity' } },
		},
		fieldListProperty(
			'Metrics',
			'analyticsFields',
			'analytics.fields',
			ANALYTICS_FIELDS,
			'The metrics to return besides the post ID. A new node asks for impressions, engagements, likes, reposts and replies.',
			['engagements', 'impressions', 'likes', 'replies', 'reposts'],
		),
	],
};
