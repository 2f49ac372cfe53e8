import type { INodeProperties } from 'n8n-workflow';

import { ACCOUNT_PARAMETER } from '../../../shared/ads/accountLocator';
import { countryOptions } from './isoCountries';
import { BUTTON_LABELS, COMPONENT_TYPES, LAYOUT, MAX_SWIPEABLE, MIN_SWIPEABLE } from './components';

const ofType = (...type: string[]) => ({ show: { type } });

/**
 * The components builder: one entry per component, of any type, kept in the order the user
 * sorts them (the platform renders them top to bottom). With the Slides layout each entry also
 * names its slide, so a multi-destination carousel is built without writing JSON.
 */
export function componentsBuilder(show: Record<string, string[]>): INodeProperties {
	return {
		displayName: 'Components',
		name: 'components',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true, sortable: true },
		placeholder: 'Add Component',
		default: {},
		description:
			'The components of the card, rendered top to bottom in this order. A card needs one media component (Media or Swipeable Media) and one Details (website) or Button (app) component.',
		displayOptions: { show: { ...show, layout: [LAYOUT.components, LAYOUT.slides] } },
		options: [
			{
				displayName: 'Component',
				name: 'component',
				// Sorted by name, as n8n's lint rules want; each type shows only its own fields.
				values: [
					{
						displayName: 'Android Deep Link',
						name: 'androidStoreDeepLink',
						type: 'string',
						default: '',
						placeholder: 'e.g. example://offer',
						description: 'Where in the Android app to open; only with a Google Play App ID',
						displayOptions: ofType(COMPONENT_TYPES.button),
					},
					{
						displayName: 'Country Code',
						name: 'countryCode',
						type: 'options',
						options: countryOptions,
						default: 'US',
						description: 'Country of the app store the button opens (ISO 3166-1 alpha-2)',
						displayOptions: ofType(COMPONENT_TYPES.button),
					},
					{
						displayName: 'Google Play App ID',
						name: 'androidStoreAppId',
						type: 'string',
						default: '',
						placeholder: 'e.g. com.example.app',
						description: 'The app in Google Play (this or the iOS App Store Identifier, or both)',
						displayOptions: ofType(COMPONENT_TYPES.button),
					},
					{
						displayName: 'iOS App Store Identifier',
						name: 'iosAppStoreIdentifier',
						type: 'string',
						default: '',
						placeholder: 'e.g. 333903271',
						description: 'The app in the App Store (this or the Google Play app ID, or both)',
						displayOptions: ofType(COMPONENT_TYPES.button),
					},
					{
						displayName: 'iOS Deep Link',
						name: 'iosDeepLink',
						type: 'string',
						default: '',
						placeholder: 'e.g. example://offer',
						description: 'Where in the iOS app to open; only with an iOS App Store Identifier',
						displayOptions: ofType(COMPONENT_TYPES.button),
					},
					{
						displayName: 'Label',
						name: 'label',
						type: 'options',
						options: BUTTON_LABELS.map((value) => ({
							name: value.charAt(0) + value.slice(1).toLowerCase(),
							value,
						})),
						default: 'INSTALL',
						description: 'Text of the button',
						displayOptions: ofType(COMPONENT_TYPES.button),
					},
					{
						displayName: 'Media Name or ID',
						name: 'mediaKey',
						type: 'options',
						typeOptions: {
							loadOptionsMethod: 'mediaLibraryKeys',
							loadOptionsDependsOn: [`${ACCOUNT_PARAMETER}.value`],
						},
						default: '',
						description:
							'An image or video of the account media library. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
						displayOptions: ofType(COMPONENT_TYPES.media),
					},
					{
						displayName: 'Media Names or IDs',
						name: 'mediaKeys',
						type: 'multiOptions',
						typeOptions: {
							loadOptionsMethod: 'mediaLibraryKeys',
							loadOptionsDependsOn: [`${ACCOUNT_PARAMETER}.value`],
						},
						default: [],
						description: `${MIN_SWIPEABLE} to ${MAX_SWIPEABLE} images or videos of the account media library, swiped in the order chosen. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.`,
						displayOptions: ofType(COMPONENT_TYPES.swipeable),
					},
					{
						displayName: 'Slide',
						name: 'slide',
						type: 'number',
						typeOptions: { minValue: 1 },
						default: 1,
						description:
							'The slide of the carousel this component belongs to (1 is the first slide); each slide needs its own media and Details or Button component',
						displayOptions: { show: { '/layout': [LAYOUT.slides] } },
					},
					{
						displayName: 'Title',
						name: 'title',
						type: 'string',
						default: '',
						description: 'Headline shown under the media',
						displayOptions: ofType(COMPONENT_TYPES.details),
					},
					{
						displayName: 'Type',
						name: 'type',
						type: 'options',
						options: [
							{ name: 'Media', value: COMPONENT_TYPES.media, description: 'One image or video' },
							{
								name: 'Swipeable Media',
								value: COMPONENT_TYPES.swipeable,
								description: `${MIN_SWIPEABLE} to ${MAX_SWIPEABLE} images or videos to swipe through`,
							},
							{
								name: 'Details (Website)',
								value: COMPONENT_TYPES.details,
								description: 'A title and the website the card leads to',
							},
							{
								name: 'Button (App)',
								value: COMPONENT_TYPES.button,
								description: 'A button that opens or installs an app',
							},
						],
						default: 'MEDIA',
					},
					{
						displayName: 'Website URL',
						name: 'url',
						type: 'string',
						default: '',
						placeholder: 'https://example.com/offer',
						description: 'Where the card leads',
						displayOptions: ofType(COMPONENT_TYPES.details),
					},
				],
			},
		],
	};
}

/** Slides as JSON, for components the builder cannot express or slides made by an earlier node. */
export const slidesJsonField = (show: Record<string, string[]>): INodeProperties => ({
	displayName: 'Slides (JSON)',
	name: 'slidesJson',
	type: 'json',
	default:
		'[\n  [\n    { "type": "MEDIA", "media_key": "3_1151345051455221760" },\n    { "type": "DETAILS", "title": "First offer", "destination": { "type": "WEBSITE", "url": "https://example.com/1" } }\n  ]\n]',
	description:
		'An array of slides, each an array of components as the platform takes them (the same checks apply). Use the Slides layout to build them without JSON.',
	displayOptions: { show: { ...show, layout: [LAYOUT.slidesJson] } },
});
