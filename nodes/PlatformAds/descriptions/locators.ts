import type { INodeProperties, INodePropertyMode } from 'n8n-workflow';

/** Ads ids are short base-36 strings (`18ce54d4x5t`, `8v7jo`). */
export const ADS_ID_PATTERN = '^[0-9a-zA-Z]+$';

export interface LocatorSettings {
	/** Node parameter name, e.g. `accountId`. */
	name: string;
	displayName: string;
	description: string;
	placeholder: string;
	/** A `methods.listSearch` function offering the choices; absent when the spec has no list. */
	searchListMethod?: string;
}

/**
 * A resource locator for an ads record: from a list (when the platform lists the records) or by
 * ID. The spec gives no web address for ads records, so there is no URL mode.
 */
export function idLocator(settings: LocatorSettings, show: Record<string, string[]>): INodeProperties {
	// A mode of a resource locator, not a parameter: it takes no default.
	// eslint-disable-next-line n8n-nodes-base/node-param-default-missing
	const byId: INodePropertyMode = {
		displayName: 'By ID',
		name: 'id',
		type: 'string',
		placeholder: settings.placeholder,
		validation: [
			{
				type: 'regex',
				properties: { regex: ADS_ID_PATTERN, errorMessage: `Not a valid ${settings.displayName.toLowerCase()} ID` },
			},
		],
	};
	const fromList: INodePropertyMode[] = settings.searchListMethod
		? [
				// eslint-disable-next-line n8n-nodes-base/node-param-default-missing
				{
					displayName: 'From List',
					name: 'list',
					type: 'list',
					typeOptions: { searchListMethod: settings.searchListMethod, searchable: true },
				},
			]
		: [];
	return {
		displayName: settings.displayName,
		name: settings.name,
		type: 'resourceLocator',
		default: { mode: fromList.length > 0 ? 'list' : 'id', value: '' },
		required: true,
		displayOptions: { show },
		description: settings.description,
		modes: [...fromList, byId],
	};
}

/** The path segment of a locator's id in a routing URL expression, encoded. */
export const idSegment = (name: string): string => `{{encodeURIComponent($parameter["${name}"])}}`;
