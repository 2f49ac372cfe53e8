import {
	NodeHelpers,
	type INodeExecutionData,
	type INodeParameters,
	type INodeProperties,
	type INodeTypeDescription,
} from 'n8n-workflow';

import { PlatformAds } from '../../nodes/PlatformAds/PlatformAds.node';
import { PlatformAdsMeasurement } from '../../nodes/PlatformAdsMeasurement/PlatformAdsMeasurement.node';
import { PlatformCore } from '../../nodes/PlatformCore/PlatformCore.node';
import type { OperationRow } from './operationTable';

const DESCRIPTIONS: Record<OperationRow['node'], INodeTypeDescription> = {
	core: new PlatformCore().description,
	ads: new PlatformAds().description,
	measurement: new PlatformAdsMeasurement().description,
};

/** A numeric id as the platform's records have (1 to 19 digits). */
export const SAMPLE_ID = '1500000000000000001';

/**
 * Parameters that pass the node's own checks, for operations whose required fields a generic
 * value does not satisfy (a media key, a file, a JSON list...). Keyed "resource.operation".
 */
const VIDEO_KEY = `7_${SAMPLE_ID}`;
const IMAGE_KEY = `3_${SAMPLE_ID}`;
/**
 * A resource locator by ID, its value an expression: n8n then checks it when the node runs (as the
 * node's own checks do), not with its pattern before the run, which under a loaded machine can
 * time out.
 */
