import type { IDataObject, INode } from 'n8n-workflow';

import { invalidField, listOf } from '../../../shared/validation';
import { ISO_COUNTRIES } from './isoCountries';
import { isRecord } from '../../../shared/isRecord';

/** Component types and their rules. */
export const COMPONENT_TYPES = {
	media: 'MEDIA',
	swipeable: 'SWIPEABLE_MEDIA',
	details: 'DETAILS',
	button: 'BUTTON',
} as const;
export const BUTTON_LABELS = [
	'BOOK',
	'CONNECT',
	'INSTALL',
	'OPEN',
	'ORDER',
	'PLAY',
	'SHOP',
] as const;
export const MIN_SWIPEABLE = 2;
export const MAX_SWIPEABLE = 6;

/** How the card's content is given: one card of components, or slides (built, or as JSON). */
export const LAYOUT = {
	keep: 'keep',
	components: 'components',
	slides: 'slides',
	slidesJson: 'slidesJson',
} as const;

/** How a component type is named in errors, as the builder shows it. */
const TYPE_NAMES: Record<string, string> = {
	MEDIA: 'Media',
	SWIPEABLE_MEDIA: 'Swipeable Media',
	DETAILS: 'Details',
	BUTTON: 'Button',
};
const MEDIA_TYPES: string[] = [COMPONENT_TYPES.media, COMPONENT_TYPES.swipeable];
const DESTINATION_TYPES: string[] = [COMPONENT_TYPES.details, COMPONENT_TYPES.button];

export type Fail = (field: string, problem: string) => Error;
export const failFor =
	(node: INode, item: number): Fail =>
	(field, problem) =>
		invalidField(node, item, field, problem);

const text = (value: unknown) =>
	typeof value === 'string'
		? value.trim()
		: value === undefined || value === null
			? ''
			: String(value).trim();

/** One entry of the components builder, as n8n stores it. */
export interface BuilderEntry {
	slide?: number;
	type?: string;
	mediaKey?: string;
	mediaKeys?: string | string[];
	title?: string;
	url?: string;
	label?: string;
	countryCode?: string;
	iosAppStoreIdentifier?: string;
	iosDeepLink?: string;
	androidStoreAppId?: string;
	androidStoreDeepLink?: string;
}

/** Only the values that are given (the platform takes absent optional fields, not empty ones). */
const given = (values: IDataObject): IDataObject =>
	Object.fromEntries(Object.entries(values).filter(([, value]) => text(value) !== ''));

/** A builder entry as the platform's component object (fields of other types are ignored). */
export function componentOf(entry: BuilderEntry): IDataObject {
	switch (entry.type) {
		case COMPONENT_TYPES.media:
			return { type: entry.type, media_key: text(entry.mediaKey) };
		case COMPONENT_TYPES.swipeable:
			return { type: entry.type, media_keys: listOf(entry.mediaKeys ?? '') };
		case COMPONENT_TYPES.details:
			return {
				type: entry.type,
				title: text(entry.title),
				destination: { type: 'WEBSITE', url: text(entry.url) },
			};
		case COMPONENT_TYPES.button:
			return {
				type: entry.type,
				label: { type: 'ENUM', value: entry.label },
				destination: given({
					type: 'APP',
					country_code: text(entry.countryCode),
					ios_app_store_identifier: entry.iosAppStoreIdentifier,
					ios_deep_link: entry.iosDeepLink,
					android_store_app_id: entry.androidStoreAppId,
					android_store_deep_link: entry.androidStoreDeepLink,
				}),
			};
		default:
			return { type: entry.type };
	}
}

/** Builder entries grouped by their Slide number, in slide order; each slide keeps the entries' order. */
export function slidesOf(entries: BuilderEntry[], fail: Fail): IDataObject[][] {
	const slides = new Map<number, IDataObject[]>();
	entries.forEach((entry, index) => {
		const slide = Number(entry.slide ?? 1);
		if (!Number.isInteger(slide) || slide < 1)
			throw fail(
				`Components → Component ${index + 1} → Slide`,
				`must be a whole number from 1, got ${String(entry.slide)}`,
			);
		slides.set(slide, [...(slides.get(slide) ?? []), componentOf(entry)]);
	});
	const numbers = [...slides.keys()].sort((a, b) => a - b);
	const gap = numbers.findIndex((number, index) => number !== index + 1);
	if (gap !== -1)
		throw fail(
			'Components → Slide',
			`numbers must run 1, 2, 3, ... without gaps; slide ${gap + 1} has no component`,
		);
	return numbers.map((number) => slides.get(number)!);
}

