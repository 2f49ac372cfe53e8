import {
	NodeHelpers,
	type INodeExecutionData,
	type INodeParameters,
	type INodeProperties,
	type INodeTypeDescription,
} from 'n8n-workflow';

import { PlatformAds } from '../../nodes/PlatformAds/PlatformAds.node';
import { PlatformCore } from '../../nodes/PlatformCore/PlatformCore.node';
import type { OperationRow } from './operationTable';

const DESCRIPTIONS: Record<OperationRow['node'], INodeTypeDescription> = {
	core: new PlatformCore().description,
	ads: new PlatformAds().description,
};

/** A numeric id as the platform's records have (1 to 19 digits). */
export const SAMPLE_ID = '1500000000000000001';

/**
 * Parameters that pass the node's own checks, for operations whose required fields a generic
 * value does not satisfy (a media key, a file, a JSON list...). Keyed "resource.operation".
 */
const KNOWN: Record<string, INodeParameters> = {
	// The stream is read for at most a second, so a run does not wait for events.
	'activitySubscription.readEvents': { maxDurationSeconds: 1, maxEvents: 1 },
	'mediaLibrary.get': { libraryMediaKey: { __rl: true, mode: 'id', value: `7_${SAMPLE_ID}` } },
	'mediaLibrary.update': { libraryMediaKey: { __rl: true, mode: 'id', value: `7_${SAMPLE_ID}` } },
	'mediaLibrary.delete': { libraryMediaKey: { __rl: true, mode: 'id', value: `7_${SAMPLE_ID}` } },
};

/** A value of the property's type that passes the usual checks (ids, URLs, lists of ids). */
function sampleValue(property: INodeProperties): unknown {
	const name = property.name.toLowerCase();
	const options = (property.options ?? []) as Array<{ value?: unknown }>;
	switch (property.type) {
		case 'resourceLocator':
			return { __rl: true, mode: 'id', value: SAMPLE_ID };
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
	const description = DESCRIPTIONS[row.node];
	const parameters: INodeParameters = { resource: row.resource, operation: row.operation, ...KNOWN[`${row.resource}.${row.operation}`], ...extra };
	for (let pass = 0; pass < 3; pass++) {
		// What n8n shows depends on the other fields' values, their defaults included.
		const resolved = NodeHelpers.getNodeParameters(description.properties, parameters, true, false, null, description) ?? parameters;
		for (const property of description.properties) {
			if (!property.required || property.name in parameters) continue;
			if (!NodeHelpers.displayParameter(resolved, property, null, description, resolved)) continue;
			parameters[property.name] = sampleValue(property) as INodeParameters[string];
		}
	}
	return parameters;
}

/** Input items an operation needs besides its parameters (the records a batch sends). */
const KNOWN_ITEMS: Record<string, INodeExecutionData[]> = {};

/**
 * The input: one item (n8n pairs a routed operation's output with its input only when there is
 * one), or the records a batch operation needs.
 */
export function inputItems(row: OperationRow): INodeExecutionData[] {
	return KNOWN_ITEMS[`${row.resource}.${row.operation}`] ?? [{ json: {} }];
}
