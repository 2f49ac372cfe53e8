import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { INodeProperties, INodePropertyOptions, INodePropertyRouting } from 'n8n-workflow';

import { PlatformCore, resourceDescriptions } from '../../nodes/PlatformCore/PlatformCore.node';
import type { Operation } from '../../nodes/shared/descriptions/resource';

/**
 * What the reference description of the core interface asks of each endpoint the Platform node
 * calls (its query parameters, its JSON body's properties to one nested level, and the values of
 * its field and expansion lists), and what the node can send of it. Both sides are read, not
 * listed: the reference from test/emulator/openapi/coreReference.json, the node from its built
 * description (routing of the operation and of every field it shows, nested collections included)
 * and from what an operation written as code declares in `sends`.
 */

interface Schema {
	$ref?: string;
	type?: string;
	enum?: unknown[];
	items?: Schema;
	properties?: Record<string, Schema>;
	allOf?: Schema[];
	oneOf?: Schema[];
	anyOf?: Schema[];
}
interface Parameter {
	name: string;
	in: string;
	schema?: Schema;
	$ref?: string;
}
interface ReferenceOperation {
	parameters?: Parameter[];
	requestBody?: { content?: Record<string, { schema: Schema }> };
}
interface Reference {
	paths: Record<string, Record<string, ReferenceOperation>>;
	components: { schemas: Record<string, Schema>; parameters: Record<string, Parameter> };
}

export type ItemKind = 'query' | 'body' | 'value';

/** One thing the reference lets an endpoint take: `query max_results`, `body media.title`, `value post.fields=source`. */
export interface ReferenceItem {
	kind: ItemKind;
	/** The parameter or property (dotted one level); for a value, its list. */
	name: string;
	/** Only for a value. */
	value?: string;
}

export interface EndpointCoverage {
	label: string;
	method: string;
	path: string;
	items: ReferenceItem[];
	/** Not sent, for a reason stated below (ALWAYS_RETURNED, NO_SHAPE, paging). */
	excused: ReferenceItem[];
	missing: ReferenceItem[];
}

const reference = JSON.parse(
	readFileSync(join(__dirname, '../emulator/openapi/coreReference.json'), 'utf8'),
) as Reference;

const resolve = (schema: Schema | undefined): Schema => {
	if (!schema) return {};
	if (schema.$ref) return resolve(reference.components.schemas[schema.$ref.split('/').pop()!]);
	const parts = [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
	if (parts.length === 0) return schema;
	const merged: Schema = { ...schema, properties: { ...schema.properties } };
	for (const part of parts.map(resolve)) Object.assign(merged.properties!, part.properties);
	return merged;
};

/** Properties of an object, or of the objects of an array. */
const propertiesOf = (schema: Schema | undefined): Record<string, Schema> => {
	const resolved = resolve(schema);
	if (resolved.type === 'array') return resolve(resolved.items).properties ?? {};
	return resolved.properties ?? {};
};

function referenceItems(operation: ReferenceOperation): ReferenceItem[] {
	const items: ReferenceItem[] = [];
	for (const raw of operation.parameters ?? []) {
		const parameter = raw.$ref ? reference.components.parameters[raw.$ref.split('/').pop()!] : raw;
		if (parameter.in !== 'query') continue;
		items.push({ kind: 'query', name: parameter.name });
		const schema = resolve(parameter.schema);
		if (schema.type === 'array')
			for (const value of resolve(schema.items).enum ?? [])
				items.push({ kind: 'value', name: parameter.name, value: String(value) });
	}
	const body = operation.requestBody?.content?.['application/json']?.schema;
	for (const [name, schema] of Object.entries(propertiesOf(body))) {
		items.push({ kind: 'body', name });
		for (const nested of Object.keys(propertiesOf(schema)))
			items.push({ kind: 'body', name: `${name}.${nested}` });
	}
	return items;
}

/** The reference's path template that a node's path (`/2/media/{mediaKey}`) names. */
function referencePath(method: string, path: string): string | undefined {
	const shape = (template: string) => template.replace(/\{\w+\}/g, '{}');
	const candidates = Object.keys(reference.paths).filter(
		(template) =>
			shape(template) === shape(path) && reference.paths[template][method.toLowerCase()],
	);
	return candidates[0];
}

/** `=/2/users/{{$parameter["id"]}}` and `/2/users/:id` as `/2/users/{id}`. */
const pathOf = (url: string) =>
	url
		.replace(/^=/, '')
		.replace(/\{\{[^}]*\}\}/g, '{x}')
		.replace(/:([a-z_]+)/gi, '{$1}')
		.replace(/\?.*$/, '');

