import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { componentsBuilder, slidesJsonField } from './componentFields';
import { LAYOUT } from './components';

const LAYOUT_OPTIONS: INodePropertyOptions[] = [
	{ name: 'Components', value: LAYOUT.components, description: 'One card: its components from top to bottom' },
	{ name: 'Slides', value: LAYOUT.slides, description: 'A multi-destination carousel: each component names its slide, and each slide is a complete card' },
	{ name: 'Slides (JSON)', value: LAYOUT.slidesJson, description: 'A multi-destination carousel given as JSON (advanced)' },
];

/** The Layout choice (exactly one of components or slides is sent), the builder and the JSON field. */
export function cardContentFields(show: Record<string, string[]>, update: boolean): INodeProperties[] {
	return [
		// The default is Keep on update, Components on create.
		// eslint-disable-next-line n8n-nodes-base/node-param-default-missing
		{
			displayName: 'Layout',
			name: 'layout',
			type: 'options',
			options: update ? [{ name: 'Keep', value: LAYOUT.keep, description: 'Leave the components or slides as they are' }, ...LAYOUT_OPTIONS] : LAYOUT_OPTIONS,
			default: update ? LAYOUT.keep : LAYOUT.components,
			description: update ? 'Whether to replace the components or slides of the card, and how they are given' : 'How the card is built',
			displayOptions: { show },
		},
		componentsBuilder(show),
		slidesJsonField(show),
	];
}
