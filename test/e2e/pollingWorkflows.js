'use strict';
// Workflows of the Platform Trigger (one per event) and of the Activity Trigger's other event
// sources, each followed by a No Op named "Received", for the trigger-sources suite (and the
// ads-trigger suite's workflow, built with received()).
const { byType, platformNode } = require('./workflows');

/**
 * The quickest polls each n8n line allows, so the suites wait little. Both limits are n8n's,
 * checked by n8n-core when it activates a poll: n8n 1.x refuses only a seconds field with `*`, so
 * a list of seconds polls every 5 seconds; n8n 2.x refuses any poll time more often than once a
 * minute, and polls at most once a minute (at a random second).
 */
const QUICK_POLL_TIMES = /^1\./.test(process.env.N8N_VERSION ?? '')
	? { item: [{ mode: 'custom', cronExpression: '0,5,10,15,20,25,30,35,40,45,50,55 * * * * *' }] }
	: { item: [{ mode: 'everyMinute' }] };

/** Long enough for the next poll on either line, and the run it starts. */
const NEXT_POLL_MS = 75_000;

/** A workflow of `trigger` then a No Op named "Received", inactive until a suite activates it. */
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

/** A Platform Trigger workflow polling as often as the line allows; `id` has at most 16 characters. */
function pollingWorkflow(credentials, id, parameters) {
	return received(
		id,
		`Platform Trigger ${parameters.event}`,
		platformNode(
			'Platform Trigger',
			'platformPollingTrigger',
			{ authentication: 'oAuth1', pollTimes: QUICK_POLL_TIMES, options: {}, ...parameters },
			byType(credentials, 'platformOAuth1Api'),
		),
	);
}

/** An Activity Trigger workflow of an event source; the user's OAuth2 credential besides the app's. */
function activitySourceWorkflow(credentials, id, webhookId, parameters) {
	const trigger = platformNode(
		'Activity Trigger',
		'platformActivityTrigger',
		{ authentication: 'appOnly', options: {}, ...parameters },
		byType(credentials, 'platformAppOnlyApi'),
	);
	const user = byType(credentials, 'platformOAuth2Api');
	trigger.credentials[user.type] = { id: user.id, name: user.name };
	return received(id, `Activity Trigger ${parameters.source}`, { ...trigger, webhookId });
}

module.exports = {
	NEXT_POLL_MS,
	QUICK_POLL_TIMES,
	received,
	pollingWorkflow,
	activitySourceWorkflow,
};
