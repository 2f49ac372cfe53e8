'use strict';
// For the browser check: one workflow per resource of every node of the package, holding that
// resource's first operation with a valid configuration. Required parameters the defaults leave
// empty are filled with a plain value of their type until n8n's own rules (n8n-workflow's
// NodeHelpers, as the editor uses them) find no issue left.
const path = require('node:path');
const { NodeHelpers } = require('n8n-workflow');
const { ADS_ACCOUNT } = require('../e2e/workflows');

const ROOT = path.resolve(__dirname, '..', '..');
const NODES = [
	{
		type: 'platformCore',
		file: 'PlatformCore/PlatformCore',
		className: 'PlatformCore',
		credential: 'platformOAuth1Api',
		authentication: 'oAuth1',
	},
	{
		type: 'platformAds',
		file: 'PlatformAds/PlatformAds',
		className: 'PlatformAds',
		credential: 'platformOAuth1Api',
		authentication: 'oAuth1',
	},
	{
		type: 'platformActivityTrigger',
		file: 'ActivityTrigger/PlatformActivityTrigger',
		className: 'PlatformActivityTrigger',
		credential: 'platformAppOnlyApi',
		authentication: 'appOnly',
	},
	{
		type: 'platformAdsTrigger',
		file: 'PlatformAdsTrigger/PlatformAdsTrigger',
		className: 'PlatformAdsTrigger',
		credential: 'platformOAuth1Api',
		authentication: 'oAuth1',
	},
];

function plainValue(property) {
	switch (property.type) {
		case 'options':
			return property.options[0].value;
		case 'multiOptions':
			return [property.options[0].value];
		case 'number':
			return 1;
		case 'boolean':
			return true;
		case 'dateTime':
			return '2026-01-01T00:00:00.000Z';
		case 'json':
			return '{}';
		case 'resourceLocator':
			return { __rl: true, mode: 'id', value: '1' };
		default:
			return '1';
	}
}

/**
 * Values a plain one would not do: the editor loads some option lists from the chosen ads account
 * (the media of a post), and shows a failed load as an issue, as it should for an account that
 * does not exist. The emulator's seeded account stands for the one a user picks.
 */
const KNOWN_VALUES = {
	accountId: { __rl: true, mode: 'id', value: ADS_ACCOUNT },
};

/** Parameters for the node with no issue left, starting from `parameters`. */
function validParameters(description, node, parameters) {
	const values = { ...parameters };
	for (let round = 0; round < 30; round++) {
		const full = NodeHelpers.getNodeParameters(
			description.properties,
			values,
			true,
			false,
			node,
			description,
		);
		const issues =
			NodeHelpers.getNodeParametersIssues(
				description.properties,
				{ ...node, parameters: full },
				description,
			)?.parameters ?? {};
		const names = Object.keys(issues);
		if (!names.length) return full;
		for (const name of names) {
			const property = description.properties.find(
				(candidate) =>
					candidate.name === name &&
					NodeHelpers.displayParameter(full, candidate, node, description),
			);
			if (!property)
				throw new Error(
					`${description.name}: cannot fill ${name} (${JSON.stringify(issues[name])})`,
				);
			values[name] = KNOWN_VALUES[name] ?? plainValue(property);
		}
	}
	throw new Error(`${description.name}: parameters still have issues after 30 rounds`);
}

/**
 * Pickers that list the signed-in user's records (their posts, follows, lists, folders); the
 * post search lists the user's own posts until something is typed.
 */
const USER_PICKERS = [
	'searchMyPosts',
	'searchPosts',
	'searchUsers',
	'searchLists',
	'searchBookmarkFolders',
];

/**
 * A valid configuration uses a kind of authentication the operation accepts, and one its first
 * picker can list with: the node's default (a user) for pickers of the user's own records, else
 * the app's where the operation takes it (the webhook picker lists with it).
 */
