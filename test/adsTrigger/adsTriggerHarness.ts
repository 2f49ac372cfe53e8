import type { ICredentialDataDecryptedObject, IDataObject, INode } from 'n8n-workflow';

import { PlatformAdsTrigger } from '../../nodes/PlatformAdsTrigger/PlatformAdsTrigger.node';
import { ACCOUNT } from '../ads/adsFixtures';
import type { Emulator } from '../emulator';
import { emulatorCredentials } from '../helpers/credentials';
import { pollNodeHarness, type PolledNode, type PollHarness } from '../helpers/pollNode';

const ADS_TRIGGER: PolledNode = {
	type: 'n8n-nodes-platform.platformAdsTrigger',
	nodeType: new PlatformAdsTrigger(),
	name: 'Platform Ads Trigger',
	label: 'adsTriggerHarness',
};

/** The Platform Ads Trigger as n8n polls an active workflow (see test/helpers/pollNode.ts). */
export type AdsTriggerHarness = PollHarness;

export function adsTriggerHarness(
	parameters: INode['parameters'],
	credentials: Record<string, ICredentialDataDecryptedObject>,
): AdsTriggerHarness {
	return pollNodeHarness(ADS_TRIGGER, parameters, credentials);
}

/**
 * "Metrics Changed" on the line items of the quiet campaign c8, which deliver only what a test
 * changes, without their names unless `parameters` say otherwise.
 */
export function quietCampaignTrigger(
	emulator: Emulator,
	parameters: IDataObject = {},
): AdsTriggerHarness {
	const { platformOAuth1Api } = emulatorCredentials(emulator);
	return adsTriggerHarness(
		{
			authentication: 'oAuth1',
			event: 'metricsChanged',
			accountId: { __rl: true, mode: 'id', value: ACCOUNT },
			entity: 'LINE_ITEM',
			campaignIds: 'c8',
			metricGroups: ['ENGAGEMENT', 'BILLING'],
			options: { names: false },
			...parameters,
		} as never,
		{ platformOAuth1Api },
	);
}

/** What tells the rows apart: entity, placement, hour. */
export const rowKeys = (rows: IDataObject[]) =>
	rows.map(({ id, placement, startUtc }) => [id, placement, startUtc]);

/** POST /__emulator/ads/metric-changes: adjusts those hours, recorded in the current bucket. */
export async function changeMetrics(
	emulator: Emulator,
	accountId: string,
	entityIds: string[],
	hours: number[],
): Promise<void> {
	const answer = await fetch(`${emulator.url}/__emulator/ads/metric-changes`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({
			account_id: accountId,
			entity_ids: entityIds,
			hours: hours.map((ms) => new Date(ms).toISOString().replace('.000Z', 'Z')),
		}),
	});
	if (!answer.ok)
		throw new Error(`metric-changes answered ${answer.status}: ${await answer.text()}`);
}
