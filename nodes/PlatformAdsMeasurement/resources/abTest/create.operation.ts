import type { IDataObject, IExecuteSingleFunctions } from 'n8n-workflow';

import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { adsRouting, requireIds, type PreSend } from '../../../shared/ads/adsRouting';
import { enumCheck } from '../../../shared/ads/enums';
import { CAMPAIGN_FIELD, campaignLocator } from '../../../shared/ads/campaignLocator';
import { collection, dropdown, requiredDateTime } from '../../../shared/descriptions/properties';
import { isoUtc } from '../../../shared/times';
import {
	checkRequired,
	checkValue,
	invalidField,
	locatorValue,
	rules,
	validateParameters,
} from '../../../shared/validation';
import type { Operation } from '../../../shared/descriptions/resource';
import { AB_TESTS } from './abTestLocator';
import { checkEntities, checkPeriod, readTime } from './abTestChecks';
import {
	evenSizes,
	GROUPS,
	groupSetProblem,
	typedGroups,
	userGroupsField,
	wireGroup,
} from './userGroups';

const ENTITY_TYPES = ['CAMPAIGN', 'LINE_ITEM'];

/** The campaign of a line item test, checked (required, an ads ID). */
function testedCampaign(context: IExecuteSingleFunctions): string {
	const campaign = String(
		locatorValue(context.getNodeParameter(CAMPAIGN_FIELD.parameter, '')) ?? '',
	);
	checkRequired(context.getNode(), context.getItemIndex(), CAMPAIGN_FIELD.field, campaign);
	checkValue(context.getNode(), context.getItemIndex(), CAMPAIGN_FIELD.field, campaign, [
		rules.adsId,
	]);
	return campaign;
}

/** The test checked as a whole (groups, sizes, period, entities), then sent as the JSON body. */
const abTestBody: PreSend = async function (request) {
	const node = this.getNode();
	const item = this.getItemIndex();
	const lineItemLevel = this.getNodeParameter('entityType') === 'LINE_ITEM';
	const groups = typedGroups(this.getNodeParameter(`${GROUPS}.group`, []) as IDataObject[]);
	if (this.getNodeParameter('splitEvenly', true) === true) {
		const sizes = evenSizes(Math.max(groups.length, 1));
		groups.forEach((group, index) => {
			group.size = sizes[index];
			delete group.sizeProblem;
		});
	}
	const badSize = groups.findIndex((group) => group.sizeProblem);
	if (badSize !== -1)
		throw invalidField(
			node,
			item,
			'User Groups',
			`group ${badSize + 1}: Size (%) ${groups[badSize].sizeProblem}`,
		);
	if (groups.some((group) => group.size === undefined))
		throw invalidField(
			node,
			item,
			'User Groups',
			'need a Size (%) on every group, or Split Evenly',
		);
	const problem = groupSetProblem(groups, lineItemLevel);
	if (problem) throw invalidField(node, item, 'User Groups', problem);
	const start = readTime(this, 'startTime', 'Start Time');
	const end = readTime(this, 'endTime', 'End Time');
	if (start === undefined) throw invalidField(node, item, 'Start Time', 'is required');
	if (end === undefined) throw invalidField(node, item, 'End Time', 'is required');
	checkPeriod(this, start, end, true);
	const campaign = lineItemLevel ? testedCampaign(this) : undefined;
	await checkEntities(
		this,
		groups.flatMap((group) => group.entityIds ?? []),
		lineItemLevel,
		{
			campaign,
			period: [start, end],
		},
	);
	const body: IDataObject = {
		entity_type: this.getNodeParameter('entityType'),
		start_time: isoUtc(start),
		end_time: isoUtc(end),
		user_groups: groups.map(wireGroup),
	};
	const name = String(this.getNodeParameter('name', '') ?? '').trim();
	if (name) body.name = name;
	const description = String(this.getNodeParameter('testFields.description', '') ?? '');
	if (description) body.description = description;
	return { ...request, body };
};

/** The name and description of a test: at most 255 and 1,024 characters. */
export const TEXT_CHECKS = (collectionName: string) =>
	validateParameters(
		{ parameter: `${collectionName}.name`, field: 'Name', rules: [rules.chars(1, 255)] },
		{
			parameter: `${collectionName}.description`,
			field: 'Description',
			rules: [rules.chars(1, 1024)],
		},
	);

export const testTextFields = [
	{
		displayName: 'Name',
		name: 'name',
		type: 'string' as const,
		default: '',
		description: 'Name of the A/B test, at most 255 characters',
	},
	{
		displayName: 'Description',
		name: 'description',
		type: 'string' as const,
		default: '',
		description: 'Description of the A/B test, at most 1,024 characters',
	},
];

/** POST /12/accounts/:account_id/ab_tests */
export const createOperation: Operation = {
	name: 'Create',
	value: 'create',
	action: 'Create an A/B test',
	description:
		'Split the users the account reaches into groups, each served by its own campaigns or line item',
	routing: adsRouting(
		{ method: 'POST', url: accountPath(AB_TESTS) },
		{
			preSend: [
				requireIds(ACCOUNT_FIELD),
				validateParameters({
					...enumCheck('entityType', 'Entity Type', ENTITY_TYPES),
					required: true,
				}),
				validateParameters(
					{ parameter: 'name', field: 'Name', rules: [rules.chars(1, 255)] },
					{
						parameter: 'testFields.description',
						field: 'Description',
						rules: [rules.chars(1, 1024)],
					},
				),
				abTestBody,
			],
		},
	),
	fields: [
		{
			displayName: 'Name',
			name: 'name',
			type: 'string',
			default: '',
			placeholder: 'e.g. Spring creative: video against image',
			description:
				'Name of the A/B test, at most 255 characters: how the test is found in lists and reports',
		},
		{
			...dropdown(
				'Entity Type',
				'entityType',
				{ Campaign: 'CAMPAIGN', 'Line Item': 'LINE_ITEM' },
				'CAMPAIGN',
			),
			description:
				'The level of the split: whole campaigns, or the line items of one campaign (all of them, one per group, at most 5 groups of equal size)',
		},
		{
			...campaignLocator({ entityType: ['LINE_ITEM'] }),
			description:
				'The campaign whose line items are tested: all of them, one per user group (the groups list its line items)',
		},
		{
			...requiredDateTime(
				'Start Time',
				'startTime',
				'When the test starts; must lie in the future and within the flight dates of the campaigns or line items',
			),
		},
		{
			...requiredDateTime(
				'End Time',
				'endTime',
				'When the test ends: at least 1 day after the start (the platform asks 5 days of app-based campaigns; which those are is not documented, so the node checks 1 day)',
			),
		},
		{
			displayName: 'Split Evenly',
			name: 'splitEvenly',
			type: 'boolean',
			default: true,
			description:
				"Whether to give every group the same share, adding up to exactly 100 (3 groups: 33.33, 33.33, 33.34), instead of each group's Size (%)",
		},
		userGroupsField(false),
		collection(
			'Additional Fields',
			'testFields',
			'Add Field',
			testTextFields.filter(({ name }) => name !== 'name'),
		),
	],
};
