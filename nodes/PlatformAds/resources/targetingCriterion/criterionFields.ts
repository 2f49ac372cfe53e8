import type { INodeProperties } from 'n8n-workflow';

import { dropdown } from '../../../shared/descriptions/properties';
import { enumField } from '../../../shared/ads/enums';
import { lineItemLocator } from '../../../shared/ads/lineItemLocator';
import {
	AGE_BUCKETS,
	ENGAGEMENT_VALUES,
	FIXED_VALUE_TYPES,
	GENDERS,
	LOCATION_TYPES,
	OPERATORS,
	TARGETING_TYPES,
} from '../../shared/targeting/targetingTypes';
import { PICKER_FILTERS } from './targetingValueSearch';
import { KEYWORD_MODE } from '../../shared/targeting/criterionChecks';

const forType = (type: string) => ({ show: { targetingType: [type] } });

/**
 * The fields of one criterion, shared by Create and Create Many: the type, its value (a picker
 * over the type's option list, or a dropdown for the fixed values) and the operator.
 */
export const criterionFields: INodeProperties[] = [
	lineItemLocator({}),
	enumField(
		{
			displayName: 'Targeting Type',
			name: 'targetingType',
			required: true,
			default: 'LOCATION',
			description:
				'What the criterion targets. Followers, custom audiences, interests, keywords and TV add people (union); the others narrow them (location, age, gender, language, devices).',
		},
		TARGETING_TYPES,
	),
	{
		displayName: 'Targeting Value',
		name: 'targetingValue',
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: true,
		description:
			"From List: the location, interest, language, device, TV show, ... searched by name in the type's list. By ID: a value you already have (a location's code, a user ID for followers, a custom audience or campaign ID). Keyword: the words of a keyword type (Broad, Phrase, Exact, Unordered).",
		displayOptions: { hide: { targetingType: FIXED_VALUE_TYPES } },
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				typeOptions: { searchListMethod: 'searchTargetingValues', searchable: true },
			},
			// Values are hex codes, numbers or IDs; a value saved before the Keyword mode existed
			// (a keyword typed here) is still sent as it is.
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string',
				placeholder: 'e.g. 96683cc9126741d1 (a location), 2244994945 (a user)',
			},
			{
				displayName: 'Keyword',
				name: KEYWORD_MODE,
				type: 'string',
				placeholder: 'e.g. running shoes',
			},
		],
	},
	{
		...enumField(
			{
				displayName: 'Age Bucket',
				name: 'ageBucket',
				default: 'AGE_18_TO_34',
				displayOptions: forType('AGE'),
			},
			AGE_BUCKETS,
		),
		description: 'One age bucket per line item',
	},
	{ ...dropdown('Gender', 'gender', GENDERS, '2'), displayOptions: forType('GENDER') },
	enumField(
		{
			displayName: 'Engagement',
			name: 'engagement',
			default: 'ENGAGEMENT',
			description:
				'Who to reach again: people who saw (IMPRESSION) or engaged with (ENGAGEMENT) the promoted posts of a CAMPAIGN_ENGAGEMENT or USER_ENGAGEMENT criterion of the same line item',
			displayOptions: forType('ENGAGEMENT_TYPE'),
		},
		ENGAGEMENT_VALUES,
	),
	{
		...dropdown('Operator', 'operatorType', OPERATORS, 'EQ'),
		description:
			'Include or exclude the value; At Least and Less Than go only with NETWORK_ACTIVATION_DURATION',
	},
	{
		displayName: 'Picker Filters',
		name: PICKER_FILTERS,
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		description: 'Narrow the Targeting Value list (not sent with the criterion)',
		options: [
			{
				displayName: 'Country Code',
				name: 'countryCode',
				type: 'string',
				default: '',
				placeholder: 'GB',
				description: 'Two-letter country code: locations and network operators of this country',
			},
			enumField(
				{
					displayName: 'Location Type',
					name: 'locationType',
					description: 'Only locations of this kind',
				},
				LOCATION_TYPES,
			),
			{
				displayName: 'TV Market Locale',
				name: 'tvMarket',
				type: 'string',
				default: 'en-US',
				description: 'The TV market whose shows are listed, such as en-GB',
			},
		],
	},
];
