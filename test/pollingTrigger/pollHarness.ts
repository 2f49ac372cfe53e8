import type { ICredentialDataDecryptedObject, INode } from 'n8n-workflow';

import { PlatformPollingTrigger } from '../../nodes/PollingTrigger/PlatformPollingTrigger.node';
import { pollNodeHarness, type PolledNode, type PollHarness } from '../helpers/pollNode';

export type { PollHarness };

const TRIGGER: PolledNode = {
	type: 'n8n-nodes-platform.platformPollingTrigger',
	nodeType: new PlatformPollingTrigger(),
	name: 'Platform Trigger',
	label: 'pollHarness',
};

/** The Platform Trigger as n8n polls an active workflow (see test/helpers/pollNode.ts). */
export function pollHarness(
	parameters: INode['parameters'],
	credentials: Record<string, ICredentialDataDecryptedObject>,
): PollHarness {
	return pollNodeHarness(TRIGGER, parameters, credentials);
}