/** Every "METHOD /path" an operation names, in its routing or its `requests`. */
function endpointsOf(option: INodePropertyOptions, declared?: Operation): Array<[string, string]> {
	const request = option.routing?.request;
	if (request?.url) return [[String(request.method ?? 'GET'), pathOf(String(request.url))]];
	return [...(declared?.requests ?? '').matchAll(/\b(GET|POST|PUT|DELETE|PATCH) (\/[\w/{}.:]+)/g)]
		.map(([, method, path]): [string, string] => [method, pathOf(path)])
		.filter(
			([method, path], index, all) =>
				all.findIndex(([m, p]) => m === method && p === path) === index,
		);
}

/** What one operation can send: `query x`, `body x.y`, `value list=x`. */
export class Sendable {
	readonly names = new Set<string>();
	/** Paging operations set max_results and the page token themselves. */
	pages = false;

	add(kind: ItemKind, wire: string, value?: string) {
		const name = wire.replace(/\[\d+\]/g, '');
		this.names.add(value === undefined ? `${kind} ${name}` : `${kind} ${name}=${value}`);
	}

	addRouting(routing: INodePropertyRouting | undefined, options: INodeProperties['options']) {
		if (!routing) return;
		if (routing.operations?.pagination) this.pages = true;
		const request = routing.request;
		for (const name of Object.keys(request?.qs ?? {})) this.add('query', name);
		this.addBody('', (request?.body ?? {}) as Record<string, unknown>);
		const send = routing.send;
		if (send?.property && (send.type === 'query' || send.type === 'body')) {
			this.add(send.type, send.property);
			if (send.type === 'body' && send.property.includes('.'))
				this.add('body', send.property.split('.')[0]);
			if (send.type === 'query')
				for (const option of (options ?? []) as INodePropertyOptions[])
					if ('value' in option) this.add('value', send.property, String(option.value));
		}
	}

	addBody(prefix: string, body: Record<string, unknown>) {
		for (const [name, value] of Object.entries(body)) {
			this.add('body', `${prefix}${name}`);
			if (!prefix && value && typeof value === 'object' && !Array.isArray(value))
				this.addBody(`${name}.`, value as Record<string, unknown>);
		}
	}

	addField(field: INodeProperties) {
		this.addRouting(field.routing, field.options);
		for (const option of field.options ?? []) {
			if ('displayName' in option) this.addField(option as INodeProperties);
			if ('values' in option) for (const value of option.values) this.addField(value);
		}
	}

	can(item: ReferenceItem): boolean {
		if (item.kind === 'value') return this.names.has(`value ${item.name}=${item.value}`);
		return this.names.has(`${item.kind} ${item.name}`);
	}
}

const shownFor = (field: INodeProperties, resource: string, operation: string) => {
	const show = field.displayOptions?.show;
	if (!show?.resource?.includes(resource)) return false;
	return !show.operation || show.operation.includes(operation);
};

/**
 * Per endpoint the Platform node calls (several operations may call one: Create and Edit post to
 * /2/posts): what the reference lists, and what no operation calling it can send.
 */
