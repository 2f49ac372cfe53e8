import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import { fieldListProperty } from '../../../shared/fields/fieldList';
import { requiredTimeWindowFields, sendRequiredTimeWindow } from '../../shared/queryParameters';
import { mediaKeysInQuery, mediaKeysProperty } from './mediaKeys';
import type { Operation } from '../../../shared/descriptions/resource';
import { dropdown } from '../../../shared/descriptions/properties';
import { USER } from '../../../shared/authenticationKinds';

/** GET /2/media/analytics: views and playback of your videos over a time window. */
export const getAnalyticsOperation: Operation = {
	name: 'Get Analytics',
	value: 'getAnalytics',
	action: 'Get analytics of media',
	description: 'Views, watch time and playback of up to 100 of your videos',
	acceptedAuthentication: USER,
	sends: { query: ['media_keys', 'start_time', 'end_time'] },
	routing: policyRouting({
		request: { method: 'GET', url: '/2/media/analytics' },
		send: {
			preSend: [mediaKeysInQuery('7_1455952740635586573'), sendRequiredTimeWindow],
		},
		output: { postReceive: [dataItems] },
	}),
	fields: [
		mediaKeysProperty,
		...requiredTimeWindowFields,
		{
			...dropdown(
				'Granularity',
				'granularity',
				{ Daily: 'daily', Hourly: 'hourly', Total: 'total' },
				'daily',
			),
			routing: { send: { type: 'query', property: 'granularity' } },
			description: 'The span each set of metrics covers',
		},
		fieldListProperty(
			'Metrics',
			'mediaAnalyticsFields',
			'media_analytics.fields',
			[
				'cta_url_clicks',
				'cta_watch_clicks',
				'play_from_tap',
				'playback25',
				'playback50',
				'playback75',
				'playback_complete',
				'playback_start',
				'timestamp',
				'timestamped_metrics',
				'video_views',
				'watch_time_ms',
			],
			'The metrics to return besides the media key. A new node asks for views, watch time and completed plays.',
			['playback_complete', 'video_views', 'watch_time_ms'],
		),
	],
};
