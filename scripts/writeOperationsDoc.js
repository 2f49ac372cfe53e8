'use strict';
// Writes docs/operations.md from the built nodes (npm run docs:operations): every operation of
// every resource with its method, path and accepted authentication, as its operation file
// declares them (routing, or `requests` for an operation written as code, and
// `acceptedAuthentication`), and what each trigger sends. A test keeps the file equal to what
// this renders, so the list cannot drift from the nodes.
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
	{
		file: 'dist/nodes/PlatformAdsMeasurement/PlatformAdsMeasurement.node.js',
		className: 'PlatformAdsMeasurement',
		base: '*Ads Base URL* (or *Ads Sandbox Base URL*, see *Environment*)',
	},
];

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

function loadBuilt(file) {
	const absolute = path.join(ROOT, file);
	if (!fs.existsSync(absolute)) throw new Error(`${file} is missing: run npm run build first`);
	return require(absolute);
}

const loadDescription = (file, className) => new (loadBuilt(file)[className])().description;

/** resource > operation > the Operation object of its operation file, as the node file exports them. */
function declaredOperations(file) {
	return new Map(
		loadBuilt(file).resourceDescriptions.map(({ resource, declared }) => [
			resource,
			new Map(declared.map((operation) => [operation.value, operation])),
		]),
	);
}

/** One table per node: resource, operation, request, accepted authentication, what it does. */
function renderNode({ file, className, base }) {
	const description = loadDescription(file, className);
	const declared = declaredOperations(file);
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
			const written = declared.get(resource.value)?.get(operation.value);
			const request = operation.routing?.request;
			const wire = request?.url ? `${request.method} ${pathOf(request.url)}` : written?.requests;
			if (!wire)
				throw new Error(
					`${className}: ${key} names no URL in its routing and no requests in its operation file`,
				);
			const kinds = written?.acceptedAuthentication;
			const accepted =
				kinds && kinds.length < authentications.length ? kinds.map(authName).join(', ') : 'any';
			lines.push(
				`| ${cell(resource.name)} | ${cell(operation.name)} | \`${cell(wire)}\` | ${accepted} | ${cell(operation.description ?? '')} |`,
			);
		}
	}
	return lines.join('\n');
}

const optionsOf = (description, name) =>
	description.properties.find((property) => property.name === name).options;
const code = (text) => `\`${cell(text)}\``;

/** The webhook trigger: per event source, what activation, n8n's check and deactivation send. */
function renderActivityTrigger() {
	const folder = 'dist/nodes/ActivityTrigger';
	const description = loadDescription(
		`${folder}/PlatformActivityTrigger.node.js`,
		'PlatformActivityTrigger',
	);
	const { WEBHOOK_REQUESTS, SOURCE_REQUESTS } = loadBuilt(`${folder}/eventSources.js`);
	const authentications = optionsOf(description, 'authentication').map((option) => option.name);
	const row = (name, what, requests) =>
		`| ${cell(name)} | ${cell(what)} | ${code(requests.activation)} | ${code(requests.check)} | ${code(requests.deactivation)} |`;
	return [
		`## ${description.displayName}`,
		'',
		`${cell(description.description)}. Authentication: ${authentications.join(', ')}.`,
		'',
		'Every event source registers the webhook first and removes it last; between them, each adds its own.',
		'',
		'| Event source | What it delivers | On activation | n8n checks it with | On deactivation |',
		'|---|---|---|---|---|',
		row('(every source)', "n8n's webhook URL", WEBHOOK_REQUESTS),
		...optionsOf(description, 'source').map((source) => {
			const requests = SOURCE_REQUESTS[source.value];
			if (!requests) throw new Error(`Event source ${source.value} declares no requests`);
			return row(source.name, source.description, requests);
		}),
		'',
		`Activity events: ${optionsOf(description, 'events')
			.map((option) => code(option.value))
			.join(', ')}.`,
	].join('\n');
}

/** The polling trigger: each event and the requests of one poll. */
function renderPollingTrigger() {
	const folder = 'dist/nodes/PollingTrigger';
	const description = loadDescription(
		`${folder}/PlatformPollingTrigger.node.js`,
		'PlatformPollingTrigger',
	);
	const { POLL_EVENTS } = loadBuilt(`${folder}/events/index.js`);
	const authentications = optionsOf(description, 'authentication').map((option) => option.name);
	return [
		`## ${description.displayName}`,
		'',
		`${cell(description.description)}. Paths are on the credential's *Base URL*. Authentication: ${authentications.join(', ')}.`,
		'',
		'| Event | What starts the workflow | Requests of one poll |',
		'|---|---|---|',
		...optionsOf(description, 'event').map((event) => {
			const declared = POLL_EVENTS.find((one) => one.value === event.value);
			if (!declared?.requests) throw new Error(`Poll event ${event.value} declares no requests`);
			return `| ${cell(event.name)} | ${cell(event.description)} | ${code(declared.requests)} |`;
		}),
	].join('\n');
}

/** The Platform Ads Trigger: its event and the requests of one poll. */
function renderAdsTrigger() {
	const folder = 'dist/nodes/PlatformAdsTrigger';
	const description = loadDescription(`${folder}/PlatformAdsTrigger.node.js`, 'PlatformAdsTrigger');
	const { EVENTS, POLL_REQUESTS } = loadBuilt(`${folder}/description.js`);
	const authentications = optionsOf(description, 'authentication').map((option) => option.name);
	return [
		`## ${description.displayName}`,
		'',
		`${cell(description.description)}. Paths are on the credential's *Ads Base URL*. Authentication: ${authentications.join(', ')}.`,
		'',
		'| Event | What starts the workflow | Requests of one poll |',
		'|---|---|---|',
		...EVENTS.map(
			(event) => `| ${cell(event.name)} | ${cell(event.description)} | ${code(POLL_REQUESTS)} |`,
		),
	].join('\n');
}

function renderOperationsDoc() {
	return [
		'# Operations',
		'',
		'Generated from the built node descriptions by `npm run docs:operations`; a test fails when this file is out of date.',
		'',
		...NODES.flatMap((node) => [renderNode(node), '']),
		renderActivityTrigger(),
		'',
		renderPollingTrigger(),
		'',
		renderAdsTrigger(),
		'',
	].join('\n');
}

if (require.main === module) {
	fs.mkdirSync(path.dirname(DOC), { recursive: true });
	fs.writeFileSync(DOC, renderOperationsDoc());
	console.log(`wrote ${path.relative(ROOT, DOC)}`);
}

module.exports = { DOC, renderOperationsDoc };
