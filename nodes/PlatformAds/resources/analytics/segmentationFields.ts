import type { INodeProperties } from 'n8n-workflow';

import { SEGMENTATION_TYPES } from '../../../shared/adsAnalytics/analyticsEnums';
import { byName } from '../../../shared/descriptions/optionOrder';

/**
 * Segmentation of stats jobs: one type per job, with the country or platform some types need,
 * shown only for them. The panel lists every type alphabetically: the current reference's and
 * the earlier reference's, which the platform may still take.
 */

// Country and Platform are not `required`: n8n would refuse the whole workflow when one is empty,
// also when an expression picks the segmentation; the checks name the item and say what to give.

/** "POSTAL_CODES" as the panel shows it: "Postal Codes". */
const label = (value: string): string =>
	value
		.toLowerCase()
		.split('_')
		.map((word) => (word === 'to' || word === 'of' ? word : word[0].toUpperCase() + word.slice(1)))
		.join(' ');

const needing = (what: 'country' | 'platform'): string[] =>
	Object.entries(SEGMENTATION_TYPES)
		.filter(([, type]) => type.requires === what)
		.map(([value]) => value);

export const segmentationFields: INodeProperties[] = [
	{
		displayName: 'Segmentation Type',
		name: 'segmentationType',
		type: 'options',
		default: '',
		description:
			'Split each entity’s metrics by age, gender, metro and so on (at most 45 days a job). The current reference enables Age, Gender, Metros, Platforms and Conversion Tags.',
		options: [
			{ name: 'None', value: '' },
			...Object.keys(SEGMENTATION_TYPES)
				.map((value) => ({ name: label(value), value }))
				.sort(byName),
		],
	},
	{
		displayName: 'Country',
		name: 'country',
		type: 'string',
		default: '',
		placeholder: '96683cc9126741d1',
		displayOptions: { show: { segmentationType: needing('country') } },
		description:
			'Required with this segmentation: the country’s targeting value (96683cc9126741d1 is the United States; Targeting Option > Get Many lists them)',
	},
	{
		displayName: 'Platform',
		name: 'platform',
		type: 'string',
		default: '',
		displayOptions: { show: { segmentationType: needing('platform') } },
		description:
			'Required with this segmentation: the platform’s targeting value (Targeting Option > Get Many lists them)',
	},
];