const locator = (value: string) => ({
	__rl: true,
	mode: 'id',
	value: `={{ ${JSON.stringify(value)} }}`,
});
const libraryKey = { libraryMediaKey: locator(VIDEO_KEY) };
const cardComponents = {
	layout: 'components',
	components: {
		component: [
			{ type: 'MEDIA', mediaKey: IMAGE_KEY },
			{ type: 'DETAILS', title: 'Offer', url: 'https://example.com/offer' },
		],
	},
};
const statsOfOneCampaign = { entity: 'CAMPAIGN', campaigns: [SAMPLE_ID] };
const KNOWN: Record<string, INodeParameters> = {
	// The stream is read for at most a second, so a run does not wait for events.
	'activitySubscription.readEvents': { maxDurationSeconds: 1, maxEvents: 1 },
	'activitySubscription.update': { updateFields: { tag: 'renamed' } },
	'communityNote.create': {
		text: 'Context https://example.org',
		classification: 'not_misleading',
		testMode: true,
	},
	'broadcast.create': { startTime: '2030-01-01T18:00:00Z', endTime: '2030-01-01T19:00:00Z' },
	'broadcast.delete': { broadcastId: 'abc123' },
	'broadcast.get': { broadcastId: 'abc123' },
	'broadcast.goLive': { broadcastId: 'abc123' },
	'broadcast.sendChatMessage': { broadcastId: 'abc123', text: 'Hello' },
	'broadcast.update': { broadcastId: 'abc123', updateFields: { title: 'Renamed' } },
	'directMessage.createGroupConversation': { text: 'Hello' },
	'post.createThread': { threadText: 'Hello.' },
	'directMessage.sendToConversation': { text: 'Hello' },
	'directMessage.sendToUser': { text: 'Hello' },
	'list.update': { updateFields: { name: 'Renamed' } },
	'media.addMetadata': { altText: 'A red shoe' },
	'media.get': { mediaKey: IMAGE_KEY },
	'media.getAnalytics': {
		mediaKeys: VIDEO_KEY,
		startTime: '2026-11-01T00:00:00Z',
		endTime: '2026-11-02T00:00:00Z',
	},
	'media.getMany': { mediaKeys: IMAGE_KEY },
	'post.create': { text: 'Hello' },
	'post.getAnalytics': { startTime: '2026-11-01T00:00:00Z', endTime: '2026-11-02T00:00:00Z' },
	'post.edit': { text: 'Hello again' },
	'webhook.replay': {
		fromDate: '={{ $now.minus({ hours: 2 }).toISO() }}',
		toDate: '={{ $now.minus({ hours: 1 }).toISO() }}',
	},
	'account.update': { updateFields: { name: 'Renamed' } },
	'accountHistory.getAll': {
		entity_id: 'c1',
		start_time: '2026-01-01T00:00:00Z',
		end_time: '2026-01-01T03:00:00Z',
	},
	'adsPost.create': { text: 'Hello' },
	// The stats pickers list the account's entities when the panel opens; the test picks one ID,
	// which the node checks before it reads the account's time zone.
	'analytics.getStats': statsOfOneCampaign,
	'analytics.getStatsLongRange': statsOfOneCampaign,
	'analytics.createStatsJob': statsOfOneCampaign,
	'audienceEstimate.get': {
		criteria: { criterion: [{ targetingType: 'BROAD_KEYWORD', targetingValue: 'espresso' }] },
	},
	'card.create': { name: 'Card', ...cardComponents },
	'card.update': { name: 'Renamed' },
	'customAudience.update': { updateFields: { name: 'Renamed' } },
	'customAudienceUser.add': { email: 'ann@example.com' },
	'customAudienceUser.remove': { email: 'ann@example.com' },
	// The list now is the input items; the list before, empty: the first sync.
	'customAudienceUser.sync': { dataMode: 'autoMapInputData', previousList: '[]' },
	'draftPost.create': { text: 'Hello' },
	'draftPost.update': { updateFields: { text: 'Changed' } },
	'doNotReachList.addUsers': { email: 'ann@example.com' },
	'doNotReachList.removeUsers': { email: 'ann@example.com' },
	// A window of its own: a sample Start Time (an hour ago) falls after the default End Time.
	'keywordInsight.search': { start_time: '2026-11-01T00:00:00Z', end_time: '2026-11-02T00:00:00Z' },
	'campaign.update': { updateFields: { name: 'Renamed' } },
	'campaign.updateMany': { updateFields: { name: 'Renamed' } },
	// Sandbox-only operations are offered only with the Sandbox environment.
	'fundingInstrument.create': { environment: 'sandbox', currency: 'USD' },
	'fundingInstrument.delete': { environment: 'sandbox' },
	'lineItem.create': { startTime: '2026-12-01T00:00:00Z' },
	'lineItem.createMany': { startTime: '2026-12-01T00:00:00Z' },
	'lineItem.update': { updateFields: { name: 'Renamed' } },
	'lineItem.updateMany': { updateFields: { name: 'Renamed' } },
	'lineItemCuratedCategory.update': { linkCuratedCategoryId: locator('1a') },
	'mediaLibrary.add': { uploadedMediaKey: VIDEO_KEY },
	'mediaLibrary.get': libraryKey,
	'mediaLibrary.update': { ...libraryKey, updateFields: { name: 'Renamed' } },
	'mediaLibrary.delete': libraryKey,
	'product.upsert': { productSource: 'json' },
	'scheduledPost.create': { text: 'Hello', scheduledAt: '={{ $now.plus({ days: 1 }).toISO() }}' },
	'scheduledPost.update': { updateFields: { text: 'Changed' } },
	'space.buyers': { spaceId: 'abc' },
	'space.get': { spaceId: 'abc' },
	'space.getMany': { spaceIds: 'abc,def' },
	'space.posts': { spaceId: 'abc' },
	'videoConversationCard.create': {
		mediaKey: VIDEO_KEY,
		firstCta: '#Yes',
		firstCtaPost: 'I say yes',
		additionalFields: { title: 'Agree?' },
	},
	'videoConversationCard.update': { updateFields: { title: 'Agree now?' } },
	// Platform Ads Measurement.
	'abTest.create': {
		startTime: '2030-01-01T12:00:00Z',
		endTime: '2030-01-15T12:00:00Z',
		userGroups: {
			group: [
				{ entityIds: [SAMPLE_ID], size: 50 },
				{ entityIds: ['1500000000000000002'], size: 50 },
			],
		},
	},
	'abTest.update': { updateFields: { name: 'Renamed' } },
	'webEventTag.update': { updateFields: { name: 'Renamed' } },
};

