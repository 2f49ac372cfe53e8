import { type IDataObject } from 'n8n-workflow';

import { invalidField, listOf, rules, validateParameters } from '../../../shared/validation';
import { adsRouting, type PreSend } from '../../../shared/ads/adsRouting';
import { enumCheck, enumField } from '../../../shared/ads/enums';
import { NOT_A_TIME, toRfc3339 } from '../../../shared/times';
import { keywordVolumeRows } from './rows';
import { additionalFieldsCollection } from '../../shared/fieldCollections';
import type { Operation } from '../../../shared/descriptions/resource';
import { requiredText } from '../../../shared/descriptions/properties';

const GRANULARITIES = ['DAY', 'HOUR'] as const;
/** The time range and the number of keywords of one search. */
const MAX_DAYS = 7;
const MAX_KEYWORDS = 10;

/**
 * The keywords and the time window, checked and sent as the platform reads them: both keyword
 * lists without spaces around commas (so what is counted is what is sent), times in UTC. With End
 * Time emptied the platform ends the window now, so the 7 days are counted up to now.
 */
const keywordsAndWindow: PreSend = async function (options) {
	const fail = (field: string, problem: string) =>
		invalidField(this.getNode(), this.getItemIndex(), field, problem);
	const keywords = listOf(this.getNodeParameter('keywords', ''));
	const negative = listOf(this.getNodeParameter('additionalFields.negative_keywords', ''));
	if (keywords.length === 0) throw fail('Keywords', 'is required');
	if (keywords.length + negative.length > MAX_KEYWORDS) {
		throw fail(
			negative.length ? 'Negative Keywords' : 'Keywords',
			`together with ${negative.length ? 'Keywords' : 'Negative Keywords'} allow at most ${MAX_KEYWORDS} keywords (there are ${keywords.length} + ${negative.length})`,
		);
	}
	const qs: IDataObject = { ...options.qs, keywords: keywords.join(',') };
	if (negative.length) qs.negative_keywords = negative.join(',');

	const time = (field: string, value: unknown): string => {
		const utc = toRfc3339(String(value), this.getTimezone());
		if (!utc) throw fail(field, `${NOT_A_TIME}, got "${String(value).slice(0, 40)}"`);
		return utc;
	};
	const startValue = this.getNodeParameter('start_time', '');
	if (!startValue) throw fail('Start Time', 'is required');
	const start = time('Start Time', startValue);
	const endValue = this.getNodeParameter('end_time', '');
	const end = endValue ? time('End Time', endValue) : undefined;
	const endMs = end ? Date.parse(end) : Date.now();
	if (endMs <= Date.parse(start))
		throw fail(
			end ? 'End Time' : 'Start Time',
			end
				? `must be after Start Time (${start}), got ${end}`
				: `must be in the past when End Time is empty (the platform ends the window now), got ${start}`,
		);
	if (endMs - Date.parse(start) > MAX_DAYS * 86_400_000) {
		const limit = `the platform counts post volume for at most ${MAX_DAYS} days per search`;
		throw end
			? fail(
					'End Time',
					`is more than ${MAX_DAYS} days after Start Time (${start} to ${end}): ${limit}. Set End Time at most ${MAX_DAYS} days after Start Time, or search the period in parts.`,
				)
			: fail(
					'Start Time',
					`is more than ${MAX_DAYS} days ago (${start}) and End Time is empty, which means now: ${limit}. Set Start Time later, or fill in End Time.`,
				);
	}
	qs.start_time = start;
	if (end) qs.end_time = end;
	options.qs = qs;
	return options;
};

/** Checked, then written into the request, before anything is sent. */
const searchChecks = [
	validateParameters(
		{ ...enumCheck('granularity', 'Granularity', GRANULARITIES), required: true },
		// Results are scoped to a single country, so one targeting value.
		{
			parameter: 'additionalFields.location',
			field: 'Location',
			rules: [
				rules.matches(
					/^[^,\s]+$/,
					'one country-level targeting value (the results cover a single country)',
				),
			],
		},
	),
	keywordsAndWindow,
];

/** GET /12/insights/keywords/search: one item per day (or hour) with its post volume. */
export const searchOperation: Operation = {
	name: 'Search',
	value: 'search',
	action: 'Search keyword insights',
	description:
		'Get how many posts used the keywords each day (or hour) of up to 7 days, one item per day',
	routing: adsRouting(
		{ method: 'GET', url: '/12/insights/keywords/search' },
		{ preSend: searchChecks, postReceive: [keywordVolumeRows] },
	),
	fields: [
		enumField(
			{
				displayName: 'Granularity',
				name: 'granularity',
				required: true,
				default: 'DAY',
				description: 'Whether post volume is counted per day or per hour',
				routing: { send: { type: 'query', property: 'granularity' } },
			},
			GRANULARITIES,
		),
		requiredText(
			'Keywords',
			'keywords',
			`Comma-separated keywords, OR-ed; the volume covers these only. At most ${MAX_KEYWORDS} together with Negative Keywords.`,
			'coffee, espresso',
		),
		{
			displayName: 'Start Time',
			name: 'start_time',
			type: 'dateTime',
			required: true,
			// The last 7 whole days in the workflow's time zone: midnight 7 days ago, or 168 hours
			// before today's midnight when those days had an hour more (summer time ended): the
			// platform takes at most 168 hours. After the spring change they have 167 hours, and 168
			// would start at 23:00 the day before, every row then named a day early.
			default:
				"={{ DateTime.max($now.startOf('day').minus({ days: 7 }), $now.startOf('day').minus({ hours: 168 })).toISO() }}",
			description: `Start of the window, at most ${MAX_DAYS} days before End Time; a time without zone is in the workflow's time zone. By default midnight ${MAX_DAYS} days ago.`,
		},
		{
			displayName: 'End Time',
			name: 'end_time',
			type: 'dateTime',
			default: "={{ $now.startOf('day').toISO() }}",
			description: `End of the window, after Start Time and at most ${MAX_DAYS} days from it; now when empty. By default today's midnight, so the window is the last ${MAX_DAYS} whole days.`,
		},
		additionalFieldsCollection([
			{
				displayName: 'Location',
				name: 'location',
				type: 'string',
				default: '',
				placeholder: '96683cc9126741d1',
				description: 'A country-level targeting value: the results are scoped to one country',
				routing: { send: { type: 'query', property: 'location' } },
			},
			{
				displayName: 'Negative Keywords',
				name: 'negative_keywords',
				type: 'string',
				default: '',
				placeholder: 'decaf',
				description: `Comma-separated keywords to leave out, OR-ed. At most ${MAX_KEYWORDS} together with Keywords.`,
			},
		]),
	],
};
