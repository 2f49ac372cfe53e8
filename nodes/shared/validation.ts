import {
	NodeOperationError,
	type IExecuteSingleFunctions,
	type IHttpRequestOptions,
	type INode,
} from 'n8n-workflow';

/**
 * Client-side checks of the limits the spec states, run before a request is sent. A failed
 * check is a NodeOperationError naming the item and the field (by its display name), so a
 * person finds the input to fix; with continueOnFail it becomes that item's error item.
 *
 * A rule returns what is wrong with a value, or undefined when the value is fine.
 */
export type Rule = (value: unknown) => string | undefined;

/** The error for one bad field of one item. Custom operations call this directly. */
export function invalidField(node: INode, itemIndex: number, field: string, problem: string): NodeOperationError {
	return new NodeOperationError(node, `Item ${itemIndex}: ${field} ${problem}`, {
		itemIndex,
		description: `Fix "${field}" in item ${itemIndex} (counting from 0); nothing was sent for this item.`,
	});
}

/** Applies rules to a value; throws for the first one that fails. Empty values are skipped. */
export function checkValue(node: INode, itemIndex: number, field: string, value: unknown, rules: Rule[]): void {
	if (value === undefined || value === null || value === '') return;
	for (const rule of rules) {
		const problem = rule(value);
		if (problem) throw invalidField(node, itemIndex, field, problem);
	}
}

/** One field to check: its parameter path (as getNodeParameter takes it), display name and rules. */
export interface FieldCheck {
	parameter: string;
	field: string;
	rules: Rule[];
	/** An empty value fails too (rules skip empty values; n8n's `required` is not enforced at run time). */
	required?: boolean;
}

/**
 * A preSend that checks the current item's parameters. Declarative routing runs it before the
 * item's request; what it throws stops that request.
 */
export function validateParameters(...checks: FieldCheck[]) {
	return async function validate(
		this: IExecuteSingleFunctions,
		requestOptions: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> {
		for (const { parameter, field, rules, required } of checks) {
			// '' when absent: an unset option of a collection has no value, and n8n throws when the
			// fallback is undefined. checkValue skips empty values.
			const value = this.getNodeParameter(parameter, '');
			if (required) checkRequired(this.getNode(), this.getItemIndex(), field, value);
			checkValue(this.getNode(), this.getItemIndex(), field, value, rules);
		}
		return requestOptions;
	};
}

/** Throws when a required value is empty: absent, blank text or an empty list. */
export function checkRequired(node: INode, itemIndex: number, field: string, value: unknown): void {
	const empty =
		value === undefined ||
		value === null ||
		(typeof value === 'string' && value.trim() === '') ||
		(Array.isArray(value) && value.length === 0);
	if (empty) throw invalidField(node, itemIndex, field, 'is required');
}

const text = (value: unknown): string => (typeof value === 'string' ? value : String(value));

/** A value or comma-separated list as a list of trimmed entries. */
export function listOf(value: unknown): string[] {
	if (Array.isArray(value)) return value.map(text).map((entry) => entry.trim()).filter(Boolean);
	return text(value)
		.split(',')
		.map((entry) => entry.trim())
		.filter(Boolean);
}

export const rules = {
	/** A numeric id of 1 to 19 digits (posts, users, webhooks...). */
	id: ((value) => (/^[0-9]{1,19}$/.test(text(value).trim()) ? undefined : `must be a numeric ID of 1 to 19 digits, got "${text(value).slice(0, 40)}"`)) as Rule,
	/** Every entry of a list is such an id. */
	ids: ((value) => {
		const bad = listOf(value).find((entry) => !/^[0-9]{1,19}$/.test(entry));
		return bad === undefined ? undefined : `must hold numeric IDs of 1 to 19 digits; "${bad.slice(0, 40)}" is not one`;
	}) as Rule,
	chars: (min: number, max: number): Rule => (value) => {
		const length = [...text(value)].length;
		if (length < min) return `must be at least ${min.toLocaleString('en-US')} characters long`;
		if (length > max) return `must be at most ${max.toLocaleString('en-US')} characters long (it has ${length.toLocaleString('en-US')})`;
		return undefined;
	},
	intBetween: (min: number, max: number): Rule => (value) => {
		const number = Number(value);
		return Number.isInteger(number) && number >= min && number <= max
			? undefined
			: `must be a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}, got ${text(value)}`;
	},
	entries: (min: number, max: number): Rule => (value) => {
		const count = listOf(value).length;
		if (count < min) return `needs at least ${min} entries (it has ${count})`;
		if (count > max) return `allows at most ${max} entries (it has ${count})`;
		return undefined;
	},
	oneOf: (allowed: readonly string[]): Rule => (value) =>
		allowed.includes(text(value)) ? undefined : `must be one of ${allowed.join(', ')}, got "${text(value).slice(0, 40)}"`,
	matches: (pattern: RegExp, description: string): Rule => (value) =>
		pattern.test(text(value)) ? undefined : `must be ${description}, got "${text(value).slice(0, 40)}"`,
	https: ((value) => (/^https:\/\/[^\s]+$/i.test(text(value)) ? undefined : 'must be an https:// URL')) as Rule,
};
