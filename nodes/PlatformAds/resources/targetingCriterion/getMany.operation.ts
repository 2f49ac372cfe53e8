import { JOINED_LIST, rules, validateParameters } from '../../../shared/validation';
import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import {
	adsListFields,
	adsListRouting,
	LIST_OPTIONS,
	type AdsListSettings,
} from '../../../shared/ads/adsList';
import { requireIds } from '../../../shared/ads/adsRouting';
import type { Operation } from '../../../shared/descriptions/resource';
import { requiredText } from '../../../shared/descriptions/properties';
import { COLLECTION, langOption } from './criterionLocator';

const IDS = rules.adsIds(1, 200, 'line item IDs of letters and digits');

const settings: AdsListSettings = {
	show: { resource: ['targetingCriterion'], operation: ['getAll'] },
	url: accountPath(COLLECTION),
	maxCount: 1000,
	options: [
		{ ...langOption, routing: { send: { type: 'query', property: 'lang' } } },
		{
			displayName: 'Targeting Criterion IDs',
			name: 'targeting_criterion_ids',
			type: 'string',
			default: '',
			placeholder: '2kzxf,2kzxg',
			description: 'Comma-separated IDs (at most 200): only these criteria',
			routing: { send: { type: 'query', property: 'targeting_criterion_ids' } },
		},
	],
	preSend: [
		requireIds(ACCOUNT_FIELD),
		validateParameters(
			{ parameter: 'line_item_ids', field: 'Line Item IDs', rules: [IDS], required: true },
			{
				parameter: `${LIST_OPTIONS}.targeting_criterion_ids`,
				field: 'Targeting Criterion IDs',
				rules: [rules.adsIds(0, 200)],
			},
			{
				parameter: `${LIST_OPTIONS}.lang`,
				field: 'Language',
				rules: [rules.matches(/^[a-z]{2}$/, 'a two-letter language code such as fr')],
			},
		),
	],
};

/** GET /12/accounts/:account_id/targeting_criteria?line_item_ids=...: the criteria of line items. */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many targeting criteria',
	description: 'List the targeting criteria of up to 200 line items',
	routing: adsListRouting(settings),
	fields: [
		{
			...requiredText(
				'Line Item IDs',
				'line_item_ids',
				'Comma-separated line item IDs (at most 200) whose criteria to list',
				'8v7jo,8v7jp',
			),
			routing: {
				send: {
					type: 'query',
					property: 'line_item_ids',
					value: JOINED_LIST,
				},
			},
		},
		...adsListFields(settings),
	],
};
