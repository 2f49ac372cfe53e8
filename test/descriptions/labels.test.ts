import type {
	INodeProperties,
	INodePropertyCollection,
	INodePropertyOptions,
	INodeType,
} from 'n8n-workflow';

import { PlatformActivityTrigger } from '../../nodes/ActivityTrigger/PlatformActivityTrigger.node';
import { PlatformAds } from '../../nodes/PlatformAds/PlatformAds.node';
import { PlatformCore } from '../../nodes/PlatformCore/PlatformCore.node';
import { PlatformPollingTrigger } from '../../nodes/PollingTrigger/PlatformPollingTrigger.node';
import { PlatformAdsMeasurement } from '../../nodes/PlatformAdsMeasurement/PlatformAdsMeasurement.node';
import { PlatformAdsTrigger } from '../../nodes/PlatformAdsTrigger/PlatformAdsTrigger.node';
import { internalWords } from './internalWords';

/**
 * What a person reads in the panel is words: no label of a dropdown choice, a field or a group of
 * fields holds a `.` or `_` (a notice is a sentence and may) (the platform's names, such as `attachments.media_keys`, go in the
 * descriptions). Every property of every node is walked, at any depth.
 */
type Labelled = { where: string; label: string; value?: unknown };

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
				const { name, value } = option as INodePropertyOptions;
				return [{ where: here, label: name, value }];
			}),
		);
	});
}

const nodes: INodeType[] = [
	new PlatformCore(),
	new PlatformAds(),
	new PlatformAdsMeasurement(),
	new PlatformActivityTrigger(),
	new PlatformPollingTrigger(),
	new PlatformAdsTrigger(),
];
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

test('no label shows an internal value: no word written as code (newMention), no choice named by its value', () => {
	expect(labels.filter(({ label }) => internalWords(label).length)).toEqual([]);
	expect(
		labels.filter(
			({ label, value }) =>
				typeof value === 'string' && internalWords(value).length && label.includes(value),
		),
	).toEqual([]);
});

/**
 * A trigger's entries in n8n's nodes panel: one per choice of its Event (or Events) field, named
 * by the choice's `action`, else "On " and the choice's name in lowercase without punctuation
 * (what n8n's nodes panel does), so "Follow: Followed" would read "On follow followed".
 */
function triggerEntries(node: INodeType): Array<{ entry: string; value: string; own: boolean }> {
	const events = node.description.properties.find((property) =>
		['event', 'events', 'trigger on'].includes(property.displayName.toLowerCase()),
	);
	return ((events?.options ?? []) as INodePropertyOptions[]).map(({ name, value, action }) => ({
		entry:
			action ??
			`On ${name
				.replace(/[^A-Za-z0-9]+/g, ' ')
				.trim()
				.toLowerCase()}`,
		value: String(value),
		own: action !== undefined,
	}));
}

describe.each([
	['Platform Activity Trigger', new PlatformActivityTrigger(), 42],
	['Platform Polling Trigger', new PlatformPollingTrigger(), 7],
])("%s's events in the nodes panel", (_, node, count) => {
	const entries = triggerEntries(node);

	test('are all listed, each once', () => {
		expect(entries).toHaveLength(count);
		expect(new Set(entries.map(({ entry }) => entry)).size).toBe(count);
	});

	test('read as words: "On" and the event, no value or word written as code', () => {
		expect(
			entries.filter(
				({ entry, value }) =>
					!/^On [A-Za-z]/.test(entry) ||
					internalWords(entry).length > 0 ||
					entry.toLowerCase().includes(value.toLowerCase()),
			),
		).toEqual([]);
	});

	test('name no event twice in a row ("follow followed") and no jargon ("reference name")', () => {
		expect(
			entries.filter(
				({ entry }) => /\b(\w+) \1\w*\b/i.test(entry) || /reference name/i.test(entry),
			),
		).toEqual([]);
	});
});

test('every activity event has its own entry, not one n8n makes from the dropdown name', () => {
	expect(triggerEntries(new PlatformActivityTrigger()).filter(({ own }) => !own)).toEqual([]);
});

/** Every mode of every resource locator, at any depth. */
function locatorModes(properties: INodeProperties[], where: string): Labelled[] {
	return properties.flatMap((property) => {
		const here = `${where} > ${property.displayName}`;
		const own = (property.modes ?? []).map((mode) => ({ where: here, label: mode.displayName }));
		const nested = ((property.options ?? []) as Array<object>).flatMap((option) => {
			if ('values' in option) return locatorModes((option as INodePropertyCollection).values, here);
			if ('type' in option) return locatorModes([option as INodeProperties], here);
			return [];
		});
		return [...own, ...nested];
	});
}

test('a locator\'s mode names fit n8n\'s mode box (no longer than "From List"), so none is cut ("By Usern")', () => {
	const modes = nodes.flatMap((node) =>
		locatorModes(node.description.properties, node.description.displayName),
	);
	expect(modes.map(({ label }) => label)).toEqual(
		expect.arrayContaining(['From List', 'Username']),
	);
	expect(modes.filter(({ label }) => label.length > 'From List'.length)).toEqual([]);
});
