import { invalidField, rules, validateParameters } from '../../../shared/validation';
import { ACCOUNT_FIELD, accountLocator, accountPath } from '../../../shared/ads/accountLocator';
import { adsListFields, adsListRouting, type AdsListSettings } from '../../../shared/ads/adsList';
import { requireIds, type PreSend } from '../../../shared/ads/adsRouting';
import { enumCheck, enumField } from '../../../shared/ads/enums';
import { NOT_A_TIME, toRfc3339 } from '../../../shared/times';
import type { Operation } from '../../../shared/descriptions/resource';
import { requiredDateTime } from '../../../shared/descriptions/properties';

const ENTITY_TYPES = [
	'CAMPAIGN',
	'LINE_ITEM',
	'PROMOTED_POST',
	'TARGETING_CRITERIA',
	'PROMOTED_ACCOUNT',
] as const;
const show = { resource: ['accountHistory'], operation: ['getAll'] };

/**
 * start_time and end_time must be whole hours (minutes and seconds zero); they are sent in UTC,
 * so a zone offset of half an hour is refused too. The end must come after the start.
 */
const hourWindow: PreSend = async function (options) {
	const times: Record<string, string> = {};
	for (const [parameter, field] of [
		['start_time', 'Start Time'],
		['end_time', 'End Time'],
	] as const) {
		const value = this.getNodeParameter(parameter, '') as string;
		const fail = (problem: string) =>
			invalidField(this.getNode(), this.getItemIndex(), field, problem);
		if (!value) throw fail('is required');
		const time = toRfc3339(value, this.getTimezone());
		if (!time) throw fail(`${NOT_A_TIME}, got "${String(value).slice(0, 40)}"`);
		if (!/T\d{2}:00:00Z$/.test(time))
			throw fail(`must be a whole hour (minutes and seconds zero, in UTC), got ${time}`);
		times[parameter] = time;
	}
	if (times.end_time <= times.start_time) {
		throw invalidField(
			this.getNode(),
			this.getItemIndex(),
			'End Time',
			`must be after Start Time (${times.start_time}), got ${times.end_time}`,
		);
	}
	options.qs = { ...options.qs, ...times };
	return options;
};

const settings: AdsListSettings = {
	show,
	url: accountPath('/account_history'),
	maxCount: 1000,
	standardOptions: false,
	options: [
		{
			displayName: 'User ID',
			name: 'user_id',
			type: 'string',
			default: '',
			description: 'Only changes made by this platform user (numeric ID)',
			routing: { send: { type: 'query', property: 'user_id' } },
		},
	],
	preSend: [
		requireIds(ACCOUNT_FIELD, { parameter: 'entity_id', field: 'Entity ID' }),
		validateParameters(enumCheck('entity_type', 'Entity Type', ENTITY_TYPES), {
			parameter: 'listOptions.user_id',
			field: 'User ID',
			rules: [rules.id],
		}),
		hourWindow,
	],
};

/** GET /12/accounts/:account_id/account_history (beta, allowlisted accounts only). */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get the history of an entity',
	description:
		'List the changes made to one campaign, line item, promoted post, targeting criterion or promoted account (beta: needs allowlisting)',
	routing: adsListRouting(settings),
	fields: [
		accountLocator(show),
		enumField(
			{
				displayName: 'Entity Type',
				name: 'entity_type',
				required: true,
				default: 'CAMPAIGN',
				displayOptions: { show },
				description: 'The kind of record whose changes to list',
				routing: { send: { type: 'query', property: 'entity_type' } },
			},
			ENTITY_TYPES,
		),
		{
			displayName: 'Entity ID',
			name: 'entity_id',
			type: 'string',
			required: true,
			default: '',
			description: 'The ID of that record',
			routing: { send: { type: 'query', property: 'entity_id' } },
		},
		requiredDateTime(
			'Start Time',
			'start_time',
			'Start of the period, a whole hour (minutes and seconds zero); a time without zone is in the workflow time zone',
		),
		requiredDateTime(
			'End Time',
			'end_time',
			'End of the period, a whole hour after Start Time; a time without zone is in the workflow time zone',
		),
		...adsListFields(settings),
	],
};
