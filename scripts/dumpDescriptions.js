#!/usr/bin/env node
// Writes, as JSON, what n8n reads from every built node and credential: a node's description as
// n8n's loader leaves it (with the Poll Times and request options n8n adds, see loaded) and the
// names of its methods (list searches, option loaders, custom operations, webhook methods); a
// credential's fields. Run it on two builds and compare the files to see whether a change altered
// a panel:
//   npm run build && node scripts/dumpDescriptions.js > /tmp/before.json
// Functions inside a description are written as "[function]", since the editor never sees them.
// With --panels, each action node's description is written as its panels instead: for every
// resource and operation, the properties it shows, in order (inside collections too), without the
// resource and operation conditions they met. Two builds that order or merge properties
// differently but show the same panels give the same file.
'use strict';

const path = require('node:path');
const { n8n } = require('../package.json');

function plain(value) {
	if (typeof value === 'function') return '[function]';
	if (Array.isArray(value)) return value.map(plain);
	if (value && typeof value === 'object') {
		return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)]));
	}
	return value;
}

function namesOf(group) {
	if (!group || typeof group !== 'object') return group;
	// Sorted: n8n looks methods up by name, their order means nothing.
	return Object.fromEntries(
		Object.entries(group)
			.sort(([a], [b]) => a.localeCompare(b))
			.map(([key, item]) =>
				typeof item === 'function' ? [key, '[function]'] : [key, Object.keys(item).sort()],
			),
	);
}

/** Whether the property shows for resource and operation (`/resource` inside a collection). */
function shown(property, resource, operation, prefix = '') {
	const { show = {}, hide = {} } = property.displayOptions ?? {};
	const resources = show[`${prefix}resource`];
	const operations = show[`${prefix}operation`];
	return (
		(!resources || resources.includes(resource)) &&
		(!operations || operations.includes(operation)) &&
		!hide[`${prefix}resource`]?.includes(resource) &&
		!hide[`${prefix}operation`]?.includes(operation)
	);
}

/** The property as one panel shows it: its conditions on resource and operation met and removed. */
function inPanel(property, resource, operation, prefix = '') {
	const copy = { ...property };
	if (property.displayOptions) {
		const strip = (conditions = {}) =>
			Object.fromEntries(
				Object.entries(conditions).filter(
					([key]) => ![`${prefix}resource`, `${prefix}operation`].includes(key),
				),
			);
		copy.displayOptions = {
			show: strip(property.displayOptions.show),
			hide: strip(property.displayOptions.hide),
		};
	}
	if (property.type === 'collection')
		copy.options = property.options
			.filter((option) => shown(option, resource, operation, '/'))
			.map((option) => inPanel(option, resource, operation, '/'));
	if (property.type === 'fixedCollection')
		copy.options = property.options.map((group) => ({
			...group,
			values: group.values
				.filter((value) => shown(value, resource, operation, '/'))
				.map((value) => inPanel(value, resource, operation, '/')),
		}));
	return copy;
}

function panels(description) {
	const pairs = description.properties
		.filter(({ name }) => name === 'operation')
		.flatMap((list) =>
			(list.displayOptions?.show?.resource ?? []).flatMap((resource) =>
				list.options.map(({ value }) => [resource, value]),
			),
		);
	if (pairs.length === 0) return description;
	const { properties, subtitle, ...rest } = description;
	return {
		...rest,
		panels: Object.fromEntries(
			pairs
				.sort(([a, b], [c, d]) => `${a}/${b}`.localeCompare(`${c}/${d}`))
				.map(([resource, operation]) => [
					`${resource}/${operation}`,
					properties
						.filter((property) => shown(property, resource, operation))
						.map((property) => inPanel(property, resource, operation)),
				]),
		),
	};
}

/**
 * The node as n8n's loader leaves it: n8n adds its own fields to some descriptions in place (Poll
 * Times in front of a polling node's properties, the request options of a declarative node).
 */
function loaded(node) {
	const { DirectoryLoader } = require('n8n-core');
	DirectoryLoader.prototype.applySpecialNodeParameters.call(DirectoryLoader.prototype, node);
	return node;
}

/** The instance of the class a built file exports under the file's name (X.node.js exports X). */
const instanceOf = (file, suffix) =>
	new (require(path.resolve(__dirname, '..', file))[path.basename(file, suffix)])();

const asPanels = process.argv.includes('--panels');
const dump = {};
for (const file of n8n.nodes) {
	{
		const node = loaded(instanceOf(file, '.node.js'));
		dump[node.description.name] = {
			description: plain(asPanels ? panels(node.description) : node.description),
			methods: namesOf(node.methods),
			customOperations: namesOf(node.customOperations),
			webhookMethods: namesOf(node.webhookMethods),
			functions: ['execute', 'poll', 'trigger', 'webhook'].filter(
				(name) => typeof node[name] === 'function',
			),
		};
	}
}
for (const file of n8n.credentials) {
	const credential = instanceOf(file, '.credentials.js');
	dump[credential.name] = plain({ ...credential });
}
process.stdout.write(JSON.stringify(dump, null, '\t') + '\n');
