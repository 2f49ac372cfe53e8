import type {
	IDataObject,
	IExecuteSingleFunctions,
	IHttpRequestOptions,
	INode,
} from 'n8n-workflow';

import { RoutedOperationError } from './routing/operationError';
import { REFUSED_FIELD } from './toolErrors';
import { NUMERIC_ID, ADS_ID, MEDIA_KEY } from './patterns';
import { counted } from './descriptions/thousands';

/**
 * The one place where input is checked before a request is sent. A failed check is n8n's
 * operation error naming the item and the field (by the label the panel shows), so a person finds
 * the input to fix; with continueOnFail it becomes that item's error item.
 *
 * A rule returns what is wrong with a value, or undefined when the value is fine. Rules never see
 * an empty value: an empty optional field is simply not checked, an empty required one fails
 * with "is required".
 */
export type Rule = (value: unknown) => string | undefined;

/**
 * "Item 1": an item as the editor counts them for a person (from 1), for every message that
 * names one. The error's `context.itemIndex` keeps n8n's own index (from 0).
 */
export const itemLabel = (itemIndex: number): string => `Item ${itemIndex + 1}`;

/**
 * The error for one bad field of one item: one sentence saying what is wrong, the fix in the
 * description. Custom operations call this directly. It is a RoutedOperationError, so that n8n's
 * routing shows it as the operation error it is (see routing/operationError.ts).
 */
export function invalidField(
	node: INode,
	itemIndex: number,
	field: string,
	problem: string,
): RoutedOperationError {
	const error = new RoutedOperationError(node, `${itemLabel(itemIndex)}: ${field} ${problem}`, {
		itemIndex,
		description: `Change "${field}" and run the node again. Nothing was sent for this item.`,
	});
	// Named for a model, when the node runs as a tool (toolErrors.ts).
	error.context[REFUSED_FIELD] = field;
	return error;
}

/** Empty, for every check: absent, blank text or an empty list. */
export function isEmpty(value: unknown): boolean {
	return (
		value === undefined ||
		value === null ||
		(typeof value === 'string' && value.trim() === '') ||
		(Array.isArray(value) && value.length === 0)
	);
}

/** Applies rules to a value; throws for the first one that fails. Empty values are skipped. */
export function checkValue(
	node: INode,
	itemIndex: number,
	field: string,
	value: unknown,
	rules: Rule[],
): void {
	if (isEmpty(value)) return;
	for (const rule of rules) {
		const problem = rule(value);
		if (problem) throw invalidField(node, itemIndex, field, problem);
	}
}

/** Throws when a required value is empty. */
export function checkRequired(
	node: INode,
	itemIndex: number,
	field: string,
	value: unknown,
	problem = 'is required',
): void {
	if (isEmpty(value)) throw invalidField(node, itemIndex, field, problem);
}

/** One field to check: its parameter path (as getNodeParameter takes it), display name and rules. */
export interface FieldCheck {
	parameter: string;
	field: string;
	rules: Rule[];
	/** An empty value fails too (n8n's `required` is not enforced at run time). */
	required?: boolean;
	/** The problem an empty required value reports; "is required" unless told. */
	missing?: string;
}

/** The value of a resource locator parameter (`{__rl, mode, value}`), or the parameter itself. */
export function locatorValue(parameter: unknown): unknown {
	if (parameter && typeof parameter === 'object' && '__rl' in parameter) {
		const { value } = parameter as { value?: unknown };
		return typeof value === 'string' ? value.trim() : value;
	}
	return parameter;
}

/**
 * A preSend that checks the current item's parameters (plain values and resource locators).
 * Declarative routing runs it before the item's request; what it throws stops that request.
 * It carries its checks (`checks`), so a test can compare each field name with the label the
 * panel shows for its parameter (test/validation/fieldNames.test.ts).
 */
