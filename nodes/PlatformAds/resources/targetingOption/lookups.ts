import { RUSSIA_WARNING } from '../../shared/targeting/targetingTypes';
import { eventTypesField, localeField, searchField } from './lookupFields';
import { eventTypesCheck, localeCheck, lookupOperation } from './lookupOperation';

const PAGED = { count: 1000, cursor: true };

/** The 12 targeting option lookups, each the operation of its list. */
export const lookupOperations = [
	{
		list: 'app_store_categories',
		what: 'App Store Categories',
		fields: [searchField],
		description:
			'List the iOS App Store and Google Play categories, for APP_STORE_CATEGORY criteria',
	},
	{
		list: 'conversations',
		what: 'Conversations',
		fields: [],
		...PAGED,
		description: 'List the conversation topics, for CONVERSATION criteria',
	},
	{
		list: 'devices',
		what: 'Devices',
		fields: [searchField],
		count: 1000,
		description: 'List the device models, for DEVICE criteria',
	},
	{
		list: 'events',
		what: 'Events',
		fields: [eventTypesField],
		checks: [eventTypesCheck],
		...PAGED,
		description: 'List the events (holidays, sports, conferences, ...), for EVENT criteria',
	},
	{
		list: 'interests',
		what: 'Interests',
		fields: [searchField],
		...PAGED,
		description: 'List the interests (category/subcategory), for INTEREST criteria',
	},
	{
		list: 'languages',
		what: 'Languages',
		fields: [searchField],
		...PAGED,
		description: 'List the languages, for LANGUAGE criteria',
	},
	{
		list: 'locations',
		what: 'Locations',
		fields: [searchField],
		...PAGED,
		description: `List the countries, regions, metros, cities and postal codes, for LOCATION criteria. ${RUSSIA_WARNING}.`,
	},
	{
		list: 'network_operators',
		what: 'Network Operators',
		fields: [searchField],
		...PAGED,
		description: 'List the mobile network operators of a country, for NETWORK_OPERATOR criteria',
	},
	{
		list: 'platform_versions',
		what: 'Platform Versions',
		fields: [searchField],
		description: 'List the iOS and Android versions, for PLATFORM_VERSION criteria',
	},
	{
		list: 'platforms',
		what: 'Platforms',
		fields: [searchField],
		count: 1000,
		description: 'List the platforms (iOS, Android, desktop, ...), for PLATFORM criteria',
	},
	{
		list: 'tv_markets',
		what: 'TV Markets',
		fields: [],
		description: 'List the TV markets and their locales, for Search TV Shows',
	},
	{
		list: 'tv_shows',
		what: 'TV Shows',
		fields: [localeField, searchField],
		checks: [localeCheck],
		count: 50,
		cursor: true,
		description: 'List the TV shows of a TV market, for TV_SHOW criteria',
	},
].map(lookupOperation);
