/**
 * The platform's own checks of one product of a PUT products batch. Written apart from the node's
 * validation on purpose: tests then prove that what the node lets through, the platform accepts.
 */
export interface ProductProblem {
	attribute: string;
	message: string;
}

/** The attributes every product must have (the first of those the products list shows). */
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
const ENUMS: Record<string, string[]> = {
	availability: ['in stock', 'available for order', 'preorder', 'out of stock', 'discontinued'],
	condition: ['new', 'used', 'refurbished'],
	gender: ['female', 'male', 'unisex'],
	age_group: ['adult', 'all ages', 'teen', 'kids', 'toddler', 'infant', 'newborn'],
};
const PRICE = /^(\d+)(?:\.(\d+))?\s([A-Z]{3})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/** A price as [minor units scaled to 10^-12, currency], so two prices compare without floats. */
function parsePrice(value: unknown): [bigint, string] | undefined {
	const match = typeof value === 'string' ? PRICE.exec(value) : null;
	if (!match) return undefined;
	const fraction = (match[2] ?? '').padEnd(12, '0').slice(0, 12);
	return [BigInt(match[1]) * 10n ** 12n + BigInt(fraction), match[3]];
}

const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

export function productProblems(product: Record<string, unknown>): ProductProblem[] {
	const problems: ProductProblem[] = [];
	const add = (attribute: string, message: string) => problems.push({ attribute, message });
	for (const attribute of REQUIRED_ATTRIBUTES)
		if (!filled(product[attribute])) add(attribute, `${attribute} is required`);
	for (const [attribute, allowed] of Object.entries(ENUMS)) {
		if (filled(product[attribute]) && !allowed.includes(String(product[attribute])))
			add(attribute, `${attribute} is not one of ${allowed.join(', ')}`);
	}
	if (typeof product.title === 'string' && [...product.title].length > 150)
		add('title', 'title is longer than 150 characters');
	if (typeof product.description === 'string') {
		if ([...product.description].length > 5000)
			add('description', 'description is longer than 5000 characters');
		if (/<[a-zA-Z!/][^>]*>/.test(product.description))
			add('description', 'description contains HTML');
	}
	const price = parsePrice(product.price);
	if (filled(product.price) && !price)
		add('price', 'price must be a number, a space and an ISO 4217 code');
	if (filled(product.sale_price)) {
		const sale = parsePrice(product.sale_price);
		if (!sale) add('sale_price', 'sale_price must be a number, a space and an ISO 4217 code');
		else if (price && (sale[1] !== price[1] || sale[0] >= price[0]))
			add('sale_price', 'sale_price must be lower than price, in the same currency');
	}
	for (const attribute of ['link', 'mobile_link']) {
		if (filled(product[attribute]) && !/^https:\/\/\S+$/.test(String(product[attribute])))
			add(attribute, `${attribute} must use https`);
	}
	// Images must be JPG, GIF, WEBP or PNG; the platform looks at the file, the emulator at its
	// extension. The node cannot know the file, so this is the check that reaches the batch.
	for (const attribute of ['image_link', 'additional_image_link']) {
		const urls = filled(product[attribute]) ? String(product[attribute]).split(',') : [];
		if (
			urls.some((url) => /\.(?!(?:jpe?g|gif|webp|png)$)[a-z0-9]+$/i.test(url.trim().split('?')[0]))
		)
			add(attribute, `${attribute} is not a JPG, GIF, WEBP or PNG image`);
	}
	if (
		filled(product.additional_image_link) &&
		String(product.additional_image_link)
			.split(',')
			.filter((url) => url.trim()).length > 10
	) {
		add('additional_image_link', 'additional_image_link holds more than 10 URLs');
	}
	if (filled(product.inventory) && !Number.isInteger(Number(product.inventory)))
		add('inventory', 'inventory must be an integer');
	if (
		product.availability === 'in stock' &&
		filled(product.inventory) &&
		Number(product.inventory) < 1
	)
		add('inventory', 'inventory must be at least 1 when availability is in stock');
	if (filled(product.sale_price_effective_date)) {
		const parts = String(product.sale_price_effective_date).split('/');
		if (parts.length !== 2 || !parts.every((part) => DATE_TIME.test(part)))
			add(
				'sale_price_effective_date',
				'sale_price_effective_date must be two ISO 8601 date-times with offsets separated by /',
			);
	}
	if (!filled(product.brand) && !filled(product.gtin) && !filled(product.mpn))
		add('brand', 'one of brand, gtin or mpn is required');
	if (
		filled(product.color) &&
		/^#?(?:[0-9a-fA-F]{3}){1,2}$/.test(String(product.color)) &&
		/[#\d]/.test(String(product.color))
	)
		add('color', 'color must not be a hex code');
	return problems;
}
