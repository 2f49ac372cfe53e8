import {
	Workflow,
	type INodeParameters,
	type INodePropertyOptions,
	type INodeType,
	type INodeTypes,
} from 'n8n-workflow';

import { PlatformActivityTrigger } from '../../nodes/ActivityTrigger/PlatformActivityTrigger.node';
import { PlatformAds } from '../../nodes/PlatformAds/PlatformAds.node';
import { PlatformAdsMeasurement } from '../../nodes/PlatformAdsMeasurement/PlatformAdsMeasurement.node';
import { PlatformCore } from '../../nodes/PlatformCore/PlatformCore.node';
import { PlatformPollingTrigger } from '../../nodes/PollingTrigger/PlatformPollingTrigger.node';
import { internalWords } from './internalWords';

/** The canvas subtitle as n8n's expression engine evaluates it for a node's parameters. */
function subtitle(type: INodeType, parameters: INodeParameters): unknown {
	const node = {
		id: '1',
		name: 'Node',
		type: `n8n-nodes-platform.${type.description.name}`,
		typeVersion: 1,
		position: [0, 0] as [number, number],
		parameters,
	};
	const nodeTypes = {
		getByName: () => type,
		getByNameAndVersion: () => type,
		getKnownTypes: () => ({}),
	} as unknown as INodeTypes;
	const workflow = new Workflow({ nodes: [node], connections: {}, active: false, nodeTypes });
	return workflow.expression.getSimpleParameterValue(
		node,
		type.description.subtitle!,
		'manual',
		{},
	);
}

test.each([
	['user', 'getById', 'Get by ID: User', new PlatformCore()],
	['post', 'searchRecent', 'Search Recent: Post', new PlatformCore()],
	['lineItem', 'update', 'Update: Line Item', new PlatformAds()],
	['customAudienceUser', 'add', 'Add or Update: Custom Audience User', new PlatformAds()],
])('the canvas subtitle of %s > %s reads "%s"', (resource, operation, expected, type) => {
	expect(subtitle(type, { resource, operation })).toBe(expected);
});

test.each([
	['newMention', 'New Mention'],
	['newPostMatchingSearch', 'New Post Matching Search'],
])('the Polling Trigger on %s reads "%s"', (event, expected) => {
	expect(subtitle(new PlatformPollingTrigger(), { event })).toBe(expected);
});

test.each([
	[{ events: ['post.mention.create'] }, 'Post: Mention'],
	[
		{ events: ['follow.follow', 'profile.update.handle'] },
		'Follow: Followed or Was Followed, Profile: Handle Changed (Newer Event Type)',
	],
	[{ source: 'streamRules' }, 'Posts matching stream rules'],
	[{ source: 'accountActivity' }, 'Account activity'],
	[{ subscribeTo: 'accountActivityReplacement' }, 'Everything account activity delivered'],
])('the Activity Trigger with %j reads "%s"', (parameters, expected) => {
	expect(subtitle(new PlatformActivityTrigger(), { source: 'activity', ...parameters })).toBe(
		expected,
	);
});

/** Every choice of a node's dropdown, by the parameter's name. */
const choices = (type: INodeType, name: string): string[] => [
	...new Set(
		type.description.properties
			.filter((property) => property.name === name)
			.flatMap((property) =>
				((property.options ?? []) as INodePropertyOptions[]).map(({ value }) => String(value)),
			),
	),
];

/** Every subtitle a node can show: per resource and operation, or per event. */
function everySubtitle(type: INodeType): Array<{ parameters: INodeParameters; shown: unknown }> {
	const settings: INodeParameters[] = choices(type, 'resource').length
		? choices(type, 'resource').flatMap((resource) =>
				type.description.properties
					.filter(
						(property) =>
							property.name === 'operation' &&
							property.displayOptions?.show?.resource?.includes(resource),
					)
					.flatMap((property) =>
						(property.options as INodePropertyOptions[]).map(({ value }) => ({
							resource,
							operation: value,
						})),
					),
			)
		: [
				...choices(type, 'event').map((event) => ({ event })),
				...choices(type, 'events').map((event) => ({ source: 'activity', events: [event] })),
			];
	return settings.map((parameters) => ({ parameters, shown: subtitle(type, parameters) }));
}

test.each([
	['Platform', new PlatformCore(), 141],
	['Platform Ads', new PlatformAds(), 40],
	['Platform Ads Measurement', new PlatformAdsMeasurement(), 1],
	['Platform Polling Trigger', new PlatformPollingTrigger(), 7],
	['Platform Activity Trigger', new PlatformActivityTrigger(), 27],
])('no subtitle of %s shows an internal value', (_, type, atLeast) => {
	const subtitles = everySubtitle(type);
	expect(subtitles.length).toBeGreaterThanOrEqual(atLeast);
	const values = (parameters: INodeParameters) => Object.values(parameters).flat().map(String);
	expect(
		subtitles.filter(
			({ parameters, shown }) =>
				typeof shown !== 'string' ||
				!shown ||
				internalWords(shown).length > 0 ||
				values(parameters).some((value) => internalWords(value).length && shown.includes(value)),
		),
	).toEqual([]);
});

test.each([
	['Platform', new PlatformCore()],
	['Platform Ads', new PlatformAds()],
	['Platform Ads Measurement', new PlatformAdsMeasurement()],
])('every subtitle of %s names the operation and resource as the panel does', (_, type) => {
	const names = (property: { options?: unknown }) =>
		new Map(((property.options ?? []) as INodePropertyOptions[]).map((o) => [o.value, o.name]));
	const resources = names(type.description.properties.find(({ name }) => name === 'resource')!);
	const wrong = everySubtitle(type).filter(({ parameters, shown }) => {
		const operations = type.description.properties.find(
			(property) =>
				property.name === 'operation' &&
				property.displayOptions?.show?.resource?.includes(parameters.resource as string),
		)!;
		const expected = `${names(operations).get(parameters.operation as string)}: ${resources.get(parameters.resource as string)}`;
		return shown !== expected;
	});
	expect(wrong).toEqual([]);
});
