import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { invalidRequest, type RequestProblem } from '../requestChecks';
import type { Query } from '../types';
import { schemaProblem, type Schema } from './schemaCheck';
import { applySpecOverrides } from './specOverrides';

/**
 * Every core request checked against the reference description of the core interface (a copy in
 * coreReference.json, with the spec's own words where they differ: specOverrides.ts): its path
 * parameters, its query parameters (none unknown, each of its type, pattern, range and list
 * length) and its JSON body. A request the platform would refuse is answered with the platform's
 * invalid-request problem before any route sees it, so a test cannot pass on a request the real
 * service would not take. Paths the reference does not describe are left to their routes.
 */
interface Parameter {
	name: string;
	in: 'path' | 'query' | 'header';
	required?: boolean;
	schema: Schema;
}

interface Operation {
	parameters?: Array<Parameter | { $ref: string }>;
	requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
}

interface Reference {
	paths: Record<string, Record<string, Operation>>;
	components: { schemas: Record<string, Schema>; parameters: Record<string, Parameter> };
}

interface DescribedPath {
	pattern: RegExp;
	names: string[];
	methods: Record<string, Operation>;
	literal: number;
}

const FILE = 'coreReference.json';

/** The copy beside this file, or (compiled into .build) the one in the repository's test/emulator/openapi. */
function referencePath(): string {
	for (let folder = __dirname; ; folder = dirname(folder)) {
		for (const candidate of [join(folder, FILE), join(folder, 'test/emulator/openapi', FILE)]) {
			if (existsSync(candidate)) return candidate;
		}
		if (dirname(folder) === folder) throw new Error(`emulator: ${FILE} not found`);
	}
}

let loaded: { reference: Reference; paths: DescribedPath[] } | undefined;

function described() {
	if (loaded) return loaded;
	const reference = applySpecOverrides(
		JSON.parse(readFileSync(referencePath(), 'utf8')) as Reference,
	);
	const paths = Object.entries(reference.paths).map(([template, methods]) => {
		const names: string[] = [];
		const source = template
			.split(/(\{\w+\})/)
			.map((part) => {
				if (!part.startsWith('{')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
				names.push(part.slice(1, -1));
				return '([^/]+)';
			})
			.join('');
		return { pattern: new RegExp(`^${source}$`), names, methods, literal: names.length };
	});
	// As the routes: a literal segment wins over a parameter (/2/users/me before /2/users/{id}).
	paths.sort((a, b) => a.literal - b.literal);
	loaded = { reference, paths };
	return loaded;
}

const resolver = (reference: Reference) => (ref: string) =>
	reference.components.schemas[ref.split('/').pop() as string];

/** A path or query value as the schema reads it: a comma list for an array, a number, a boolean. */
function queryValue(raw: string, schema: Schema, resolve: (ref: string) => Schema): unknown {
	const type = (schema.$ref ? resolve(schema.$ref) : schema).type;
	if (type === 'array') return raw.split(',');
	if (type === 'integer' || type === 'number')
		return /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
	if (type === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : raw;
	return raw;
}

/** The invalid-request problem of a core request the reference describes, or nothing. */
export function referenceProblem(
	method: string,
	path: string,
	query: Query,
	body: unknown,
	contentType: string,
): RequestProblem | undefined {
	const { reference, paths } = described();
	let operation: Operation | undefined;
	let pathValues: Record<string, string> = {};
	for (const candidate of paths) {
		const match = candidate.pattern.exec(path);
		const found = match && candidate.methods[method.toLowerCase()];
		if (match && found) {
			operation = found;
			pathValues = Object.fromEntries(
				candidate.names.map((name, i) => [name, decodeURIComponent(match[i + 1])]),
			);
			break;
		}
	}
	if (!operation) return undefined;
	const resolve = resolver(reference);
	const parameters = (operation.parameters ?? []).map((parameter) =>
		'$ref' in parameter
			? reference.components.parameters[parameter.$ref.split('/').pop() as string]
			: parameter,
	);
	for (const parameter of parameters.filter((one) => one.in === 'path')) {
		const text = pathValues[parameter.name] ?? '';
		const value = queryValue(text, parameter.schema, resolve);
		const problem = schemaProblem(value, parameter.schema, parameter.name, resolve);
		if (problem) return invalidRequest(parameter.name, text, problem.message);
	}
	const known = parameters.filter((one) => one.in === 'query');
	const unknown = Object.keys(query).filter((name) => !known.some((one) => one.name === name));
	if (unknown.length > 0)
		return invalidRequest(
			unknown[0],
			query[unknown[0]],
			`The query parameters [${unknown.join(',')}] is not one of [${known.map((one) => one.name).join(',')}]`,
		);
	for (const parameter of known) {
		const raw = query[parameter.name];
		if (raw === undefined) {
			if (parameter.required)
				return invalidRequest(
					parameter.name,
					'',
					`The \`${parameter.name}\` query parameter can not be empty`,
				);
			continue;
		}
		const text = Array.isArray(raw) ? raw.join(',') : raw;
		const value = queryValue(text, parameter.schema, resolve);
		const problem = schemaProblem(value, parameter.schema, parameter.name, resolve);
		if (problem) return invalidRequest(parameter.name, problem.value ?? text, problem.message);
	}
	return bodyProblem(operation, body, contentType, resolve);
}

function bodyProblem(
	operation: Operation,
	body: unknown,
	contentType: string,
	resolve: (ref: string) => Schema,
): RequestProblem | undefined {
	const content = operation.requestBody?.content ?? {};
	const json = content['application/json'];
	if (body === undefined) {
		// A body whose schema requires nothing (an empty object) may be left out.
		const needed =
			operation.requestBody?.required &&
			!content['multipart/form-data'] &&
			(!json || (resolveSchema(json.schema, resolve).required ?? []).length > 0);
		return needed ? invalidRequest('body', '', 'The request body is required') : undefined;
	}
	if (!json || !contentType.toLowerCase().includes('json')) return undefined;
	const problem = schemaProblem(body, json.schema, '$', resolve);
	return problem ? invalidRequest(problem.where, problem.value ?? '', problem.message) : undefined;
}

const resolveSchema = (schema: Schema, resolve: (ref: string) => Schema): Schema =>
	schema.$ref ? resolve(schema.$ref) : schema;
