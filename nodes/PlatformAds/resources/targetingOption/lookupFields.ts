import type { INodeProperties } from 'n8n-workflow';

import { JOINED_LIST } from '../../../shared/validation';
import { countryCodesField } from '../../shared/countryCodesField';
import { enumField } from '../../../shared/ads/enums';
import {
	CONVERSATION_TYPES,
	EVENT_TYPES,
	LOCATION_TYPES,
} from '../../shared/targeting/targetingTypes';
import { byDisplayName } from '../../../shared/descriptions/optionOrder';

/**
 * The fields of the 12 lookups, each written once and shown for the lookups that take it, so the
 * node carries one copy: the words to search, the required event types and TV market, and one
 * Filters collection whose entries show for their lookups.
 */

const query = (property: string) => ({ send: { type: 'query' as const, property } });
const forOperations = (operations: string[]) => ({ show: { '/operation': operations } });

export const searchField: INodeProperties = {
	displayName: 'Search',
	name: 'q',
	type: 'string',
	default: '',
	placeholder: 'york',
	description: 'Words of the name to look for; empty lists everything',
	routing: { send: { type: 'query', property: 'q', value: '={{ $value || undefined }}' } },
};

export const eventTypesField: INodeProperties = enumField(
	{
		displayName: 'Event Types',
		name: 'event_types',
		required: true,
		default: [...EVENT_TYPES],
		description: 'The kinds of events to list',
		routing: { send: { type: 'query', property: 'event_types', value: JOINED_LIST } },
	},
	EVENT_TYPES,
	true,
);

export const localeField: INodeProperties = {
	displayName: 'TV Market Locale',
	name: 'locale',
	type: 'string',
	required: true,
	default: 'en-US',
	description: 'The TV market whose shows to list, as Search TV Markets gives it (such as en-GB)',
	routing: query('locale'),
};

export const lookupFilters: INodeProperties = {
	displayName: 'Filters',
	name: 'filters',
	type: 'collection',
	placeholder: 'Add Filter',
	default: {},
	// In the panel's alphabetical order.
	options: (
		[
			enumField(
				{
					displayName: 'Location Type',
					name: 'location_type',
					description: 'Only locations of this kind',
					routing: query('location_type'),
					displayOptions: forOperations(['searchLocations']),
				},
				LOCATION_TYPES,
			),
			{
				displayName: 'Country Code',
				name: 'country_code',
				type: 'string',
				default: '',
				placeholder: 'GB',
				description: 'Two-letter country code (network operators: US when empty)',
				routing: query('country_code'),
				displayOptions: forOperations(['searchLocations', 'searchNetworkOperators']),
			},
			{
				...countryCodesField('events in these countries (and global ones)'),
				displayOptions: forOperations(['searchEvents']),
			},
			{
				displayName: 'Start Time',
				name: 'start_time',
				type: 'dateTime',
				default: '',
				description:
					"Events not over by then; now when empty. Without a zone, the workflow's time zone.",
				displayOptions: forOperations(['searchEvents']),
			},
			{
				displayName: 'End Time',
				name: 'end_time',
				type: 'dateTime',
				default: '',
				description: "Events starting before then. Without a zone, the workflow's time zone.",
				displayOptions: forOperations(['searchEvents']),
			},
			enumField(
				{
					displayName: 'Conversation Type',
					name: 'conversation_type',
					description: 'Only conversations of this kind',
					routing: query('conversation_type'),
					displayOptions: forOperations(['searchConversations']),
				},
				CONVERSATION_TYPES,
			),
			enumField(
				{
					displayName: 'OS Type',
					name: 'os_type',
					description: 'Only the categories of this app store',
					routing: query('os_type'),
					displayOptions: forOperations(['searchAppStoreCategories']),
				},
				['ANDROID', 'IOS'],
			),
			{
				displayName: 'Language',
				name: 'lang',
				type: 'string',
				default: '',
				placeholder: 'es',
				description: 'Two-letter language code: adds localized_name',
				routing: query('lang'),
				displayOptions: forOperations(['searchPlatforms']),
			},
		] as INodeProperties[]
	).sort(byDisplayName),
};