/** A value of the property's type that passes the usual checks (ids, URLs, lists of ids). */
function sampleValue(property: INodeProperties): unknown {
	const name = property.name.toLowerCase();
	const options = (property.options ?? []) as Array<{ value?: unknown }>;
	switch (property.type) {
		case 'resourceLocator':
			return locator(SAMPLE_ID);
		case 'options':
			return property.default !== '' ? property.default : options[0]?.value;
		case 'multiOptions':
			return options.slice(0, 1).map((option) => option.value);
		case 'number':
			return property.default || 1;
		case 'json':
			return '{}';
		case 'dateTime':
			return new Date(Date.now() - 3_600_000).toISOString();
		case 'string':
			if (name.includes('url')) return 'https://example.com/hook';
			if (name.endsWith('ids')) return `${SAMPLE_ID},1500000000000000002`;
			if (name.endsWith('id') || name.includes('key')) return SAMPLE_ID;
			return property.default || 'sample';
		default:
			return property.default;
	}
}

/**
 * The operation's parameters with every required field it shows filled: first the known ones,
 * then a sample value by type and name (repeated, as one field can show another).
 */
export function validParameters(row: OperationRow, extra: INodeParameters = {}): INodeParameters {
	const parameters: INodeParameters = {
		resource: row.resource,
		operation: row.operation,
		...KNOWN[`${row.resource}.${row.operation}`],
		...extra,
	};
	for (let pass = 0; pass < 3; pass++) {
		for (const property of shownRequired(row, parameters)) {
			if (property.name in parameters) continue;
			parameters[property.name] = sampleValue(property) as INodeParameters[string];
		}
	}
	return parameters;
}

/** The required fields the panel shows for these parameters of the operation. */
export function shownRequired(row: OperationRow, parameters: INodeParameters): INodeProperties[] {
	const description = DESCRIPTIONS[row.node];
	// What n8n shows depends on the other fields' values, their defaults included.
	const resolved =
		NodeHelpers.getNodeParameters(
			description.properties,
			parameters,
			true,
			false,
			null,
			description,
		) ?? parameters;
	return description.properties.filter(
		(property) =>
			property.required &&
			NodeHelpers.displayParameter(resolved, property, null, description, resolved),
	);
}

/** An input item holding a small PNG file under `data`, as Media > Upload reads it. */
export function pngItem(): INodeExecutionData {
	const png = Buffer.concat([
		Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
		Buffer.alloc(300, 7),
	]);
	const data = {
		data: png.toString('base64'),
		mimeType: 'image/png',
		fileName: 'a.png',
		fileSize: String(png.length),
	};
	return { json: {}, binary: { data } };
}

/** Input items an operation needs besides its parameters (the records a batch sends). */
const KNOWN_ITEMS: Record<string, INodeExecutionData[]> = {
	'media.upload': [pngItem()],
	// A conversion needs a person to match: an email is enough.
	'conversion.send': [{ json: { email: 'ann@example.com' } }],
	// Two people, so the one summary of the sync must end both.
	'customAudienceUser.sync': [
		{ json: { email: 'ann@example.com' } },
		{ json: { email: 'bob@example.com' } },
	],
	'product.upsert': [
		{
			json: {
				id: 'SKU-1',
				title: 'Shoe',
				description: 'A comfortable running shoe.',
				availability: 'in stock',
				condition: 'new',
				price: '19.99 USD',
				link: 'https://shop.example.com/p/1',
				image_link: 'https://shop.example.com/img/1.jpg',
				brand: 'Emu',
			},
		},
	],
};

/**
 * The input: one item (n8n pairs a routed operation's output with its input only when there is
 * one), or the records a batch operation needs.
 */
export function inputItems(row: OperationRow): INodeExecutionData[] {
	return KNOWN_ITEMS[`${row.resource}.${row.operation}`] ?? [{ json: {} }];
}
