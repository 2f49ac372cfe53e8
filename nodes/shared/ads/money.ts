import type { IDataObject } from 'n8n-workflow';

/**
 * Amounts of the ads interface are integers in micros (millionths of the currency unit): the
 * fields ending in `_local_micro`. People think in currency units, so
 * a node lets them type either; this turns what they typed into the micros to send.
 *
 * The conversion works on the decimal text, never on a float: 12.50 becomes exactly 12500000,
 * 8.2 becomes 8200000 (a float product gives 8199999.999999999), and amounts beyond
 * 2^53 micros stay exact.
 */
export type AmountUnit = 'currency' | 'micro';

/** Digits after the decimal point that micros can hold. */
const MICRO_DECIMALS = 6;

/** Thrown with a message that completes "<field> ..."; callers wrap it with the item and field. */
export class AmountError extends Error {}

const stripLeadingZeros = (digits: string): string => digits.replace(/^0+(?=\d)/, '');

/** The amount as a string of micros. Accepts a number or its text; no sign, no exponent. */
export function toMicros(value: unknown, unit: AmountUnit): string {
	const text = (typeof value === 'number' ? numberText(value) : String(value)).trim();
	if (unit === 'micro') {
		if (!/^\d+$/.test(text)) {
			throw new AmountError(
				`must be a whole number of micros (e.g. 12500000 for 12.50), got "${text.slice(0, 40)}"`,
			);
		}
		return stripLeadingZeros(text);
	}
	const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
	if (!match || (match[1] === '' && (match[2] ?? '') === '')) {
		throw new AmountError(
			`must be an amount in currency units such as 12.50, got "${text.slice(0, 40)}"`,
		);
	}
	const [, whole, fraction = ''] = match;
	if (fraction.length > MICRO_DECIMALS && /[1-9]/.test(fraction.slice(MICRO_DECIMALS))) {
		throw new AmountError(
			`has more than ${MICRO_DECIMALS} decimal places, finer than one micro: "${text.slice(0, 40)}"`,
		);
	}
	return stripLeadingZeros(
		`${whole || '0'}${fraction.slice(0, MICRO_DECIMALS).padEnd(MICRO_DECIMALS, '0')}`,
	);
}

/** A number's plain decimal text (JavaScript writes 1e21 and 1e-7 in exponent form). */
function numberText(value: number): string {
	if (!Number.isFinite(value) || value < 0) return String(value);
	const text = String(value);
	return text.includes('e') ? value.toFixed(MICRO_DECIMALS + 1) : text;
}

