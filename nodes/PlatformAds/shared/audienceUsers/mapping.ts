import type { INodeProperties } from 'n8n-workflow';

/**
 * How a users upload finds each item's identifiers, worded as n8n's database nodes word it:
 * one field per identifier, mapped with expressions ("Map Each Identifier Below"), or read straight
 * from each item's JSON under names picked once ("Map Automatically", n8n's autoMapInputData).
 * The first is the default, so workflows saved before the choice existed run as they did.
 */
export const MAPPING_PARAMETER = 'dataMode';
export const MAP_AUTOMATICALLY = 'autoMapInputData';
export const DEFINE_BELOW = 'defineBelow';
export const INPUT_FIELD_NAMES_PARAMETER = 'inputFieldNames';

export const mappingField = (show: Record<string, string[]>): INodeProperties => ({
	displayName: 'Mapping',
	name: MAPPING_PARAMETER,
	type: 'options',
	noDataExpression: true,
	options: [
		{
			name: 'Map Each Identifier Below',
			value: DEFINE_BELOW,
			description: 'Set each identifier with the fields below (expressions allowed)',
		},
		{
			name: 'Map Automatically',
			value: MAP_AUTOMATICALLY,
			description:
				'Read each identifier from the input field of its name (email, phone_number, ...; change the names under Input Field Names). No expression is resolved per item, so large lists go many times faster.',
		},
	],
	default: DEFINE_BELOW,
	displayOptions: { show },
});