export function validateParameters(...checks: FieldCheck[]) {
	const validate = async function validate(
		this: IExecuteSingleFunctions,
		requestOptions: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> {
		for (const { parameter, field, rules, required, missing } of checks) {
			// '' when absent: an unset option of a collection has no value, and n8n throws when the
			// fallback is undefined.
			const value = locatorValue(this.getNodeParameter(parameter, ''));
			if (required) checkRequired(this.getNode(), this.getItemIndex(), field, value, missing);
			checkValue(this.getNode(), this.getItemIndex(), field, value, rules);
		}
		return requestOptions;
	};
	return Object.assign(validate, { checks });
}

/** Required fields that must pass `rule` (locators of ids, keys...), by parameter and display name. */
export const requiredFields = (
	rule: Rule,
	...fields: Array<{ parameter: string; field: string }>
) => validateParameters(...fields.map((check) => ({ ...check, rules: [rule], required: true })));

const text = (value: unknown): string => (typeof value === 'string' ? value : String(value));
const quoted = (value: unknown): string => `"${text(value).slice(0, 40)}"`;

/**
 * The comma-list rule, for every list a person types or an expression gives (an array or a comma
 * text): entries trimmed, empty ones dropped. Lists are sent joined with "," and no spaces.
 */
export function listOf(value: unknown): string[] {
	const entries = Array.isArray(value) ? value.map(text) : text(value).split(',');
	return entries.map((entry) => entry.trim()).filter(Boolean);
}

/** The comma list as it is sent: `a,b,c`. */
export const joinedList = (value: unknown): string => listOf(value).join(',');

/**
 * The same rule as an n8n expression, for a routing `send.value` (the list is left out when it
 * is empty). `String()` joins an array from an expression with commas first.
 */
// Written short: it is repeated in every list field of the description n8n loads and sends
// (single quotes: double ones are escaped in its JSON).
// An array plus '' is its entries joined with commas.
export const JOINED_LIST =
	"={{String($value).split(',').map(e=>e.trim()).filter(e=>e)+''||undefined}}";
/** The same rule for a body that takes the list as an array. */
export const LIST_ARRAY = "={{String($value).split(',').map(e=>e.trim()).filter(e=>e)}}";

/** A rule for one value of a shape: `must be <what>, got "<value>"`. */
const shaped =
	(pattern: RegExp, what: string): Rule =>
	(value) =>
		pattern.test(text(value).trim()) ? undefined : `must be ${what}, got ${quoted(value)}`;

/** What each entry of a comma list must be: a shape (`must hold <what>`) or a rule of its own. */
export type EntryRule = Rule | { pattern: RegExp; what: string };

/** The one rule of comma lists: `min` to `max` entries, each passing `entry` when given. */
const list =
	(min: number, max: number, entry?: EntryRule): Rule =>
	(value) => {
		const entries = listOf(value);
		if (entries.length < min)
			return `needs at least ${counted(min, 'entry', 'entries')} (it has ${entries.length})`;
		if (entries.length > max)
			return `allows at most ${counted(max, 'entry', 'entries')} (it has ${entries.length})`;
		if (!entry) return undefined;
		if (typeof entry === 'function') return entries.map(entry).find(Boolean);
		const bad = entries.find((one) => !entry.pattern.test(one));
		return bad === undefined ? undefined : `must hold ${entry.what}; ${quoted(bad)} is not one`;
	};

const NOTHING_TO_CHANGE = 'needs at least one field to change';

export const rules = {
	/** A numeric id of 1 to 19 digits (posts, users, webhooks...). */
	id: shaped(NUMERIC_ID, 'a numeric ID of 1 to 19 digits'),
	/** A list of numeric ids, of any length (with `list` for a count). */
	ids: list(0, Infinity, { pattern: NUMERIC_ID, what: 'numeric IDs of 1 to 19 digits' }),
	/** An ads id: letters and digits only (it becomes a path segment). */
	adsId: shaped(ADS_ID, 'an ID of letters and digits'),
	/** A media key: `<type digit>_<media id>`. */
	mediaKey: shaped(MEDIA_KEY, 'a media key such as 7_1234567890123456789'),
	/** A comma list of `min` to `max` entries, each passing `entry` when given. */
	list,
	/** A comma list of `min` to `max` ads ids. */
	adsIds: (min: number, max: number, what = 'IDs of letters and digits'): Rule =>
		list(min, max, { pattern: ADS_ID, what }),
	entries: (min: number, max: number): Rule => list(min, max),
	/** A collection (Update Fields...) with at least one field that is not empty. */
	someField: ((value) =>
		Object.values((value ?? {}) as IDataObject).every(isEmpty)
			? NOTHING_TO_CHANGE
			: undefined) as Rule,
	chars:
		(min: number, max: number): Rule =>
		(value) => {
			const length = [...text(value)].length;
			if (length < min) return `must be at least ${counted(min, 'character')} long`;
			if (length > max)
				return `must be at most ${max.toLocaleString('en-US')} characters long (it has ${length.toLocaleString('en-US')})`;
			return undefined;
		},
	intBetween:
		(min: number, max: number): Rule =>
		(value) => {
			const number = Number(value);
			return Number.isInteger(number) && number >= min && number <= max
				? undefined
				: `must be a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}, got ${text(value)}`;
		},
	oneOf:
		(allowed: readonly string[]): Rule =>
		(value) =>
			allowed.includes(text(value))
				? undefined
				: `must be one of ${allowed.join(', ')}, got ${quoted(value)}`,
	matches:
		(pattern: RegExp, description: string): Rule =>
		(value) =>
			pattern.test(text(value)) ? undefined : `must be ${description}, got ${quoted(value)}`,
	https: ((value) =>
		/^https:\/\/[^\s]+$/i.test(text(value)) ? undefined : 'must be an https:// URL') as Rule,
};

/** "Update Fields needs at least one field to change", checked before an update is sent. */
export const someFieldToChange = (collection = 'updateFields', field = 'Update Fields') =>
	validateParameters({
		parameter: collection,
		field,
		rules: [rules.someField],
		required: true,
		missing: NOTHING_TO_CHANGE,
	});
