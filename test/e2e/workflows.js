'use strict';
// Workflows the end-to-end tests and `npm start` import into n8n.

const NODE_PACKAGE = 'n8n-nodes-platform';
let nodeCounter = 0;
const nodeId = () => `00000000-0000-4000-8000-${String(++nodeCounter).padStart(12, '0')}`;

const manualTrigger = () => ({
	id: nodeId(),
	name: 'Start',
	type: 'n8n-nodes-base.manualTrigger',
	typeVersion: 1,
	position: [0, 0],
	parameters: {},
});

/**
 * A node of this package: `type` is platformCore, platformAds or platformActivityTrigger; `credential` one
 * of platformCredentials(); nodes of a chain() get their x position from their place in it.
 */
function platformNode(name, type, parameters, credential) {
	return {
		id: nodeId(),
		name,
		type: `${NODE_PACKAGE}.${type}`,
		typeVersion: 1,
		position: [0, 0],
		parameters,
		credentials: { [credential.type]: { id: credential.id, name: credential.name } },
	};
}

/** A Platform node calling Get Me with the given authentication and credential. */
function getMeNode(name, authentication, credential, x) {
	return {
		id: nodeId(),
		name,
		type: `${NODE_PACKAGE}.platformCore`,
		typeVersion: 1,
		position: [x, 0],
		parameters: {
			authentication,
			resource: 'user',
			operation: 'getMe',
			userFields: ['created_at'],
		},
		credentials: { [credential.type]: { id: credential.id, name: credential.name } },
	};
}

function adsAccountsNode(name, credential, x) {
	return {
		id: nodeId(),
		name,
		type: `${NODE_PACKAGE}.platformAds`,
		typeVersion: 1,
		position: [x, 0],
		parameters: {
			authentication: 'oAuth1',
			environment: 'production',
			resource: 'account',
			operation: 'getAll',
			limit: 5,
		},
		credentials: { [credential.type]: { id: credential.id, name: credential.name } },
	};
}

/** Chains nodes one after another from the manual trigger. */
function chain(id, name, nodes) {
	const all = [manualTrigger(), ...nodes];
	all.forEach((node, index) => (node.position = [index * 220, 0]));
	const connections = {};
	for (let i = 0; i < all.length - 1; i++) {
		connections[all[i].name] = { main: [[{ node: all[i + 1].name, type: 'main', index: 0 }]] };
	}
	return {
		id,
		name,
		active: false,
		nodes: all,
		connections,
		settings: { executionOrder: 'v1' },
		pinData: {},
	};
}

const byType = (credentials, type) => credentials.find((credential) => credential.type === type);

/** The emulator's seeded ads account, the one the ads suites work in. */
const ADS_ACCOUNT = '18ce54d4x5t';

/** A resource locator in ID mode. */
const locator = (value) => ({ __rl: true, mode: 'id', value });

/**
 * The ads suites' node builder: `ads(name, parameters, settings)` gives a Platform Ads node signed
 * in with the OAuth1 keys, `defaults` (such as the account) under its own parameters, and
 * `settings` (executeOnce, onError) on the node itself.
 */
function adsNodes(credentials, defaults = {}) {
	const oauth1 = byType(credentials, 'platformOAuth1Api');
	return (name, parameters, settings = {}) =>
		Object.assign(
			platformNode(
				name,
				'platformAds',
				{ authentication: 'oAuth1', ...defaults, ...parameters },
				oauth1,
			),
			settings,
		);
}

/** A Code node running `jsCode`: how the suites make their input items (many, or files). */
function codeNode(name, jsCode) {
	return {
		id: nodeId(),
		name,
		type: 'n8n-nodes-base.code',
		typeVersion: 2,
		position: [0, 0],
		parameters: { jsCode },
	};
}

/** "Get my user": one node, run inside the n8n server as the editor runs it. */
function getMyUserWorkflow(credentials) {
	return chain('PlatformSample01', 'Get my user', [
		getMeNode('Get my user', 'oAuth1', byType(credentials, 'platformOAuth1Api'), 220),
	]);
}

/** One node per user-context credential, then the ads node: every package node and sign-in path. */
function everyCredentialWorkflow(credentials) {
	return chain('PlatformE2eAll01', 'Every credential', [
		getMeNode('Me via OAuth1 keys', 'oAuth1', byType(credentials, 'platformOAuth1Api'), 220),
		getMeNode(
			'Me via OAuth1 sign-in',
			'oAuth1SignIn',
			byType(credentials, 'platformOAuth1SignInApi'),
			440,
		),
		getMeNode('Me via OAuth2', 'oAuth2', byType(credentials, 'platformOAuth2Api'), 660),
		adsAccountsNode('Ads accounts', byType(credentials, 'platformOAuth1Api'), 880),
	]);
}

/** One routing request, for the tests that inject faults in front of it. */
function singleGetMeWorkflow(credentials) {
	return chain('PlatformE2eOne01', 'One request', [
		getMeNode('Me', 'oAuth1', byType(credentials, 'platformOAuth1Api'), 220),
	]);
}

module.exports = {
	getMyUserWorkflow,
	everyCredentialWorkflow,
	singleGetMeWorkflow,
	platformNode,
	chain,
	byType,
	nodeId,
	ADS_ACCOUNT,
	locator,
	adsNodes,
	codeNode,
};
