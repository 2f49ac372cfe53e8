import type { INodeProperties, INodePropertyOptions, INodeType } from 'n8n-workflow';

import { acceptedAuthenticationTable } from '../../nodes/PlatformCore/authentication';
import { PlatformAds } from '../../nodes/PlatformAds/PlatformAds.node';
import { PlatformAdsMeasurement } from '../../nodes/PlatformAdsMeasurement/PlatformAdsMeasurement.node';
import { PlatformCore, resourceDescriptions } from '../../nodes/PlatformCore/PlatformCore.node';

/** One operation of an action node, as its description lists it. */
export interface OperationRow {
	node: 'core' | 'ads' | 'measurement';
	type: string;
	resource: string;
	resourceName: string;
	operation: string;
	operationName: string;
	/** "Webhook > Get Many". */
	label: string;
	/**
	 * Whether it is written as code (one of the node's customOperations, which routing also runs
	 * for a tool) rather than declared as one routed request.
	 */
	code: boolean;
}

/** The kinds of authentication each core operation accepts, as its operation file declares them. */
export const ACCEPTED_AUTHENTICATION = acceptedAuthenticationTable(resourceDescriptions);

export const NODE_TYPES = {
	core: 'n8n-nodes-platform.platformCore',
	ads: 'n8n-nodes-platform.platformAds',
	measurement: 'n8n-nodes-platform.platformAdsMeasurement',
} as const;

/** Whether the operation calls the ads interface (both ads nodes), which takes OAuth1 only. */
export const callsAdsInterface = (row: OperationRow) => row.node !== 'core';

/** The paths of the interface an operation calls (the emulator's own excluded). */
export const interfacePaths = (row: OperationRow) =>
	callsAdsInterface(row) ? '/ads(-sandbox)?/.*' : '/(?!__emulator).*';

/** An accepted authentication that needs no token request of its own. */
export function acceptedAuthentication(row: OperationRow): string {
	if (callsAdsInterface(row)) return 'oAuth1';
	const kinds = ACCEPTED_AUTHENTICATION[row.resource][row.operation];
	return kinds.includes('oAuth1') ? 'oAuth1' : 'bearerToken';
}

/**
 * Every operation of the three action nodes, read from their descriptions, so an operation added later
 * joins every table built from this one without being listed anywhere.
 */
export function operationRows(): OperationRow[] {
	const nodes: Array<[OperationRow['node'], INodeType]> = [
		['core', new PlatformCore()],
		['ads', new PlatformAds()],
		['measurement', new PlatformAdsMeasurement()],
	];
	return nodes.flatMap(([node, nodeType]) => {
		const properties = nodeType.description.properties;
		const resource = properties.find((property) => property.name === 'resource') as INodeProperties;
		const resourceNames = new Map(
			((resource.options ?? []) as INodePropertyOptions[]).map((option) => [
				String(option.value),
				option.name,
			]),
		);
		return properties
			.filter((property) => property.name === 'operation')
			.flatMap((list) =>
				(list.displayOptions?.show?.resource ?? []).flatMap((value) =>
					((list.options ?? []) as INodePropertyOptions[]).map((option): OperationRow => {
						const resourceName = resourceNames.get(String(value)) ?? String(value);
						return {
							node,
							type: NODE_TYPES[node],
							resource: String(value),
							resourceName,
							operation: String(option.value),
							operationName: option.name,
							label: `${resourceName} > ${option.name}`,
							code: Boolean(nodeType.customOperations?.[String(value)]?.[String(option.value)]),
						};
					}),
				),
			);
	});
}
