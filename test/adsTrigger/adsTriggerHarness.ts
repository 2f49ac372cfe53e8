import { PollContext } from 'n8n-core';
import {
	Workflow,
	type ICredentialDataDecryptedObject,
	type IDataObject,
	type INode,
	type WorkflowExecuteMode,
} from 'n8n-workflow';

import { PlatformAdsTrigger } from '../../nodes/PlatformAdsTrigger/PlatformAdsTrigger.node';
import type { Emulator } from '../emulator';
import { nodeTypes, registerNodeType, testAdditionalData } from '../helpers/runNode';

const TYPE = 'n8n-nodes-platform.platformAdsTrigger';
registerNodeType(TYPE, new PlatformAdsTrigger());

/**
 * The Platform Ads Trigger as n8n polls an active workflow (as test/pollingTrigger/pollHarness.ts
 * does for the Platform Polling Trigger): one Workflow whose static data outlives each poll, a
 * PollContext from n8n-core per poll.
 */
export interface AdsTriggerHarness {
	poll(mode?: WorkflowExecuteMode): Promise<IDataObject[]>;
	staticData(): IDataObject;
}

export function adsTriggerHarness(
	parameters: INode['parameters'],
	credentials: Record<string, ICredentialDataDecryptedObject>,
): AdsTriggerHarness {
	const node: INode = {
		id: 'ads-trigger-under-test',
		name: 'Platform Ads Trigger',
		type: TYPE,
		typeVersion: 1,
		position: [0, 0],
		parameters,
		credentials: Object.fromEntries(
			Object.keys(credentials).map((name) => [name, { id: name, name }]),
		),
	};
	const workflow = new Workflow({
		id: 'ads-trigger-test',
		nodes: [node],
		connections: {},
		nodeTypes,
		active: true,
		staticData: {},
	});
	const additionalData = testAdditionalData(credentials);
	const trigger = nodeTypes.getByName(TYPE) as PlatformAdsTrigger;
	return {
		async poll(mode = 'trigger') {
			const context = new PollContext(
				workflow,
				workflow.getNode(node.name) as INode,
				additionalData,
				mode,
				'activate',
			);
			const output = await trigger.poll.call(context);
			return (output?.[0] ?? []).map((item) => item.json);
		},
		staticData: () => workflow.staticData,
	};
}

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

/**
 * Waits out the last minute of an hour: the node and the emulator both place "now" in its UTC
 * hour, and a test whose polls straddle two hours would see a new bucket (every serving line
 * item delivers an hour more).
 */
export async function awayFromHourEnd(): Promise<void> {
	const left = 3_600_000 - (Date.now() % 3_600_000);
	if (left < 90_000) await new Promise((resolve) => setTimeout(resolve, left + 1_000));
}