export function referenceCoverage(): { endpoints: EndpointCoverage[]; unknown: string[] } {
	const properties = new PlatformCore().description.properties;
	const resourceNames = new Map(
		(properties.find((one) => one.name === 'resource')!.options as INodePropertyOptions[]).map(
			(option) => [String(option.value), option.name],
		),
	);
	const byEndpoint = new Map<
		string,
		{ labels: string[]; method: string; path: string; sendable: Sendable }
	>();
	const unknown: string[] = [];
	for (const { resource, operations, declared } of resourceDescriptions) {
		for (const option of operations.options as INodePropertyOptions[]) {
			const written = declared.find((one) => one.value === option.value);
			const label = `${resourceNames.get(resource)} > ${option.name}`;
			const shown = properties.filter((field) => shownFor(field, resource, String(option.value)));
			for (const [method, path] of endpointsOf(option, written)) {
				const template = referencePath(method, path);
				if (!template) {
					unknown.push(`${label}: ${method} ${path}`);
					continue;
				}
				const key = `${method} ${template}`;
				const entry = byEndpoint.get(key) ?? {
					labels: [],
					method,
					path: template,
					sendable: new Sendable(),
				};
				byEndpoint.set(key, entry);
				entry.labels.push(label);
				const { sendable } = entry;
				sendable.addRouting(option.routing, undefined);
				for (const field of shown) sendable.addField(field);
				if (shown.some((field) => field.name === 'returnAll')) sendable.pages = true;
				for (const [kind, names] of Object.entries(written?.sends ?? {}))
					for (const name of names as string[]) {
						const [list, value] = name.split('=');
						if (kind === 'value') sendable.add('value', list, value);
						else sendable.add(kind as ItemKind, name);
					}
			}
		}
	}
	const endpoints = [...byEndpoint.values()].map(({ labels, method, path, sendable }) => {
		const items = referenceItems(reference.paths[path][method.toLowerCase()]);
		const unsent = items.filter((item) => !sendable.can(item));
		const excused = unsent.filter((item) => allowed(item, sendable));
		const missing = unsent.filter((item) => !allowed(item, sendable));
		return { label: labels.join(', '), method, path, items, excused, missing };
	});
	return { endpoints, unknown };
}

/** Parameters the node sets itself: the page size and page token of every list with Return All. */
const PAGING = new Set(['max_results', 'pagination_token', 'next_token']);

/**
 * Values of field lists the platform returns whatever is asked (an object's ID, a post's text, a
 * list's name...): the lists leave them out and their descriptions say they always come back.
 */
const ALWAYS_RETURNED: Record<string, string[]> = {
	'post.fields': ['text'],
	'list.fields': ['name'],
	'community.fields': ['name'],
	'space.fields': ['state'],
	'dm_event.fields': ['event_type', 'text'],
	'media.fields': ['media_key', 'type'],
	'media_analytics.fields': ['media_key'],
};

/**
 * Metadata the reference describes as an object without any property (stickers, the key of a
 * preview image): no field can say what to put in them.
 */
const NO_SHAPE = new Set(['metadata.preview_image', 'metadata.sticker_info']);

/**
 * Values the reference still lists that the platform no longer has (the platform's contract wins
 * over the reference): a post has no `source` any more.
 */
const REMOVED_BY_THE_SPEC: Record<string, string[]> = { 'post.fields': ['source'] };

/**
 * Allowed without a field: the paging parameters a list sets itself, values always returned,
 * values the spec removed, properties without a shape.
 */
function allowed(item: ReferenceItem, sendable: Sendable): boolean {
	if (item.kind === 'body') return NO_SHAPE.has(item.name);
	if (item.kind === 'value')
		return (
			item.value === 'id' ||
			(ALWAYS_RETURNED[item.name] ?? []).includes(item.value!) ||
			(REMOVED_BY_THE_SPEC[item.name] ?? []).includes(item.value!)
		);
	return item.kind === 'query' && sendable.pages && PAGING.has(item.name);
}

export const describeItem = (item: ReferenceItem) =>
	item.kind === 'value' ? `${item.name}=${item.value}` : `${item.kind} ${item.name}`;
