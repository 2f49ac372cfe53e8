import {
	NodeConnectionTypes,
	NodeOperationError,
	type IDataObject,
	type INodeExecutionData,
	type INodeType,
	type INodeTypeDescription,
	type IPollFunctions,
} from 'n8n-workflow';

import { searchLists } from '../shared/locators/listLocator';
import { searchUsers } from '../shared/users/userLocator';
import { everyKindAuthentication } from '../shared/descriptions/authentication';
import { nodeIcon } from '../shared/descriptions/icon';
import { optionNamesExpression } from '../shared/descriptions/subtitle';
import { DEFAULT_MAX_PER_POLL, pollProperties } from './description';
import { POLL_EVENTS } from './events';
import { pollRun, requireAuthentication } from './pollRun';
import { triggerState } from './pollState';

const authentication = everyKindAuthentication();

/**
 * Starts a workflow on what is new since the last check (mentions, posts, search matches,
 * followers, likes, messages, list members), polled at n8n's Poll Times. Works with any account,
 * unlike the Activity Trigger, which needs webhook access.
 */
export class PlatformPollingTrigger implements INodeType {
	description: INodeTypeDescription = {
		// n8n's nodes panel drops " Trigger" from a trigger with events: "Polling" keeps it apart
		// from the Platform node there ("Platform Polling").
		displayName: 'Platform Polling Trigger',
		name: 'platformPollingTrigger',
		icon: nodeIcon,
		group: ['trigger'],
		version: 1,
		// The event's name, "New Mention", not its value.
		subtitle: `={{ ${optionNamesExpression('event', POLL_EVENTS)} }}`,
		description:
			'Starts the workflow on new mentions, posts, search matches, followers, likes, direct messages or list members, checked at regular times',
		defaults: { name: 'Platform Polling Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: authentication.credentials,
		properties: [authentication.property, ...pollProperties],
	};

	methods = { listSearch: { searchUsers, searchLists } };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		const eventName = this.getNodeParameter('event', 'newMention') as string;
		const event = POLL_EVENTS.find(({ value }) => value === eventName);
		if (!event) throw new NodeOperationError(this.getNode(), `Unknown event "${eventName}"`);
		const settings = JSON.stringify([
			eventName,
			...event.settings.map((name) => this.getNodeParameter(name, '')),
		]);
		const options = this.getNodeParameter('options', {}) as IDataObject;
		const maxPerPoll =
			Number(options.maxPerPoll) > 0 ? Number(options.maxPerPoll) : DEFAULT_MAX_PER_POLL;
		const run = pollRun(this, triggerState.read(this, settings), maxPerPoll);
		requireAuthentication(run, event);
		const { records, state } = await event.poll(run);
		// Written only once the poll has read everything: a poll that fails (a rate limit beyond
		// the wait cap, an error) leaves the state as it was, so the next one catches up.
		if (state) triggerState.write(this, { ...state, settings, userId: run.resolvedUserId });
		return records.length ? [this.helpers.returnJsonArray(records)] : null;
	}
}
