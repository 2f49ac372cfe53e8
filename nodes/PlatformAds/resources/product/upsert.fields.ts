import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { productCatalogLocator } from '../../shared/catalogLocator';
import {
	AGE_GROUP,
	AVAILABILITY,
	CONDITION,
	GENDER,
	KEY_NAMING,
	orList,
	type AttributeNaming,
} from './productRules';

const show = { resource: ['product'], operation: ['upsert'] };
const showFields = { ...show, productSource: ['fields'] };

const choices = (values: readonly string[]): INodePropertyOptions[] =>
	values.map((value) => ({ name: value.replace(/^./, (first) => first.toUpperCase()), value }));

const text = (
	displayName: string,
	name: string,
	description: string,
	placeholder?: string,
): INodeProperties => ({
	displayName,
	name,
	type: 'string',
	default: '',
	description,
	...(placeholder ? { placeholder } : {}),
});

/** The required attributes, one field each, so each can be mapped per item with an expression. */
const requiredFields: INodeProperties[] = [
	{
		...text(
			'Product ID',
			'id',
			'Your own ID of the product (SKU preferred); an unknown ID creates a product, a known one updates it',
			'e.g. SKU-1001',
		),
		required: true,
	},
	{
		...text(
			'Title',
			'title',
			'Name of the product as on its landing page (at most 150 characters)',
		),
		required: true,
	},
	{
		...text('Description', 'description', 'Plain text, no HTML (at most 5,000 characters)'),
		required: true,
		typeOptions: { rows: 4 },
	},
	{
		displayName: 'Availability',
		name: 'availability',
		type: 'options',
		options: choices(AVAILABILITY),
		default: 'in stock',
		required: true,
	},
	{
		displayName: 'Condition',
		name: 'condition',
		type: 'options',
		options: choices(CONDITION),
		default: 'new',
		required: true,
	},
	{
		...text(
			'Price',
			'price',
			'Amount, a space, then the ISO 4217 currency code; decimal point is "."',
			'e.g. 19.99 USD',
		),
		required: true,
	},
	{
		...text('Link', 'link', 'Product page URL (https)', 'e.g. https://shop.example.com/p/1001'),
		required: true,
	},
	{
		...text(
			'Image Link',
			'image_link',
			'Primary image URL: JPG, GIF, WEBP or PNG, at least 500x500 px, at most 5 MB',
			'e.g. https://shop.example.com/img/1001.jpg',
		),
		required: true,
	},
];

/** The optional attributes. */
const optionalAttributes: INodeProperties[] = [
	text(
		'Additional Image Link',
		'additional_image_link',
		'Up to 10 more image URLs, comma-separated',
	),
	{
		displayName: 'Age Group',
		name: 'age_group',
		type: 'options',
		options: choices(AGE_GROUP),
		default: 'adult',
	},
	text('Brand', 'brand', 'Required when neither GTIN nor MPN is given'),
	text('Color', 'color', 'Color name (not a hex code)', 'e.g. navy blue'),
	...[0, 1, 2, 3, 4].map((n) =>
		text(`Custom Label ${n}`, `custom_label_${n}`, 'A free label for your own grouping'),
	),
	{
		displayName: 'Gender',
		name: 'gender',
		type: 'options',
		options: choices(GENDER),
		default: 'unisex',
	},
	text('GTIN', 'gtin', 'UPC, EAN, JAN or ISBN; required when neither brand nor MPN is given'),
	{
		displayName: 'Inventory',
		name: 'inventory',
		type: 'number',
		typeOptions: { minValue: 0 },
		default: 1,
		description: 'Units in stock; at least 1 when availability is "in stock"',
	},
	text(
		'Item Group ID',
		'item_group_id',
		'Groups variants (size, color, age group, gender); required when the product has variants',
	),
	text('Mobile Link', 'mobile_link', 'Mobile product page URL (https)'),
	text('MPN', 'mpn', 'Manufacturer part number; required when neither brand nor GTIN is given'),
	text(
		'Product Type',
		'product_type',
		'Your own category, subcategories separated by " > "',
		'e.g. Apparel > Shoes > Running',
	),
	text(
		'Sale Price',
		'sale_price',
		'Lower than the price, same format and currency',
		'e.g. 14.99 USD',
	),
	text(
		'Sale Price Effective Date',
		'sale_price_effective_date',
		'Start and end as ISO 8601 date-times with offsets, separated by "/"',
		'e.g. 2026-03-01T00:00-05:00/2026-03-15T23:59-05:00',
	),
	text('Size', 'size', 'A word, abbreviation or number', 'e.g. XL'),
	text(
		'Vendor Product Category',
		'vendor_product_category',
		"Category in the vendor's product taxonomy (path or ID)",
	),
];

export const upsertFields: INodeProperties[] = [
	productCatalogLocator(show),
	{
		displayName:
			"One product per input item, sent 25 per request. Every item is checked against the platform's product rules before the first request.",
		name: 'upsertNotice',
		type: 'notice',
		default: '',
		displayOptions: { show },
	},
	{
		displayName: 'Product Source',
		name: 'productSource',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show },
		options: [
			{
				name: 'Define Below',
				value: 'fields',
				description: 'Map each attribute with the fields below',
			},
			{
				name: 'Map Automatically',
				value: 'autoMapInputData',
				description:
					'Read each attribute from the input field of the same name (such as title, price, image_link), leaving other fields out. No expression is resolved per item, so large catalogs go many times faster.',
			},
			{
				name: 'Input Item JSON',
				value: 'json',
				description:
					"Send each input item's JSON as the product, as is (attribute names as the platform's, e.g. title, image_link)",
			},
		],
		default: 'fields',
	},
	...requiredFields.map((field) => ({ ...field, displayOptions: { show: showFields } })),
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		displayOptions: { show: showFields },
		options: optionalAttributes,
	},
];

/** The attribute names of the required fields, read per item in "Define Below" mode. */
export const REQUIRED_FIELD_NAMES = requiredFields.map((field) => field.name);

/** Every attribute the node knows, read from the item's JSON by name in "Map Automatically" mode. */
export const ATTRIBUTE_NAMES = [...requiredFields, ...optionalAttributes].map(
	(field) => field.name,
);

const DISPLAY_NAMES = new Map(
	[...requiredFields, ...optionalAttributes].map((field) => [field.name, field.displayName]),
);

const REQUIRED_NAMES = new Set(requiredFields.map((field) => field.name));

/**
 * How an error names attributes and where it says to add a missing one, for each Product Source:
 * the fields of the form in Define Below, else the keys of the input item, as the platform names
 * them.
 */
export function attributeNaming(source: string): AttributeNaming {
	if (source === 'fields') {
		const name = (attribute: string) => DISPLAY_NAMES.get(attribute) ?? attribute;
		return {
			name,
			// Optional attributes are added to the form under Additional Fields.
			addOneOf: (attributes) =>
				`add ${orList(attributes.map(name))}${attributes.some((attribute) => !REQUIRED_NAMES.has(attribute)) ? ' under Additional Fields' : ''}`,
		};
	}
	if (source === 'autoMapInputData')
		return {
			name: KEY_NAMING.name,
			addOneOf: (attributes) => `give the input items a field named ${orList(attributes)}`,
		};
	return KEY_NAMING;
}
