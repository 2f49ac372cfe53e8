import { accountCreateOperation } from '../../../shared/ads/adsRouting';
import { requiredText } from '../../../shared/descriptions/properties';
import { JOINED_LIST, rules, validateParameters } from '../../../shared/validation';
import { withinAccountLimit } from '../../shared/liveRecords';
import { APP_LISTS } from './appListLocator';

export const MAX_APP_LISTS = 100;
export const MAX_APPS = 500;

/** An ads account holds at most 100 app lists: the 101st is refused before sending. */
const roomForAList = withinAccountLimit(APP_LISTS, (lists) =>
	lists.length >= MAX_APP_LISTS
		? `already holds ${lists.length} app lists, the most an ads account may hold (${MAX_APP_LISTS}); delete one first`
		: undefined,
);

/** POST /12/accounts/:account_id/app_lists */
export const createOperation = accountCreateOperation({
	collection: APP_LISTS,
	action: 'Create an app list',
	description: 'Name a set of up to 500 apps by their store identifiers',
	preSend: [
		validateParameters(
			{ parameter: 'name', field: 'Name', rules: [], required: true },
			{
				parameter: 'appStoreIdentifiers',
				field: 'App Store Identifiers',
				required: true,
				rules: [
					rules.list(1, MAX_APPS, {
						pattern: /^[A-Za-z0-9_.]+$/,
						what: 'App Store IDs (digits) or Android package names',
					}),
				],
			},
		),
		roomForAList,
	],
	fields: [
		{
			...requiredText('Name', 'name', 'Name of the app list'),
			routing: { send: { type: 'query', property: 'name' } },
		},
		{
			...requiredText(
				'App Store Identifiers',
				'appStoreIdentifiers',
				'The apps, comma-separated (or an array from an expression): numeric App Store IDs or Android package names, at most 500',
				'333903271, com.example.app',
			),
			routing: { send: { type: 'query', property: 'app_store_identifiers', value: JOINED_LIST } },
		},
	],
});
