#!/usr/bin/env node
// Writes, as JSON, what n8n reads from every built node: its description and the names of its
// methods (list searches, option loaders, custom operations, webhook methods). Run it on two
// builds and compare the files to see whether a change altered a panel:
//   npm run build && node scripts/dumpDescriptions.js > /tmp/before.json
// Functions inside a description are written as "[function]", since the editor never sees them.
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
	return Object.fromEntries(
		Object.entries(group).map(([key, item]) =>
			typeof item === 'function' ? [key, '[function]'] : [key, Object.keys(item).sort()],
		),
	);
}

const dump = {};
for (const file of n8n.nodes) {
	const exports = require(path.resolve(__dirname, '..', file));
	// The node's class is exported under the file's name (PlatformAds.node.js exports PlatformAds).
	const NodeType = exports[path.basename(file, '.node.js')];
	{
		const node = new NodeType();
		dump[node.description.name] = {
			description: plain(node.description),
			methods: namesOf(node.methods),
			customOperations: namesOf(node.customOperations),
			webhookMethods: namesOf(node.webhookMethods),
			functions: ['execute', 'poll', 'trigger', 'webhook'].filter(
				(name) => typeof node[name] === 'function',
			),
		};
	}
}
process.stdout.write(JSON.stringify(dump, null, '\t') + '\n');
