import type { IDataObject, IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { policyRouting } from '../../../shared/routing/policyRouting';
import { checkValue, invalidField, joinedList, listOf, rules } from '../../../shared/validation';
import { dataItems } from '../../shared/dataItems';
import { fieldListProperty } from '../../shared/fieldList';
import { timeWindowQuery } from '../../shared/timeWindow';
import type { Operation } from '../../../shared/descriptions/resource';

const ANALYTICS_FIELDS = [
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

/** ids (1 to 100 post ids) and the required time window, checked before sending. */
async function sendAnalyticsQuery(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const node = this.getNode();
	const item = this.getItemIndex();
	const ids = listOf(this.getNodeParameter('postIds', ''));
	if (ids.length === 0) throw invalidField(node, item, 'Post IDs', 'needs at least one post ID');
	checkValue(node, item, 'Post IDs', ids, [rules.entries(1, 100), rules.ids]);
	const window: IDataObject = {
		startTime: this.getNodeParameter('startTime', ''),
		endTime: this.getNodeParameter('endTime', ''),
	};
	if (!window.startTime) throw invalidField(node, item, 'Start Time', 'is required');
	if (!window.endTime) throw invalidField(node, item, 'End Time', 'is required');
	const qs = { ids: joinedList(ids), ...timeWindowQuery(node, item, window, this.getTimezone()) };
	return { ...requestOptions, qs: { ...requestOptions.qs, ...qs } };
}

/** GET /2/posts/analytics: engagement metrics of up to 100 of your posts over a time window. */
export const getAnalyticsOperation: Operation = {
	name: 'Get Analytics',
	value: 'getAnalytics',
	action: 'Get analytics of posts',
	description: 'Impressions, engagements, likes and more of up to 100 of your posts',
	routing: policyRouting({
		request: { method: 'GET', url: '/2/posts/analytics' },
		send: { preSend: [sendAnalyticsQuery] },
		output: { postReceive: [dataItems] },
	}),
	fields: [
		{
			displayName: 'Post IDs',
			name: 'postIds',
			type: 'string',
			required: true,
			default: '',
			placeholder: 'e.g. 1346889436626259968,1346889436626259969',
			description: 'Comma-separated IDs of your posts, at most 100',
		},
		{
			displayName: 'Start Time',
			name: 'startTime',
			type: 'dateTime',
			required: true,
			default: '',
			description: "Start of the window (in the workflow's time zone unless the value names one)",
		},
		{
			displayName: 'End Time',
			name: 'endTime',
			type: 'dateTime',
			required: true,
			default: '',
			description: 'End of the window, after Start Time',
		},
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
