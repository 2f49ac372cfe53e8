'use strict';
// An active-able workflow of an Activity Trigger followed by a No Op named "Received", as the
// trigger suites use it.
const { byType, nodeId, platformNode } = require('./workflows');

/**
 * `id` must have at most 16 characters: n8n saves static data only for such ids. `webhookId` is
 * what the editor gives every webhook node: the production path is <webhookId>/webhook.
 */
function triggerWorkflow(credentials, { id, name, webhookId, parameters }) {
	const trigger = {
		...platformNode(
			'Activity Trigger',
			'platformActivityTrigger',
			{ authentication: 'appOnly', options: {}, ...parameters },
			byType(credentials, 'platformAppOnlyApi'),
		),
		webhookId,
		position: [0, 0],
	};
	const after = {
		id: nodeId(),
		name: 'Received',
		type: 'n8n-nodes-base.noOp',
		typeVersion: 1,
		position: [220, 0],
		parameters: {},
	};
	return {
		id,
		name,
		active: false,
		nodes: [trigger, after],
		connections: { 'Activity Trigger': { main: [[{ node: 'Received', type: 'main', index: 0 }]] } },
		settings: { executionOrder: 'v1' },
		pinData: {},
	};
}

module.exports = { triggerWorkflow };
