import type { IDataObject } from 'n8n-workflow';

import { validProduct } from '../../ads/catalogHelpers';
import { byId, type MatrixCase } from '../matrixCase';

const REQUIRED = [
	'id',
	'title',
	'description',
	'availability',
	'condition',
	'price',
	'link',
	'image_link',
];
const eleven = Array.from({ length: 11 }, (_, n) => `https://shop.example.com/img/x${n}.jpg`).join(
	',',
);

/**
 * Ads interface, products: items 0 and 1 are fine, item 2 carries the change (an undefined value
 * removes the attribute). Every item is checked before the first batch is sent.
 */
const table: Array<[string, Record<string, unknown>, string]> = [
	...REQUIRED.map((name): [string, Record<string, unknown>, string] => [
		`${name} missing`,
		{ [name]: undefined },
		`${name} is required`,
	]),
	[
		'title over 150 characters',
		{ title: 't'.repeat(151) },
		'title must be at most 150 characters long (it has 151)',
	],
	[
		'description over 5,000 characters',
		{ description: 'd'.repeat(5001) },
		'description must be at most 5,000 characters long (it has 5,001)',
	],
	[
		'description with an HTML tag',
		{ description: 'A <b>bold</b> shoe' },
		'description must be plain text without HTML',
	],
	[
		'description with an HTML entity',
		{ description: 'Salt &amp; pepper' },
		'description must be plain text without HTML',
	],
	[
		'availability outside its enum',
		{ availability: 'In Stock' },
		'availability must be one of in stock, available for order, preorder, out of stock, discontinued, got "In Stock"',
	],
	[
		'condition outside its enum',
		{ condition: 'mint' },
		'condition must be one of new, used, refurbished, got "mint"',
	],
	[
		'gender outside its enum',
		{ gender: 'boy' },
		'gender must be one of female, male, unisex, got "boy"',
	],
	[
		'age_group outside its enum',
		{ age_group: 'senior' },
		'age_group must be one of adult, all ages, teen, kids, toddler, infant, newborn, got "senior"',
	],
	[
		'price without a currency',
		{ price: '19.99' },
		'price must be a number, a space and an ISO 4217 currency code (e.g. "12.50 USD"), got "19.99"',
	],
	[
		'price with a decimal comma',
		{ price: '19,99 USD' },
		'price must be a number, a space and an ISO 4217 currency code',
	],
	[
		'price with a lower-case code',
		{ price: '19.99 usd' },
		'price must be a number, a space and an ISO 4217 currency code',
	],
	[
		'price with a code that is not ISO 4217',
		{ price: '19.99 XYZ' },
		'price must be a number, a space and an ISO 4217 currency code',
	],
	[
		'price without the space',
		{ price: '19.99USD' },
		'price must be a number, a space and an ISO 4217 currency code',
	],
	['link over http', { link: 'http://shop.example.com/p/2' }, 'link must be an https:// URL'],
	[
		'mobile_link over http',
		{ mobile_link: 'http://m.shop.example.com/p/2' },
		'mobile_link must be an https:// URL',
	],
	[
		'additional_image_link with 11 URLs',
		{ additional_image_link: eleven },
		'additional_image_link allows at most 10 entries (it has 11)',
	],
	[
		'inventory 0 while in stock',
		{ inventory: 0 },
		'inventory must be at least 1 when availability is "in stock"',
	],
	[
		'sale_price equal to price',
		{ sale_price: '19.990 USD' },
		'sale_price must be lower than price (19.99 USD)',
	],
	[
		'sale_price above price',
		{ sale_price: '20 USD' },
		'sale_price must be lower than price (19.99 USD)',
	],
	[
		'sale_price in another currency',
		{ sale_price: '9.99 EUR' },
		'sale_price must be in the currency of price (USD), got EUR',
	],
	[
		'sale_price not a price',
		{ sale_price: 'cheap' },
		'sale_price must be a number, a space and an ISO 4217 currency code',
	],
	[
		'sale_price equal to price, written with more decimals',
		{ price: '9007199254740993 USD', sale_price: '9007199254740993.00 USD' },
		'sale_price must be lower than price',
	],
	[
		'sale_price_effective_date without offsets',
		{ sale_price_effective_date: '2026-03-01T00:00/2026-03-15T23:59' },
		'sale_price_effective_date must be two ISO 8601 date-times with offsets separated by a slash',
	],
	[
		'sale_price_effective_date with one date-time',
		{ sale_price_effective_date: '2026-03-01T00:00-05:00' },
		'sale_price_effective_date must be two ISO 8601 date-times with offsets separated by a slash',
	],
	[
		'sale_price_effective_date ending before it starts',
		{ sale_price_effective_date: '2026-03-15T00:00Z/2026-03-01T00:00Z' },
		'sale_price_effective_date must start before it ends',
	],
	[
		'no brand, gtin or mpn',
		{ brand: undefined },
		"brand is required when neither gtin nor mpn is given: add brand, gtin or mpn to the item's JSON",
	],
	['color as a hex code', { color: '#1a2b3c' }, 'color must be a color name, not a hex code'],
	['color as a bare hex code', { color: 'ff0000' }, 'color must be a color name, not a hex code'],
	[
		'the id of another item',
		{ id: 'SKU-0' },
		'id "SKU-0" is also the id of item 1; the platform ignores every copy of an id sent twice, so send each product once',
	],
];

export const productCases: MatrixCase[] = table.map(([rule, change, problem]) => {
	const bad: IDataObject = { ...validProduct(2), ...change } as IDataObject;
	for (const [name, value] of Object.entries(change)) if (value === undefined) delete bad[name];
	return {
		doc: 2,
		node: 'ads',
		rule,
		parameters: {
			resource: 'product',
			operation: 'upsert',
			productCatalogId: byId('cat0001'),
			productSource: 'json',
		},
		items: [validProduct(0), validProduct(1), bad],
		message: `Item 3: ${problem}`,
	};
});
