import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { componentsBuilder, slidesJsonField } from './componentFields';
import { LAYOUT } from './components';

const LAYOUT_OPTIONS: INodePropertyOptions[] = [
	{
		name: 'Components',
		value: LAYOUT.components,
		description: 'One card: its components from top to bottom',
	},
	{
		name: 'Slides',
		value: LAYOUT.slides,
		description:
			'A multi-destination carousel: each component names its slide, and each slide is a complete card',
	},
	{
		name: 'Slides (JSON)',
		value: LAYOUT.slidesJson,
		description: 'A multi-destination carousel given as JSON (advanced)',
	},
];

/** The Layout choice (exactly one of components or slides is sent), the builder and the JSON field. */
export function cardContentFields(
	show: Record<string, string[]>,
	update: boolean,
): INodeProperties[] {
	const layout = { displayName: 'Layout', name: 'layout', displayOptions: { show } };
	return [
		// Keep on update, Components on create.
		update
			? {
					...layout,
					type: 'options',
					options: [
						{
							name: 'Keep',
							value: LAYOUT.keep,
							description: 'Leave the components or slides as they are',
						},
						...LAYOUT_OPTIONS,
					],
					default: 'keep',
					description:
						'Whether to replace the components or slides of the card, and how they are given',
				}
			: {
					...layout,
					type: 'options',
					options: LAYOUT_OPTIONS,
					default: 'components',
					description: 'How the card is built',
				},
		componentsBuilder(show),
		slidesJsonField(show),
	];
}