/** Compares two micro strings as integers: negative, zero or positive like a sort comparator. */
export function compareMicros(a: string, b: string): number {
	const difference = BigInt(a) - BigInt(b);
	return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

/** Micros as the exact amount in currency units: 12505000 is "12.505", 1000000 is "1". */
export function microsAsAmount(micros: string): string {
	const digits = micros.padStart(MICRO_DECIMALS + 1, '0');
	const whole = digits.slice(0, -MICRO_DECIMALS);
	const fraction = digits.slice(-MICRO_DECIMALS).replace(/0+$/, '');
	return fraction ? `${whole}.${fraction}` : whole;
}

/** How a unit shows up next to an amount field. */
export const AMOUNT_UNIT_LABELS: Record<AmountUnit, string> = {
	currency: 'Currency Units',
	micro: 'Micros',
};

/** toMicros without throwing: the micros, or what is wrong with the value. */
export function toMicrosOrProblem(
	value: unknown,
	unit: AmountUnit,
): { micros: string; problem?: undefined } | { micros?: undefined; problem: string } {
	try {
		return { micros: toMicros(value, unit) };
	} catch (error) {
		return { problem: error instanceof AmountError ? error.message : String(error) };
	}
}

/**
 * Fields in micros whose name does not say so, and the field of their amount in currency units:
 * a bidding rule's smallest step of an amount.
 */
const UNSUFFIXED_MICROS: Readonly<Record<string, string>> = {
	minimum_denomination: 'minimum_denomination_amount',
};

/**
 * The field that holds the amount of a field in micros, in currency units: the name without
 * `_local_micro` (`daily_budget_amount_local_micro` → `daily_budget_amount`, `bid_amount`,
 * `credit_limit`, `funded_amount`), or without `_micro` where there is no `_local`
 * (`conversion_value_micro` → `conversion_value`, `price_micro` → `price`); undefined for any
 * other field.
 */
export function amountFieldOf(key: string): string | undefined {
	if (Object.hasOwn(UNSUFFIXED_MICROS, key)) return UNSUFFIXED_MICROS[key];
	const match = /^(.+?)(?:_local)?_micro$/.exec(key);
	return match ? match[1] : undefined;
}

/**
 * Below 10^15 micros (a billion in currency units) an amount has at most 15 significant digits,
 * which a double tells apart from every other such decimal.
 */
const EXACT_BY_DIVISION = 10 ** 15;

/**
 * Micros as an amount in currency units: 50000000 is 50, 1234567 is 1.234567. For a whole number
 * of micros below 10^15 the division is exact: both operands are exact doubles and IEEE division
 * rounds once, to the double nearest the true quotient, which is the double the amount's decimal
 * text reads as, so it prints as that text (never 1.2345670000000001). Analytics' spend and the
 * amounts of records are all converted here.
 */
export const microsToUnits = (micros: number): number => micros / 10 ** MICRO_DECIMALS;

/**
 * The amount in currency units of a value in micros, as answers carry it: a number, or the exact
 * digits of one beyond 2^53 (exactJson.ts). The amount is a number where a number holds it
 * exactly, else its exact decimal text (exactJson's rule for long integers, e.g.
 * "8983699802.839001", 16 significant digits); null stays null (the platform's "not set");
 * anything else has no amount (undefined).
 */
export function amountOfMicros(micros: unknown): number | string | null | undefined {
	if (micros === null) return null;
	if (typeof micros === 'number') {
		if (Math.abs(micros) < EXACT_BY_DIVISION && Number.isInteger(micros))
			return microsToUnits(micros) + 0; // + 0: -0 micros are 0
		if (!Number.isInteger(micros)) return undefined;
	} else if (typeof micros !== 'string' || !/^-?\d+$/.test(micros)) return undefined;
	const digits = typeof micros === 'number' ? BigInt(micros).toString() : micros;
	const unsigned = stripLeadingZeros(digits.replace('-', ''));
	const sign = digits.startsWith('-') && unsigned !== '0' ? '-' : '';
	const text = `${sign}${microsAsAmount(unsigned)}`;
	const amount = Number(text);
	return String(amount) === text ? amount : text;
}

/** Currencies whose amounts have no decimals, or three; the others have two. */
const NO_DECIMALS = ['CLP', 'JPY', 'KRW', 'VND'];
const THREE_DECIMALS = ['BHD', 'IQD', 'KWD', 'TND'];

/** Digits after the decimal point of the currency's amounts (2 for one this list does not know). */
export const currencyDecimals = (currency: string): number =>
	NO_DECIMALS.includes(currency) ? 0 : THREE_DECIMALS.includes(currency) ? 3 : 2;

/**
 * Micros as an amount in currency units with the currency's decimals, as a report shows money:
 * 1234567 micros are 1.23 in USD, 1 in JPY, 1.235 in KWD; a currency not known (null) has two.
 * Also for an amount per click or per 1,000 impressions, which is a fraction of a micro: the
 * micros are rounded to the currency's smallest step (half away from zero), then divided as
 * microsToUnits does, so the amount prints as its decimal text.
 */
export function microsInCurrency(micros: number, currency: string | null): number {
	const step = 10 ** (MICRO_DECIMALS - currencyDecimals(currency ?? ''));
	const steps = Math.sign(micros) * Math.round(Math.abs(micros) / step);
	return microsToUnits(steps * step) + 0; // + 0: -0 is 0
}

/** Nested records (an account history entry's `entity_data`) are read this deep, no deeper. */
const MAX_DEPTH = 8;

/**
 * A record as people read it: beside each amount in micros (`daily_budget_amount_local_micro:
 * 50000000`), the same amount in currency units (`daily_budget_amount: 50`), named by
 * amountFieldOf, right after its micros, in the record and in the records it holds. The
 * platform's fields are kept as they came; a field the record already has is not replaced. The
 * currency is the record's own `currency` (campaigns, line items, funding instruments, bidding
 * rules); a record without one gets its amounts and no currency (docs/answers.md, "Amounts in
 * currency").
 */
export function withAmountsInCurrency(record: IDataObject): IDataObject {
	return withAmounts(record, 0) as IDataObject;
}

function withAmounts(value: unknown, depth: number): unknown {
	if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
	if (Array.isArray(value)) return value.map((entry) => withAmounts(entry, depth + 1));
	const record = value as IDataObject;
	const result: IDataObject = {};
	for (const [key, field] of Object.entries(record)) {
		result[key] = withAmounts(field, depth + 1) as IDataObject[string];
		const name = amountFieldOf(key);
		if (name === undefined || Object.hasOwn(record, name)) continue;
		const amount = amountOfMicros(field);
		if (amount !== undefined) result[name] = amount;
	}
	return result;
}