function workingAuthentication(spec, resource, operation, description) {
	if (spec.type !== 'platformCore')
		return { authentication: spec.authentication, credentialType: spec.credential };
	// The kinds the operation's file declares (its acceptedAuthentication), as the node file exports them.
	const { resourceDescriptions } = require(
		path.join(ROOT, 'dist', 'nodes', 'PlatformCore', 'PlatformCore.node.js'),
	);
	const kinds =
		resourceDescriptions
			.find((described) => described.resource === resource.value)
			?.declared.find((declared) => declared.value === operation?.value)?.acceptedAuthentication ??
		[];
	const pickers = description.properties
		.filter(
			(property) =>
				property.type === 'resourceLocator' &&
				property.displayOptions?.show?.resource?.includes(resource.value) &&
				property.displayOptions?.show?.operation?.includes(operation?.value),
		)
		.flatMap((property) => property.modes ?? [])
		.map((mode) => mode.typeOptions?.searchListMethod)
		.filter(Boolean);
	const user = { authentication: spec.authentication, credentialType: spec.credential };
	if (USER_PICKERS.includes(pickers[0]) && kinds.includes(spec.authentication)) return user;
	return kinds.includes('appOnly')
		? { authentication: 'appOnly', credentialType: 'platformAppOnlyApi' }
		: user;
}

/** One workflow per resource of the two action nodes, and one for each trigger it lists. */
function panelWorkflows(credentials) {
	const workflows = [];
	for (const spec of NODES) {
		const description = new (require(path.join(ROOT, 'dist', 'nodes', `${spec.file}.node.js`))[
			spec.className
		])().description;
		const resources = description.properties.find((property) => property.name === 'resource')
			?.options ?? [{ value: undefined, name: 'events' }];
		for (const resource of resources) {
			const operationProperty = description.properties.find(
				(property) =>
					property.name === 'operation' &&
					property.displayOptions?.show?.resource?.includes(resource.value),
			);
			const operation = operationProperty?.options[0];
			const { authentication, credentialType } = workingAuthentication(
				spec,
				resource,
				operation,
				description,
			);
			const credential = credentials.find((candidate) => candidate.type === credentialType);
			const node = {
				id: `b0000000-0000-4000-8000-${String(workflows.length + 1).padStart(12, '0')}`,
				name: `${description.displayName} ${resource.name}${operation ? ` ${operation.name}` : ''}`,
				type: `n8n-nodes-platform.${spec.type}`,
				typeVersion: 1,
				position: [0, 0],
				credentials: { [credential.type]: { id: credential.id, name: credential.name } },
				...(spec.type === 'platformActivityTrigger'
					? { webhookId: 'b0000000-0000-4000-8000-00000000ffff' }
					: {}),
			};
			// A sandbox-only operation is in the dropdown shown with the Sandbox environment.
			const environment = operationProperty?.displayOptions?.show?.environment?.[0];
			const start = {
				authentication,
				...(environment ? { environment } : {}),
				...(resource.value ? { resource: resource.value, operation: operation.value } : {}),
			};
			node.parameters = validParameters(description, node, start);
			// The first picker that can list choices is switched to its list, for the browser to open.
			const picker = description.properties.find(
				(property) =>
					property.type === 'resourceLocator' &&
					property.modes?.some((mode) => mode.type === 'list') &&
					node.parameters[property.name] !== undefined &&
					NodeHelpers.displayParameter(node.parameters, property, node, description),
			);
			if (picker)
				node.parameters[picker.name] = {
					__rl: true,
					mode: 'list',
					value: node.parameters[picker.name].value,
					cachedResultName: 'chosen before',
				};
			workflows.push({
				id: `PlatformPanel${String(workflows.length + 1).padStart(3, '0')}`,
				name: `Panel: ${node.name}`,
				nodes: [node],
				connections: {},
				settings: { executionOrder: 'v1' },
				pinData: {},
				active: false,
			});
		}
	}
	return workflows;
}

module.exports = { panelWorkflows };
