import type { INodeProperties } from 'n8n-workflow';
import { ADS_ID_PATTERN } from '../patterns';

export interface LocatorSettings {
	/** Node parameter name, e.g. `accountId`. */
	name: string;
	displayName: string;
	description: string;
	placeholder: string;
	/** A `methods.listSearch` function offering the choices; absent when the spec has no list. */
	searchListMethod?: string;
	/** Where to find the ID, for a record the platform offers no list of. */
	hint?: string;
}

/**
 * A resource locator for an ads record: from a list (when the platform lists the records) or by
 * ID. The spec gives no web address for ads records, so there is no URL mode.
 */
export function idLocator(
	settings: LocatorSettings,
	show: Record<string, string[]> = {},
): INodeProperties {
	const locator: INodeProperties = {
		displayName: settings.displayName,
		name: settings.name,
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: true,
		displayOptions: { show },
		description: settings.description,
		...(settings.hint ? { hint: settings.hint } : {}),
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				typeOptions: { searchListMethod: settings.searchListMethod ?? '', searchable: true },
			},
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string',
				placeholder: settings.placeholder,
				validation: [
					{
						type: 'regex',
						properties: {
							regex: ADS_ID_PATTERN,
							errorMessage: `Not a valid ${settings.displayName.toLowerCase()} ID`,
						},
					},
				],
			},
		],
	};
	// Without a list to pick from, only the ID mode is offered.
	if (settings.searchListMethod) return locator;
	return {
		...locator,
		default: { mode: 'id', value: '' },
		modes: locator.modes?.filter((mode) => mode.name === 'id'),
	};
}

/**
 * The path segment of a locator's id in a routing URL expression, encoded. `$parameter.name`, not
 * `$parameter["name"]`: the same value, and the quotes, escaped in the description's JSON, cost
 * 6 characters in each of some 150 URLs. Parameter names are identifiers.
 */
export const idSegment = (name: string): string => `{{encodeURIComponent($parameter.${name})}}`;
