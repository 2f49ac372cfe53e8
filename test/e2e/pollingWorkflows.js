'use strict';
// Workflows of the Platform Trigger (one per event) and of the Activity Trigger's other event
// sources, each followed by a No Op named "Received", for the trigger-sources suite.
const { byType, platformNode } = require('./workflows');

/** n8n refuses polls more often than once a minute by a `*` seconds field; a list is allowed. */
const EVERY_5_SECONDS = {
	item: [{ mode: 'custom', cronExpression: '0,5,10,15,20,25,30,35,40,45,50,55 * * * * *' }],
};

function received(id, name, trigger) {
	return {
		id,
		name,
		active: false,
		nodes: [
			{ ...trigger, position: [0, 0] },
			{
				id: `${id}-received`,
				name: 'Received',
				type: 'n8n-nodes-base.noOp',
				typeVersion: 1,
				position: [220, 0],
				parameters: {},
			},
		],
		connections: { [trigger.name]: { main: [[{ node: 'Received', type: 'main', index: 0 }]] } },
		settings: { executionOrder: 'v1' },
		pinData: {},
	};
}

/** A Platform Trigger workflow polling every 5 seconds; `id` has at most 16 characters. */
function pollingWorkflow(credentials, id, parameters) {
	return received(
		id,
		`Platform Trigger ${parameters.event}`,
		platformNode(
			'Platform Trigger',
			'platformTrigger',
			{ authentication: 'oAuth1', pollTimes: EVERY_5_SECONDS, options: {}, ...parameters },
			byType(credentials, 'platformOAuth1Api'),
		),
	);
}

/** An Activity Trigger workflow of an event source; the user's OAuth2 credential besides the app's. */
function activitySourceWorkflow(credentials, id, webhookId, parameters) {
	const trigger = platformNode(
		'Activity Trigger',
		'platformCoreTrigger',
		{ authentication: 'appOnly', options: {}, ...parameters },
		byType(credentials, 'platformAppOnlyApi'),
	);
	const user = byType(credentials, 'platformOAuth2Api');
	trigger.credentials[user.type] = { id: user.id, name: user.name };
	return received(id, `Activity Trigger ${parameters.source}`, { ...trigger, webhookId });
}

module.exports = { EVERY_5_SECONDS, pollingWorkflow, activitySourceWorkflow };
