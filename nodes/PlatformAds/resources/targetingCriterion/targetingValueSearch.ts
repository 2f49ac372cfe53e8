import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { adsRequest } from '../../../shared/ads/adsRequest';
import { matchesFilter } from '../../../shared/pickerFilter';
import { EVENT_TYPES, LOOKUP_OF_TYPE, RUSSIA_WARNING } from '../../shared/targeting/targetingTypes';

/** The lookups that take q, count and cursor (the others list everything in one answer). */
const SEARCHABLE = new Set([
	'app_store_categories',
	'devices',
	'interests',
	'languages',
	'locations',
	'network_operators',
	'platform_versions',
	'platforms',
	'tv_shows',
]);
const PAGED = new Set([
	'conversations',
	'events',
	'interests',
	'languages',
	'locations',
	'network_operators',
	'tv_shows',
]);
export const PICKER_FILTERS = 'pickerFilters';

/** What one option shows in the picker: its name and what tells it from namesakes. */
export function optionLabel(option: IDataObject): string {
	const details = [
		typeof option.location_type === 'string'
			? option.location_type.toLowerCase().replace(/ies$/, 'y').replace(/s$/, '').replace('_', ' ')
			: undefined,
		option.country_code,
		option.os_type,
		option.conversation_type,
		option.event_type,
		option.genre,
	].filter((detail) => typeof detail === 'string' && detail !== '');
	const label = `${String(option.name)}${details.length ? ` (${details.join(', ')})` : ''}`;
	return targetsRussia(option) ? `${label}: ${RUSSIA_WARNING}` : label;
}

/** A location in Russia, or Russia itself. */
export const targetsRussia = (option: IDataObject): boolean =>
	option.country_code === 'RU' && option.targeting_type === 'LOCATION';

/** The query of one lookup page: the words typed, the panel's filters, the page. */
function lookupQuery(
	list: string,
	filter: string | undefined,
	filters: IDataObject,
	cursor?: string,
) {
	const qs: IDataObject = {};
	if (filter && SEARCHABLE.has(list)) qs.q = filter;
	if (PAGED.has(list) || list === 'devices' || list === 'platforms')
		qs.count = list === 'tv_shows' ? 50 : 200;
	if (cursor && PAGED.has(list)) qs.cursor = cursor;
	if (list === 'locations' && filters.locationType) qs.location_type = filters.locationType;
	if (['locations', 'network_operators'].includes(list) && filters.countryCode)
		qs.country_code = String(filters.countryCode).toUpperCase();
	if (list === 'tv_shows') qs.locale = filters.tvMarket || 'en-US';
	if (list === 'events') qs.event_types = EVENT_TYPES.join(',');
	return qs;
}

/**
 * The picker of Targeting Value: the option list of the chosen Targeting Type, searched by the
 * words typed (anywhere in the name: "york" finds New York), narrowed by the Picker Filters.
 * Types without a list (keywords, users, audiences) are typed in By Value.
 */
export async function searchTargetingValues(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const list = LOOKUP_OF_TYPE[String(this.getCurrentNodeParameter('targetingType') ?? '')];
	if (!list) return { results: [] };
	const filters = (this.getCurrentNodeParameter(PICKER_FILTERS) ?? {}) as IDataObject;
	const body = await adsRequest.call(this, {
		method: 'GET',
		path: `/12/targeting_criteria/${list}`,
		qs: lookupQuery(list, filter, filters, paginationToken),
		idempotent: true,
	});
	const options = Array.isArray(body.data) ? (body.data as IDataObject[]) : [];
	return {
		results: options
			.filter((option) => matchesFilter(filter, option.name, option.targeting_value))
			.map((option) => ({
				name: optionLabel(option),
				value: String(option.targeting_value),
			})),
		paginationToken: PAGED.has(list)
			? ((body.next_cursor as string | null) ?? undefined)
			: undefined,
	};
}
