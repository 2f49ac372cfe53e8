import { PollContext } from 'n8n-core';
import {
	Workflow,
	type ICredentialDataDecryptedObject,
	type IDataObject,
	type INode,
	type INodeType,
	type WorkflowExecuteMode,
} from 'n8n-workflow';

import { recordError, recordItems } from '../security/recorder';
import { nodeTypes, registerNodeType, testAdditionalData } from './runNode';

/**
 * A polling node as n8n runs an active workflow's poll: one Workflow object whose static data
 * outlives each poll (n8n saves it with the workflow), a PollContext from n8n-core per poll, in
 * 'trigger' mode, or 'manual' for the editor's test run. Shared by the Platform Trigger's and the
 * Platform Ads Trigger's harnesses.
 */
export interface PollHarness {
	/** The JSON of the items one poll emits; none when it emits nothing. */
	poll(mode?: WorkflowExecuteMode): Promise<IDataObject[]>;
	staticData(): IDataObject;
}

export interface PolledNode {
	/** The registered type name, e.g. 'n8n-nodes-platform.platformPollingTrigger'. */
	type: string;
	nodeType: INodeType & Required<Pick<INodeType, 'poll'>>;
	/** The node's name in the workflow (shown in its errors). */
	name: string;
	/** Names the node, the workflow and the secret-scan recording. */
	label: string;
}

export function pollNodeHarness(
	polled: PolledNode,
	parameters: INode['parameters'],
	credentials: Record<string, ICredentialDataDecryptedObject>,
): PollHarness {
	registerNodeType(polled.type, polled.nodeType);
	const node: INode = {
		id: `${polled.label}-under-test`,
		name: polled.name,
		type: polled.type,
		typeVersion: 1,
		position: [0, 0],
		parameters,
		credentials: Object.fromEntries(
			Object.keys(credentials).map((name) => [name, { id: name, name }]),
		),
	};
	const workflow = new Workflow({
		id: `${polled.label}-test`,
		nodes: [node],
		connections: {},
		nodeTypes,
		active: true,
		staticData: {},
	});
	const additionalData = testAdditionalData(credentials);
	return {
		async poll(mode = 'trigger') {
			const context = new PollContext(
				workflow,
				workflow.getNode(node.name) as INode,
				additionalData,
				mode,
				'activate',
			);
			try {
				const output = await polled.nodeType.poll.call(context);
				const items = output?.[0] ?? [];
				recordItems(polled.label, items);
				return items.map((item) => item.json);
			} catch (error) {
				recordError(polled.label, error as Error);
				throw error;
			}
		},
		staticData: () => workflow.staticData,
	};
}
