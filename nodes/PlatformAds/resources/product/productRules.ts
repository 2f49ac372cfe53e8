import type { IDataObject } from 'n8n-workflow';

import { listOf, rules, type Rule } from '../../../shared/validation';

/**
 * The product attribute rules, checked on each product
 * before any request: the platform reports them only per product, after the batch is sent.
 */
export const AVAILABILITY = [
	'in stock',
	'available for order',
	'preorder',
	'out of stock',
	'discontinued',
] as const;
export const CONDITION = ['new', 'used', 'refurbished'] as const;
export const GENDER = ['female', 'male', 'unisex'] as const;
export const AGE_GROUP = [
	'adult',
	'all ages',
	'teen',
	'kids',
	'toddler',
	'infant',
	'newborn',
] as const;

export const REQUIRED_ATTRIBUTES = [
	'id',
	'title',
	'description',
	'availability',
	'condition',
	'price',
	'link',
	'image_link',
];

/** What is wrong with one attribute of a product. */
export interface ProductProblem {
	attribute: string;
	problem: string;
}

/**
 * How a message names attributes, as the person gave them: fields of the form ("Brand") or keys
 * of the item's JSON ("brand"), and where to add a missing one.
 */
export interface AttributeNaming {
	name: (attribute: string) => string;
	/** Where to add one of these attributes: "add Brand, GTIN or MPN under Additional Fields". */
	addOneOf: (attributes: string[]) => string;
}

/** Names as the platform writes them: for the item's JSON and for messages without a form. */
export const KEY_NAMING: AttributeNaming = {
	name: (attribute) => attribute,
	addOneOf: (attributes) => `add ${orList(attributes)} to the item's JSON`,
};

/** "a, b or c". */
export const orList = (words: string[]): string =>
	words.length > 1
		? `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`
		: words.join('');

// Read on the first check, not while n8n loads the node (the list is read from the locale data).
let currencies: Set<string> | undefined;
const isCurrency = (code: string) =>
	(currencies ??= new Set(Intl.supportedValuesOf('currency'))).has(code);
const PRICE = /^(\d+)(?:\.(\d+))? ([A-Z]{3})$/;
const DATE_TIME_WITH_OFFSET =
	/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;
const HTML = /<\/?[a-zA-Z][^>]*>|<!--|&(?:[a-zA-Z]+|#\d+|#x[0-9a-fA-F]+);/;
const HEX_COLOR = /^#[0-9a-fA-F]{3,8}$|^(?=.*\d)[0-9a-fA-F]{6}$/;

interface Price {
	units: string;
	fraction: string;
	currency: string;
}

function parsePrice(value: unknown): Price | undefined {
	const match = PRICE.exec(String(value));
	return match && isCurrency(match[3])
		? { units: match[1], fraction: match[2] ?? '', currency: match[3] }
		: undefined;
}

/** a < b for two decimal amounts, exactly (as integers scaled to the longer fraction, no floats). */
function lessThan(a: Price, b: Price): boolean {
	const digits = Math.max(a.fraction.length, b.fraction.length);
	const scaled = (price: Price) => BigInt(price.units + price.fraction.padEnd(digits, '0'));
	return scaled(a) < scaled(b);
}

const price: Rule = (value) =>
	parsePrice(value)
		? undefined
		: `must be a number, a space and an ISO 4217 currency code (e.g. "12.50 USD"), got "${String(value).slice(0, 40)}"`;

const dateRange: Rule = (value) => {
	const parts = String(value).split('/');
	const valid =
		parts.length === 2 &&
		parts.every((part) => DATE_TIME_WITH_OFFSET.test(part) && !Number.isNaN(Date.parse(part)));
	if (!valid)
		return 'must be two ISO 8601 date-times with offsets separated by a slash (e.g. "2026-03-01T00:00-05:00/2026-03-15T23:59-05:00")';
	return Date.parse(parts[0]) < Date.parse(parts[1]) ? undefined : 'must start before it ends';
};

const url: Rule = (value) =>
	/^https?:\/\/\S+$/i.test(String(value)) ? undefined : 'must be a URL';

/** Rules of single attributes; the rules between attributes follow in productProblems. */
const ATTRIBUTE_RULES: Record<string, Rule[]> = {
	title: [rules.chars(1, 150)],
	description: [
		rules.chars(1, 5000),
		(value) => (HTML.test(String(value)) ? 'must be plain text without HTML' : undefined),
	],
	availability: [rules.oneOf(AVAILABILITY)],
	condition: [rules.oneOf(CONDITION)],
	gender: [rules.oneOf(GENDER)],
	age_group: [rules.oneOf(AGE_GROUP)],
	price: [price],
	sale_price: [price],
	link: [rules.https],
	mobile_link: [rules.https],
	image_link: [url],
	additional_image_link: [
		rules.entries(0, 10),
		(value) =>
			listOf(value)
				.map((entry) => url(entry))
				.find(Boolean),
	],
	inventory: [rules.intBetween(0, Number.MAX_SAFE_INTEGER)],
	sale_price_effective_date: [dateRange],
	color: [
		(value) => (HEX_COLOR.test(String(value)) ? 'must be a color name, not a hex code' : undefined),
	],
};

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** The first problem of a product, or undefined when the platform's stated rules all hold. */
export function productProblem(
	product: IDataObject,
	naming: AttributeNaming = KEY_NAMING,
): ProductProblem | undefined {
	const { name } = naming;
	const missing = REQUIRED_ATTRIBUTES.find((attribute) => isEmpty(product[attribute]));
	if (missing) return { attribute: missing, problem: 'is required' };
	for (const [attribute, attributeRules] of Object.entries(ATTRIBUTE_RULES)) {
		if (isEmpty(product[attribute])) continue;
		for (const rule of attributeRules) {
			const problem = rule(product[attribute]);
			if (problem) return { attribute, problem };
		}
	}
	const identifiers = ['brand', 'gtin', 'mpn'];
	if (identifiers.every((attribute) => isEmpty(product[attribute]))) {
		return {
			attribute: 'brand',
			problem: `is required when neither ${name('gtin')} nor ${name('mpn')} is given: ${naming.addOneOf(identifiers)}`,
		};
	}
	if (
		product.availability === 'in stock' &&
		!isEmpty(product.inventory) &&
		Number(product.inventory) < 1
	) {
		return {
			attribute: 'inventory',
			problem: `must be at least 1 when ${name('availability')} is "in stock"`,
		};
	}
	if (!isEmpty(product.sale_price)) {
		const sale = parsePrice(product.sale_price) as Price;
		const regular = parsePrice(product.price) as Price;
		if (sale.currency !== regular.currency)
			return {
				attribute: 'sale_price',
				problem: `must be in the currency of ${name('price')} (${regular.currency}), got ${sale.currency}`,
			};
		if (!lessThan(sale, regular))
			return {
				attribute: 'sale_price',
				problem: `must be lower than ${name('price')} (${String(product.price)})`,
			};
	}
	return undefined;
}
