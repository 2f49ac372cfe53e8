import { PollContext } from 'n8n-core';
import {
	Workflow,
	type ICredentialDataDecryptedObject,
	type IDataObject,
	type INode,
	type WorkflowExecuteMode,
} from 'n8n-workflow';

import { PlatformPollingTrigger } from '../../nodes/PollingTrigger/PlatformPollingTrigger.node';
import { recordError, recordItems } from '../security/recorder';
import { nodeTypes, registerNodeType, testAdditionalData } from '../helpers/runNode';

const TYPE = 'n8n-nodes-platform.platformPollingTrigger';
registerNodeType(TYPE, new PlatformPollingTrigger());

/**
 * The Platform Trigger as n8n runs an active workflow's poll: one Workflow object whose static
 * data outlives each poll (n8n saves it with the workflow), a PollContext from n8n-core per
 * poll, in 'trigger' mode, or 'manual' for the editor's test run.
 */
export interface PollHarness {
	/** The JSON of the items one poll emits; none when it emits nothing. */
	poll(mode?: WorkflowExecuteMode): Promise<IDataObject[]>;
	staticData(): IDataObject;
}

export function pollHarness(
	parameters: INode['parameters'],
	credentials: Record<string, ICredentialDataDecryptedObject>,
): PollHarness {
	const node: INode = {
		id: 'trigger-under-test',
		name: 'Platform Trigger',
		type: TYPE,
		typeVersion: 1,
		position: [0, 0],
		parameters,
		credentials: Object.fromEntries(
			Object.keys(credentials).map((name) => [name, { id: name, name }]),
		),
	};
	const workflow = new Workflow({
		id: 'poll-test',
		nodes: [node],
		connections: {},
		nodeTypes,
		active: true,
		staticData: {},
	});
	const additionalData = testAdditionalData(credentials);
	const trigger = nodeTypes.getByName(TYPE) as PlatformPollingTrigger;
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
				const output = await trigger.poll.call(context);
				const items = output?.[0] ?? [];
				recordItems('pollHarness', items);
				return items.map((item) => item.json);
			} catch (error) {
				recordError('pollHarness', error as Error);
				throw error;
			}
		},
		staticData: () => workflow.staticData,
	};
}
