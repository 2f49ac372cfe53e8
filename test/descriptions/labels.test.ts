import type {
	INodeProperties,
	INodePropertyCollection,
	INodePropertyOptions,
	INodeType,
} from 'n8n-workflow';

import { PlatformActivityTrigger } from '../../nodes/ActivityTrigger/PlatformActivityTrigger.node';
import { PlatformAds } from '../../nodes/PlatformAds/PlatformAds.node';
import { PlatformCore } from '../../nodes/PlatformCore/PlatformCore.node';

/**
 * What a person reads in the panel is words: no label of a dropdown choice, a field or a group of
 * fields holds a `.` or `_` (a notice is a sentence and may) (the platform's names, such as `attachments.media_keys`, go in the
 * descriptions). Every property of every node is walked, at any depth.
 */
type Labelled = { where: string; label: string };

function labelsOf(properties: INodeProperties[], where: string): Labelled[] {
	return properties.flatMap((property) => {
		const here = `${where} > ${property.displayName}`;
		// A notice's display name is a sentence, not a label.
		const own: Labelled[] =
			property.type === 'notice' ? [] : [{ where: here, label: property.displayName }];
		const options = (property.options ?? []) as Array<
			INodePropertyOptions | INodeProperties | INodePropertyCollection
		>;
		return own.concat(
			options.flatMap((option): Labelled[] => {
				if ('values' in option) return labelsOf(option.values, `${here} > ${option.displayName}`);
				if ('type' in option) return labelsOf([option], here);
				return [{ where: here, label: (option as INodePropertyOptions).name }];
			}),
		);
	});
}

const nodes: INodeType[] = [new PlatformCore(), new PlatformAds(), new PlatformActivityTrigger()];
const labels = nodes.flatMap((node) =>
	labelsOf(node.description.properties, node.description.displayName),
);

test('the walk reaches the nested choices (post fields, card components, trigger events)', () => {
	expect(labels.length).toBeGreaterThan(1000);
	expect(labels.map(({ label }) => label)).toEqual(
		expect.arrayContaining(['Created At', 'Swipeable Media', 'Post Fields']),
	);
});

test('no label in the panels holds a dot or an underscore', () => {
	expect(labels.filter(({ label }) => /[._]/.test(label))).toEqual([]);
});
