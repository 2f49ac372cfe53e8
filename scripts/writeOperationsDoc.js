'use strict';
// Writes docs/operations.md from the built node descriptions (npm run docs:operations): every
// operation of every resource with its method, path and accepted authentication. A test keeps the
// file equal to what this renders, so the list cannot drift from the nodes.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const DOC = path.join(ROOT, 'docs', 'operations.md');
const NODES = [
	{
		file: 'dist/nodes/PlatformCore/PlatformCore.node.js',
		className: 'PlatformCore',
		base: "the credential's *Base URL*",
	},
	{
		file: 'dist/nodes/PlatformAds/PlatformAds.node.js',
		className: 'PlatformAds',
		base: '*Ads Base URL* (or *Ads Sandbox Base URL*, see *Environment*)',
	},
];

// Operations that build their requests in code (several requests, batches, streams, or an ID
// taken from a picker) show no method and path in their description: they are named here.
const CODED_REQUESTS = {
	'webhook.delete': 'DELETE /2/webhooks/{webhook_id}',
	'webhook.validate': 'PUT /2/webhooks/{webhook_id}',
	'activitySubscription.delete': 'DELETE /2/activity/subscriptions/{subscription_id}',
	'activitySubscription.update': 'PUT /2/activity/subscriptions/{subscription_id}',
	'activitySubscription.readEvents': 'GET /2/activity/stream (one connection, read for a while)',
	'media.upload':
		'POST /2/media/upload (an image, one request); or POST /2/media/upload/initialize, POST /2/media/upload/{id}/append per segment, POST /2/media/upload/{id}/finalize, GET /2/media/upload?command=STATUS',
	'directMessage.sendToUser':
		'POST /2/dm_conversations/with/{participant_id}/messages (after the media upload when a file is attached)',
	'directMessage.sendToConversation':
		'POST /2/dm_conversations/{dm_conversation_id}/messages (after the media upload when a file is attached)',
	'directMessage.downloadMedia': 'GET /2/dm_conversations/media/{dm_id}/{media_id}/{resource_id}',
	'complianceJob.create':
		"POST /2/compliance/jobs, then PUT of the ids file to the job's upload URL when one is attached",
	'complianceJob.get':
		"GET /2/compliance/jobs/{id} (again until the job ends when waiting), then GET of the job's download URL",
	'token.invalidateBearerToken':
		'POST /oauth2/invalidate_token (HTTP Basic with the API key and secret)',
	'customAudienceUser.add':
		'POST /12/accounts/{account_id}/custom_audiences/{custom_audience_id}/users (2,500 users a request)',
	'customAudienceUser.remove':
		'POST /12/accounts/{account_id}/custom_audiences/{custom_audience_id}/users (2,500 users a request)',
	'doNotReachList.addUsers':
		'POST /12/batch/accounts/{account_id}/do_not_reach_lists/{do_not_reach_list_id}/users (2,500 users a request)',
	'doNotReachList.removeUsers':
		'POST /12/batch/accounts/{account_id}/do_not_reach_lists/{do_not_reach_list_id}/users (2,500 users a request)',
	'product.delete': 'DELETE /12/product_catalogs/{product_catalog_id}/products (25 keys a request)',
	'product.upsert':
		'PUT /12/product_catalogs/{product_catalog_id}/products (25 products a request)',
};

// The kinds of authentication each core operation accepts, as the node itself checks them.
const ACCEPTED_AUTHENTICATION_FILE = 'dist/nodes/PlatformCore/authentication.js';

function acceptedKinds(className, key) {
	if (className !== 'PlatformCore') return undefined;
	const { ACCEPTED_AUTHENTICATION } = require(path.join(ROOT, ACCEPTED_AUTHENTICATION_FILE));
	const [resource, operation] = key.split('.');
	return ACCEPTED_AUTHENTICATION[resource]?.[operation];
}

