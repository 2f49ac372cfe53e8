import type { IDataObject, INode, INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { enumCheck, enumField } from '../../../shared/ads/enums';
import { invalidField, rules, type FieldCheck } from '../../../shared/validation';
import { counted } from '../../../shared/descriptions/thousands';

export const WEB_EVENT_TAG_PARAMETER = 'webEventTagId';

/** The record Get, Update and Delete work on. */
export const RECORD: FieldCheck = {
	parameter: WEB_EVENT_TAG_PARAMETER,
	field: 'Web Event Tag',
	rules: [rules.adsId],
};

export const WEB_EVENT_TYPES = [
	'ADDED_PAYMENT_INFO',
	'ADD_TO_CART',
	'ADD_TO_WISHLIST',
	'CHECKOUT_INITIATED',
	'CONTENT_VIEW',
	'CUSTOM',
	'DOWNLOAD',
	'PRODUCT_CUSTOMIZATION',
	'PURCHASE',
	'SEARCH',
	'SIGN_UP',
	'SITE_VISIT',
	'START_TRIAL',
	'SUBSCRIBE',
] as const;

/** The windows the interface takes on write (the ads UI offers wider ones, 60 and 90 days). */
export const CLICK_WINDOWS = [1, 7, 14, 30];
export const VIEW_WINDOWS = [0, 1, 7, 14, 30];

const days = (values: number[]): INodePropertyOptions[] =>
	values.map((value) => ({
		name: value === 0 ? 'None' : value === 1 ? '1 Day' : `${value} Days`,
		value,
	}));

/** The writable fields of a web event tag, by the platform's names. */
export const tagFields = (required: boolean): INodeProperties[] => [
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		required,
		default: '',
		placeholder: 'e.g. Purchase',
		description: 'The name of the conversion event',
	},
	enumField(
		{
			displayName: 'Type',
			name: 'type',
			required,
			default: 'PURCHASE',
			description:
				'What the event counts (the ads UI calls SITE_VISIT "Page view" and SIGN_UP "Lead")',
		},
		WEB_EVENT_TYPES,
	),
	{
		displayName: 'Post-Engagement Window',
		name: 'click_window',
		type: 'options',
		required,
		options: days(CLICK_WINDOWS),
		default: 14,
		description: 'Days after an engagement with an ad during which a conversion counts for it',
	},
	{
		displayName: 'Post-View Window',
		name: 'view_through_window',
		type: 'options',
		required,
		options: days(VIEW_WINDOWS),
		default: 1,
		description:
			'Days after an ad was seen during which a conversion counts for it; at most the post-engagement window',
	},
	{
		displayName: 'Retargeting Enabled',
		name: 'retargeting_enabled',
		type: 'boolean',
		required,
		default: true,
		description: 'Whether people who fired the event can be retargeted',
	},
];

const windowCheck = (parameter: string, field: string, values: number[]): FieldCheck => ({
	parameter,
	field,
	rules: [rules.oneOf(values.map(String))],
});

/** The checks of single values (an expression bypasses the dropdowns). */
export const TAG_CHECKS: FieldCheck[] = [
	enumCheck('type', 'Type', WEB_EVENT_TYPES),
	windowCheck('click_window', 'Post-Engagement Window', CLICK_WINDOWS),
	windowCheck('view_through_window', 'Post-View Window', VIEW_WINDOWS),
	{ parameter: 'name', field: 'Name', rules: [rules.chars(1, 255)] },
];

/** Refuses a post-view window longer than the post-engagement one. */
export function checkWindowOrder(
	node: INode,
	itemIndex: number,
	windows: { click: unknown; view: unknown },
	changed: 'click' | 'view' | 'both',
): void {
	const click = Number(windows.click);
	const view = Number(windows.view);
	if (!(view > click)) return;
	if (changed === 'click')
		throw invalidField(
			node,
			itemIndex,
			'Post-Engagement Window',
			`(${counted(click, 'day')}) must not be shorter than the tag's post-view window (${counted(view, 'day')}): change both`,
		);
	throw invalidField(
		node,
		itemIndex,
		'Post-View Window',
		`(${counted(view, 'day')}) must be at most the ${changed === 'view' ? "tag's " : ''}post-engagement window (${counted(click, 'day')})`,
	);
}

/** The writable values as query parameters: windows as numbers, the boolean as true or false. */
export function tagQuery(fields: IDataObject): IDataObject {
	const query: IDataObject = {};
	for (const [name, value] of Object.entries(fields)) {
		if (value === '' || value === undefined || value === null) continue;
		query[name] = typeof value === 'string' ? value.trim() : value;
	}
	return query;
}
