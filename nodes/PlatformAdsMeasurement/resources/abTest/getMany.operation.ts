import type { INodeProperties } from 'n8n-workflow';

import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import {
	adsListFields,
	adsListRouting,
	LIST_OPTIONS,
	type AdsListSettings,
} from '../../../shared/ads/adsList';
import { requireIds, type PreSend } from '../../../shared/ads/adsRouting';
import { booleanQueryOption } from '../../../shared/ads/booleanQueryOption';
import { adsIdsOption } from '../../../shared/ads/commaList';
import { enumCheck } from '../../../shared/ads/enums';
import { USERNAME } from '../../../shared/patterns';
import { isoUtc } from '../../../shared/times';
import { invalidField, rules, validateParameters } from '../../../shared/validation';
import type { Operation } from '../../../shared/descriptions/resource';
import { AB_TESTS } from './abTestLocator';
import { readTime } from './abTestChecks';

const STATUSES = ['SCHEDULED', 'LIVE', 'COMPLETED'];
const ids = adsIdsOption({
	name: 'abTestIds',
	displayName: 'A/B Test IDs',
	property: 'ab_test_ids',
	placeholder: 'hr7l0,hr7l1',
	description: 'Only these A/B tests',
});

const dateOption = (displayName: string, name: string, description: string): INodeProperties => ({
	displayName,
	name,
	type: 'dateTime',
	default: '',
	description,
});

const OPTIONS: INodeProperties[] = [
	ids.option,
	dateOption(
		'Live From',
		'liveFrom',
		'With Live Until: only tests whose period overlaps this range',
	),
	dateOption(
		'Live Until',
		'liveUntil',
		'With Live From: only tests whose period overlaps this range',
	),
	{
		displayName: 'Name',
		name: 'q',
		type: 'string',
		default: '',
		description: 'Only tests whose name matches this text (1 to 80 characters)',
		routing: { send: { type: 'query', property: 'q' } },
	},
	{
		displayName: 'Status',
		name: 'status',
		type: 'options',
		options: STATUSES.map((value) => ({
			name: value.charAt(0) + value.slice(1).toLowerCase(),
			value,
		})),
		default: 'SCHEDULED',
		description: 'Only tests in this state',
		routing: { send: { type: 'query', property: 'status' } },
	},
	{
		displayName: 'Created By User ID',
		name: 'userId',
		type: 'string',
		default: '',
		description: 'Only tests this user created (not with Created By Username)',
		routing: { send: { type: 'query', property: 'user_id' } },
	},
	{
		displayName: 'Created By Username',
		name: 'username',
		type: 'string',
		default: '',
		placeholder: 'marketer',
		description: 'Only tests this user created, without the @ (not with Created By User ID)',
		routing: {
			send: { type: 'query', property: 'username', value: "={{String($value).replace(/^@/, '')}}" },
		},
	},
	booleanQueryOption(
		'With Deleted',
		'withDeleted',
		'with_deleted',
		'Whether to include deleted tests',
	),
];

const at = (name: string) => `${LIST_OPTIONS}.${name}`;

/** live_during from both times (earlier first); user ID and username not together. */
const liveDuring: PreSend = async function (request) {
	const node = this.getNode();
	const item = this.getItemIndex();
	if (this.getNodeParameter(at('userId'), '') && this.getNodeParameter(at('username'), ''))
		throw invalidField(
			node,
			item,
			'Created By Username',
			'cannot be used with Created By User ID; keep one',
		);
	const from = readTime(this, at('liveFrom'), 'Live From');
	const until = readTime(this, at('liveUntil'), 'Live Until');
	if (from === undefined && until === undefined) return request;
	if (from === undefined || until === undefined)
		throw invalidField(
			node,
			item,
			from === undefined ? 'Live From' : 'Live Until',
			'is required with the other one',
		);
	if (until < from)
		throw invalidField(node, item, 'Live Until', `must not be before Live From (${isoUtc(from)})`);
	return {
		...request,
		qs: { ...(request.qs ?? {}), live_during: `${isoUtc(from)},${isoUtc(until)}` },
	};
};

const listSettings: AdsListSettings = {
	show: { resource: ['abTest'], operation: ['getAll'] },
	url: accountPath(AB_TESTS),
	maxCount: 1000,
	standardOptions: false,
	options: OPTIONS,
	preSend: [
		requireIds(ACCOUNT_FIELD),
		validateParameters(
			ids.check,
			{ parameter: at('q'), field: 'Name', rules: [rules.chars(1, 80)] },
			enumCheck(at('status'), 'Status', STATUSES),
			{ parameter: at('userId'), field: 'Created By User ID', rules: [rules.id] },
			{
				parameter: at('username'),
				field: 'Created By Username',
				rules: [rules.matches(USERNAME, 'a username of 1 to 15 letters, digits or _')],
			},
		),
		liveDuring,
	],
};

/** GET /12/accounts/:account_id/ab_tests */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many A/B tests',
	description: 'List the A/B tests of the account: by ID, period, name, status or creator',
	routing: adsListRouting(listSettings),
	fields: adsListFields(listSettings),
};