const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
/** `/2/users/:id` and `=/12/accounts/{{encodeURIComponent($parameter["accountId"])}}` as `{id}`, `{accountId}`. */
const pathOf = (url) =>
	url
		.replace(/^=/, '')
		.replace(
			/\{\{[^}]*\$parameter(?:\.(\w+)|\["(\w+)"\])[^}]*\}\}/g,
			(_match, dotted, quoted) => `{${dotted ?? quoted}}`,
		)
		.replace(/:([a-z_]+)/g, '{$1}');

function loadDescription(file, className) {
	const absolute = path.join(ROOT, file);
	if (!fs.existsSync(absolute)) throw new Error(`${file} is missing: run npm run build first`);
	return new (require(absolute)[className])().description;
}

/** One table per node: resource, operation, request, accepted authentication, what it does. */
function renderNode({ file, className, base }) {
	const description = loadDescription(file, className);
	const resources = description.properties.find((property) => property.name === 'resource').options;
	// One Authentication property per group of operations: every kind any of them offers.
	const authentications = [
		...new Map(
			description.properties
				.filter((property) => property.name === 'authentication')
				.flatMap((property) => property.options)
				.map((option) => [option.value, option]),
		).values(),
	];
	const authName = (value) => authentications.find((option) => option.value === value).name;
	const lines = [
		`## ${description.displayName}`,
		'',
		`${cell(description.description)}. Paths are on ${base}. Authentication *any* means every kind the node offers: ${authentications.map((option) => option.name).join(', ')}.`,
		'',
		'| Resource | Operation | Method and path | Authentication | What it does |',
		'|---|---|---|---|---|',
	];
	for (const resource of resources) {
		const operations = description.properties.find(
			(property) =>
				property.name === 'operation' &&
				property.displayOptions?.show?.resource?.includes(resource.value),
		);
		for (const operation of operations.options) {
			const key = `${resource.value}.${operation.value}`;
			const request = operation.routing?.request;
			const wire = request?.url ? `${request.method} ${pathOf(request.url)}` : CODED_REQUESTS[key];
			if (!wire)
				throw new Error(
					`${className}: ${key} has no request in its description and none in CODED_REQUESTS`,
				);
			const kinds = acceptedKinds(className, key);
			const accepted =
				kinds && kinds.length < authentications.length ? kinds.map(authName).join(', ') : 'any';
			lines.push(
				`| ${cell(resource.name)} | ${cell(operation.name)} | \`${cell(wire)}\` | ${accepted} | ${cell(operation.description ?? '')} |`,
			);
		}
	}
	return lines.join('\n');
}

function renderTrigger() {
	const description = loadDescription(
		'dist/nodes/ActivityTrigger/PlatformActivityTrigger.node.js',
		'PlatformActivityTrigger',
	);
	const events = description.properties
		.find((property) => property.name === 'events')
		.options.map((option) => `\`${option.value}\``);
	const authentications = description.properties
		.find((property) => property.name === 'authentication')
		.options.map((option) => option.name);
	return [
		`## ${description.displayName}`,
		'',
		`${cell(description.description)}. Authentication: ${authentications.join(', ')}.`,
		'',
		"On activation it registers n8n's webhook (`POST /2/webhooks`, answering the challenge) and one subscription per event and user (`POST /2/activity/subscriptions`); n8n checks them with `GET /2/webhooks` and `GET /2/activity/subscriptions`; deactivation removes them (`DELETE /2/activity/subscriptions/{id}`, then `DELETE /2/webhooks/{id}`).",
		'',
		`Events: ${events.join(', ')}.`,
	].join('\n');
}

function renderOperationsDoc() {
	return [
		'# Operations',
		'',
		'Generated from the built node descriptions by `npm run docs:operations`; a test fails when this file is out of date.',
		'',
		...NODES.flatMap((node) => [renderNode(node), '']),
		renderTrigger(),
		'',
	].join('\n');
}

if (require.main === module) {
	fs.mkdirSync(path.dirname(DOC), { recursive: true });
	fs.writeFileSync(DOC, renderOperationsDoc());
	console.log(`wrote ${path.relative(ROOT, DOC)}`);
}

module.exports = { DOC, renderOperationsDoc };
