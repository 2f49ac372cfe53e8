/**
 * A small checker of values against the reference description's JSON schemas: the keywords the
 * description uses for requests (type, enum, pattern, lengths, ranges, item counts, required and
 * additional properties, $ref, allOf, anyOf, oneOf). It answers the first problem found, worded
 * as the platform words its invalid-request errors, or nothing.
 */
export interface Schema {
	$ref?: string;
	type?: string;
	enum?: unknown[];
	pattern?: string;
	format?: string;
	minLength?: number;
	maxLength?: number;
	minimum?: number;
	maximum?: number;
	minItems?: number;
	maxItems?: number;
	uniqueItems?: boolean;
	items?: Schema;
	properties?: Record<string, Schema>;
	required?: string[];
	additionalProperties?: boolean | Schema;
	allOf?: Schema[];
	anyOf?: Schema[];
	oneOf?: Schema[];
	nullable?: boolean;
}

export type Resolve = (ref: string) => Schema;

const typeOf = (value: unknown): string => {
	if (value === null) return 'null';
	if (Array.isArray(value)) return 'array';
	if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
	return typeof value;
};

const typeMatches = (expected: string, actual: string) =>
	expected === actual || (expected === 'number' && actual === 'integer');

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** A value that breaks its schema: where it is (`info.text`, `user.fields`), what, and why. */
export interface SchemaProblem {
	where: string;
	value: unknown;
	message: string;
}

/** The first problem of `value` against `schema`, named at `where`, as a SchemaProblem. */
export function schemaProblem(
	value: unknown,
	schema: Schema,
	where: string,
	resolve: Resolve,
): SchemaProblem | undefined {
	const message = firstProblem(value, schema, where, resolve);
	if (!message) return undefined;
	const [, at = where] = /`([^`]+)`/.exec(message) ?? [];
	return { where: at, value: valueAt(value, where, at), message };
}

/** The part of `value` (named `where`, the body being `$`) found at `at`, a path below it. */
function valueAt(value: unknown, where: string, at: string): unknown {
	const below = where === '$' ? at : at.startsWith(where) ? at.slice(where.length) : '';
	return below
		.split(/[.[\]]/)
		.filter(Boolean)
		.reduce<unknown>(
			(inner, key) =>
				inner && typeof inner === 'object' ? (inner as Record<string, unknown>)[key] : undefined,
			value,
		);
}

function firstProblem(
	value: unknown,
	schema: Schema,
	where: string,
	resolve: Resolve,
): string | undefined {
	if (schema.$ref) return firstProblem(value, resolve(schema.$ref), where, resolve);
	if (value === null && schema.nullable) return undefined;
	for (const part of schema.allOf ?? []) {
		const problem = firstProblem(value, part, where, resolve);
		if (problem) return problem;
	}
	const alternatives = schema.anyOf ?? schema.oneOf;
	if (alternatives) {
		const problems = alternatives.map((part) => firstProblem(value, part, where, resolve));
		if (problems.every(Boolean)) return problems[0];
	}
	const actual = typeOf(value);
	if (schema.type && !typeMatches(schema.type, actual))
		return `The \`${where}\` value must be ${schema.type === 'integer' ? 'an' : 'a'} ${schema.type}, got ${actual}`;
	if (schema.enum && !schema.enum.includes(value))
		return `The \`${where}\` value [${shown(value)}] is not one of [${schema.enum.join(',')}]`;
	if (typeof value === 'string') return stringProblem(value, schema, where);
	if (typeof value === 'number') return numberProblem(value, schema, where);
	if (Array.isArray(value)) return arrayProblem(value, schema, where, resolve);
	if (actual === 'object')
		return objectProblem(value as Record<string, unknown>, schema, where, resolve);
	return undefined;
}

function stringProblem(value: string, schema: Schema, where: string): string | undefined {
	const length = [...value].length;
	if (schema.minLength !== undefined && length < schema.minLength)
		return `The \`${where}\` value [${value}] is shorter than ${schema.minLength} characters`;
	if (schema.maxLength !== undefined && length > schema.maxLength)
		return `The \`${where}\` value is longer than ${schema.maxLength} characters`;
	if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value))
		return `The \`${where}\` value [${value}] does not match ${schema.pattern}`;
	if (schema.format === 'date-time' && Number.isNaN(Date.parse(value)))
		return `The \`${where}\` value [${value}] is not a valid RFC 3339 date-time`;
	return undefined;
}

function numberProblem(value: number, schema: Schema, where: string): string | undefined {
	if (
		(schema.minimum !== undefined && value < schema.minimum) ||
		(schema.maximum !== undefined && value > schema.maximum)
	)
		return `The \`${where}\` value [${value}] is not between ${schema.minimum ?? '-∞'} and ${schema.maximum ?? '∞'}`;
	return undefined;
}

function arrayProblem(
	value: unknown[],
	schema: Schema,
	where: string,
	resolve: Resolve,
): string | undefined {
	if (schema.minItems !== undefined && value.length < schema.minItems)
		return `The \`${where}\` value must hold at least ${schema.minItems} items`;
	if (schema.maxItems !== undefined && value.length > schema.maxItems)
		return `The \`${where}\` value must hold at most ${schema.maxItems} items (it has ${value.length})`;
	if (schema.uniqueItems && new Set(value.map(shown)).size !== value.length)
		return `The \`${where}\` value holds an item twice`;
	if (!schema.items) return undefined;
	for (const [index, item] of value.entries()) {
		const problem = firstProblem(item, schema.items, `${where}[${index}]`, resolve);
		if (problem) return problem;
	}
	return undefined;
}

function objectProblem(
	value: Record<string, unknown>,
	schema: Schema,
	where: string,
	resolve: Resolve,
): string | undefined {
	for (const name of schema.required ?? []) {
		if (value[name] === undefined) return `The \`${join(where, name)}\` field is required`;
	}
	const properties = schema.properties ?? {};
	for (const [name, field] of Object.entries(value)) {
		const property = properties[name];
		if (property) {
			const problem = firstProblem(field, property, join(where, name), resolve);
			if (problem) return problem;
		} else if (schema.additionalProperties === false) {
			return `The \`${join(where, name)}\` field is not one the endpoint takes`;
		} else if (typeof schema.additionalProperties === 'object') {
			const problem = firstProblem(field, schema.additionalProperties, join(where, name), resolve);
			if (problem) return problem;
		}
	}
	return undefined;
}

/** `info` + `text` → `info.text`; the body itself is `$`, so `$` + `url` → `url`. */
const join = (where: string, name: string): string => (where === '$' ? name : `${where}.${name}`);