/** Checks one component's fields; `where` names it, e.g. "Components → Button 1". */
function checkComponent(component: IDataObject, where: string, fail: Fail): void {
	const field = (name: string) => `${where} → ${name}`;
	const required = (value: unknown, name: string) => {
		if (text(value) === '') throw fail(field(name), 'is required');
	};
	const destination = isRecord(component.destination) ? component.destination : {};
	switch (component.type) {
		case COMPONENT_TYPES.media:
			required(component.media_key, 'Media Name or ID');
			return;
		case COMPONENT_TYPES.swipeable: {
			const keys = Array.isArray(component.media_keys)
				? component.media_keys.map(text).filter(Boolean)
				: [];
			if (keys.length < MIN_SWIPEABLE || keys.length > MAX_SWIPEABLE) {
				throw fail(
					field('Media Names or IDs'),
					`must hold ${MIN_SWIPEABLE} to ${MAX_SWIPEABLE} media keys (it has ${keys.length})`,
				);
			}
			return;
		}
		case COMPONENT_TYPES.details:
			required(component.title, 'Title');
			if (destination.type !== 'WEBSITE')
				throw fail(
					field('Destination'),
					'of Details must be a website destination ({type: WEBSITE, url})',
				);
			required(destination.url, 'Website URL');
			if (!/^https?:\/\/\S+$/i.test(text(destination.url)))
				throw fail(
					field('Website URL'),
					`must be a web address (http:// or https://), got "${text(destination.url).slice(0, 40)}"`,
				);
			return;
		case COMPONENT_TYPES.button: {
			const label = isRecord(component.label) ? component.label : {};
			if (
				label.type !== 'ENUM' ||
				!(BUTTON_LABELS as readonly string[]).includes(text(label.value))
			) {
				throw fail(
					field('Label'),
					`must be one of ${BUTTON_LABELS.join(', ')}, got "${text(label.value).slice(0, 40)}"`,
				);
			}
			if (destination.type !== 'APP')
				throw fail(
					field('Destination'),
					'of a Button must be an app destination ({type: APP, country_code, ...})',
				);
			required(destination.country_code, 'Country Code');
			if (!(text(destination.country_code) in ISO_COUNTRIES)) {
				throw fail(
					field('Country Code'),
					`must be an ISO 3166-1 alpha-2 country code in capitals such as US or GB, got "${text(destination.country_code).slice(0, 40)}"`,
				);
			}
			const ios = text(destination.ios_app_store_identifier) !== '';
			const android = text(destination.android_store_app_id) !== '';
			if (!ios && !android)
				throw fail(
					field('iOS App Store Identifier'),
					'or Google Play App ID is required: the button needs at least one app store',
				);
			if (text(destination.ios_deep_link) !== '' && !ios)
				throw fail(field('iOS Deep Link'), 'needs the iOS App Store Identifier');
			if (text(destination.android_store_deep_link) !== '' && !android)
				throw fail(field('Android Deep Link'), 'needs the Google Play App ID');
			return;
		}
		default:
			throw fail(
				field('Type'),
				`must be one of ${Object.values(COMPONENT_TYPES).join(', ')}, got "${text(component.type).slice(0, 40)}"`,
			);
	}
}

/**
 * Checks one card (a list of components, or one slide): each component's fields, then exactly one
 * media component and exactly one Details or Button component. `where` names the card in
 * errors: "Components", or "Slides → Slide 2".
 */
export function checkCardComponents(components: unknown, where: string, fail: Fail): void {
	if (!Array.isArray(components) || components.length === 0)
		throw fail(where, 'needs components: one media component and one Details or Button component');
	const seen: Record<string, number> = {};
	for (const component of components) {
		if (!isRecord(component)) throw fail(where, 'must hold component objects, each with a type');
		const type = text(component.type);
		seen[type] = (seen[type] ?? 0) + 1;
		checkComponent(component, `${where} → ${TYPE_NAMES[type] ?? 'Component'} ${seen[type]}`, fail);
	}
	const count = (types: string[]) => types.reduce((sum, type) => sum + (seen[type] ?? 0), 0);
	const media = count(MEDIA_TYPES);
	if (media !== 1)
		throw fail(
			where,
			`need exactly one media component (Media or Swipeable Media); there ${media === 1 ? 'is' : 'are'} ${media}`,
		);
	const destinations = count(DESTINATION_TYPES);
	if (destinations !== 1)
		throw fail(
			where,
			`need exactly one Details (website) or Button (app) component; there are ${destinations}`,
		);
}

/** Checks slides: at least one, each a complete card. `where` is "Slides" or "Slides (JSON)". */
export function checkSlides(slides: unknown, where: string, fail: Fail): void {
	if (!Array.isArray(slides) || slides.length === 0)
		throw fail(where, 'needs at least one slide (an array of slides, each an array of components)');
	slides.forEach((slide, index) =>
		checkCardComponents(slide, `${where} → Slide ${index + 1}`, fail),
	);
}
