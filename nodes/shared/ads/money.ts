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

const MICRO_SUFFIX = '_micro';

/**
 * A record as people read it: beside each amount in micros (`bid_amount_local_micro: 1500000`),
 * the same amount in the account's currency without the suffix (`bid_amount_local: 1.5`). The
 * platform's fields are kept as they came; an amount the record already has is not replaced.
 */
export function withAmountsInCurrency(record: IDataObject): IDataObject {
	const result: IDataObject = {};
	for (const [key, value] of Object.entries(record)) {
		result[key] = value;
		if (!key.endsWith(`_local${MICRO_SUFFIX}`)) continue;
		const micros = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
		const name = key.slice(0, -MICRO_SUFFIX.length);
		// Right after its micros, where a person reading the item looks for it.
		if (typeof micros === 'number' && Number.isFinite(micros) && !(name in record))
			result[name] = micros / 10 ** MICRO_DECIMALS;
	}
	return result;
}
