import type { INodeProperties } from 'n8n-workflow';

/**
 * Builders for the field shapes that every node repeats: a required text field (or date), and a
 * collection of optional settings behind one "Add ..." button. They build the same objects as
 * written out, in the same order.
 */

/** A required text field, empty until filled in; `placeholder` shows an example. */
export function requiredText(
	displayName: string,
	name: string,
	description: string,
	placeholder?: string,
): INodeProperties {
	return {
		displayName,
		name,
		type: 'string',
		required: true,
		default: '',
		...(placeholder === undefined ? {} : { placeholder }),
		description,
	};
}

/** A required date and time, empty until filled in. */
export function requiredDateTime(
	displayName: string,
	name: string,
	description: string,
): INodeProperties {
	return { displayName, name, type: 'dateTime', required: true, default: '', description };
}

/** Optional settings (Options, Update Fields, Additional Fields) behind one "Add ..." button. */
export function collection(
	displayName: string,
	name: string,
	placeholder: string,
	options: INodeProperties[],
): INodeProperties {
	return { displayName, name, type: 'collection', placeholder, default: {}, options };
}

/**
 * A dropdown of fixed choices, written `{ 'Shown Name': 'value' }` in the order the panel lists
 * them; a choice that needs its own description is written out instead.
 */
export function dropdown(
	displayName: string,
	name: string,
	choices: Record<string, string>,
	defaultValue: string,
): INodeProperties {
	return {
		displayName,
		name,
		type: 'options',
		options: Object.entries(choices).map(([choice, value]) => ({ name: choice, value })),
		default: defaultValue,
	};
}

/** The property, optional: without `required` (`required: false` is n8n's default, only bytes). */
export function optional(property: INodeProperties): INodeProperties {
	const copy = { ...property };
	delete copy.required;
	return copy;
}
