import {
	AmountError,
	amountFieldOf,
	amountOfMicros,
	compareMicros,
	microsAsAmount,
	microsInCurrency,
	toMicros,
	withAmountsInCurrency,
} from '../../nodes/shared/ads/money';

describe('toMicros in currency units', () => {
	it.each([
		['12.50', '12500000'],
		['12.5', '12500000'],
		['12', '12000000'],
		['0.29', '290000'],
		['1.005', '1005000'],
		['8.2', '8200000'],
		['.5', '500000'],
		['7.', '7000000'],
		['0.000001', '1'],
		['0', '0'],
		['0012.000100', '12000100'],
		['1.1000000', '1100000'],
		[' 3.25 ', '3250000'],
		['123456789012345.678901', '123456789012345678901'],
	])('%s becomes %s', (typed, micros) => {
		expect(toMicros(typed, 'currency')).toBe(micros);
	});

	it('takes numbers as their decimal text, without float products', () => {
		expect(toMicros(12.5, 'currency')).toBe('12500000');
		expect(toMicros(1.005, 'currency')).toBe('1005000');
		expect(toMicros(8.2, 'currency')).toBe('8200000');
		// A float product would be off by one micro once rounded down.
		expect(Math.floor(1.005 * 1_000_000)).toBe(1004999);
		expect(Math.floor(8.2 * 1_000_000)).toBe(8199999);
	});

	it.each(['', '.', 'abc', '-1', '+1', '1,50', '1e3', '12.5000001', '1.2.3', 'Infinity'])(
		'rejects "%s"',
		(typed) => {
			expect(() => toMicros(typed, 'currency')).toThrow(AmountError);
		},
	);

	it('names the problem so the caller can prefix the field', () => {
		expect(() => toMicros('12.1234567', 'currency')).toThrow(
			'has more than 6 decimal places, finer than one micro: "12.1234567"',
		);
		expect(() => toMicros('ten', 'currency')).toThrow(
			'must be an amount in currency units such as 12.50, got "ten"',
		);
	});
});

describe('toMicros in micros', () => {
	it('sends whole numbers as they are', () => {
		expect(toMicros('12500000', 'micro')).toBe('12500000');
		expect(toMicros(12500000, 'micro')).toBe('12500000');
		expect(toMicros('0007', 'micro')).toBe('7');
		expect(toMicros('9007199254740993', 'micro')).toBe('9007199254740993');
	});

	it.each(['12.50', '-5', '1e6', 'x'])('rejects "%s"', (typed) => {
		expect(() => toMicros(typed, 'micro')).toThrow(
			'must be a whole number of micros (e.g. 12500000 for 12.50)',
		);
	});
});

test('compareMicros compares beyond 2^53', () => {
	expect(compareMicros('9007199254740993', '9007199254740992')).toBe(1);
	expect(compareMicros('5', '5')).toBe(0);
	expect(compareMicros('10', '9')).toBe(1);
	expect(compareMicros('9', '10')).toBe(-1);
});

describe('amounts in currency beside micros', () => {
	it.each([
		['daily_budget_amount_local_micro', 'daily_budget_amount'],
		['total_budget_amount_local_micro', 'total_budget_amount'],
		['bid_amount_local_micro', 'bid_amount'],
		['target_cpa_local_micro', 'target_cpa'],
		['credit_limit_local_micro', 'credit_limit'],
		['credit_remaining_local_micro', 'credit_remaining'],
		['funded_amount_local_micro', 'funded_amount'],
		['minimum_cpe_bid_local_micro', 'minimum_cpe_bid'],
		['maximum_cpe_bid_local_micro', 'maximum_cpe_bid'],
		['billed_charge_local_micro', 'billed_charge'],
		['conversion_value_micro', 'conversion_value'],
		['price_micro', 'price'],
		['minimum_denomination', 'minimum_denomination_amount'],
	])('%s is beside %s', (micros, amount) => {
		expect(amountFieldOf(micros)).toBe(amount);
	});

	it.each(['currency', 'name', '_micro', 'micro', 'id_str', 'microsite'])('%s has none', (key) => {
		expect(amountFieldOf(key)).toBeUndefined();
	});

	it.each([
		[50_000_000, 50],
		[1_234_567, 1.234567],
		[12_500_000, 12.5],
		[1, 0.000001],
		[0, 0],
		[-1_500_000, -1.5],
		[8_200_000, 8.2],
		[5_000_000_000_000, 5_000_000],
		['50000000', 50],
		['0001500000', 1.5],
		['-0', 0],
		[null, null],
	])('%p micros are %p', (micros, amount) => {
		expect(amountOfMicros(micros)).toBe(amount);
	});

	it('beyond what a number holds exactly, the amount is its exact text', () => {
		// 16 significant digits: the nearest double prints as 8983699802.839.
		expect(amountOfMicros(8983699802839001)).toBe('8983699802.839001');
		expect(amountOfMicros('8983699802839001')).toBe('8983699802.839001');
		expect(amountOfMicros('123456789012345678901')).toBe('123456789012345.678901');
		// An amount beyond 2^53 is text, as exactJson.ts writes such an integer.
		expect(amountOfMicros('9007199254740993000000')).toBe('9007199254740993');
		expect(amountOfMicros('9007199254740992000000')).toBe(9007199254740992);
	});

	it.each([1.5, Number.NaN, Infinity, '12.5', '1e6', '', true, {}, []])(
		'%p is no amount of micros',
		(value) => {
			expect(amountOfMicros(value)).toBeUndefined();
		},
	);

	it('below 10^15, a whole number of micros divided by 10^6 prints as its exact decimal text', () => {
		// Random integers across the range, against the decimal text read as a number.
		let seed = 47;
		const next = () => (seed = (seed * 48271) % 2147483647);
		for (let n = 0; n < 20000; n++) {
			const micros = (next() * 2147483647 + next()) % 10 ** (5 + (n % 11));
			const amount = amountOfMicros(micros);
			expect(String(amount)).toBe(microsAsAmount(String(micros)));
		}
	});

	it('adds each amount right after its micros, keeps the rest, replaces nothing, reads nested records', () => {
		const record = withAmountsInCurrency({
			id: 'c1',
			daily_budget_amount_local_micro: 50_000_000,
			total_budget_amount_local_micro: null,
			bid_amount_local_micro: 1_000_000,
			bid_amount: 'the platform said so',
			currency: 'USD',
			entity_data: { funded_amount_local_micro: 2_500_000 },
			versions: [{ price_micro: 123_450_000 }],
		});
		expect(record).toEqual({
			id: 'c1',
			daily_budget_amount_local_micro: 50_000_000,
			daily_budget_amount: 50,
			total_budget_amount_local_micro: null,
			total_budget_amount: null,
			bid_amount_local_micro: 1_000_000,
			bid_amount: 'the platform said so',
			currency: 'USD',
			entity_data: { funded_amount_local_micro: 2_500_000, funded_amount: 2.5 },
			versions: [{ price_micro: 123_450_000, price: 123.45 }],
		});
		expect(Object.keys(record).slice(0, 3)).toEqual([
			'id',
			'daily_budget_amount_local_micro',
			'daily_budget_amount',
		]);
	});

	it('a record nested deeper than any answer has is kept as it came, not followed', () => {
		let deep: Record<string, unknown> = { bid_amount_local_micro: 1_000_000 };
		for (let n = 0; n < 100_000; n++) deep = { next: deep };
		expect(() => withAmountsInCurrency(deep as never)).not.toThrow();
	});
});

describe("micros in the currency's decimals (report rows)", () => {
	it.each([
		[1_234_567, 'USD', 1.23],
		[1_235_000, 'USD', 1.24],
		[1_234_567, 'JPY', 1],
		[1_500_000, 'JPY', 2],
		[1_234_567, 'KWD', 1.235],
		[1_234_567, null, 1.23],
		// An amount per click: a fraction of a micro, rounded to the currency's step.
		[10_000_000 / 3, 'USD', 3.33],
		[290_000, 'USD', 0.29],
		[-1_234_567, 'USD', -1.23],
		[-1, 'USD', 0],
	])('%p micros in %p are %p', (micros, currency, amount) => {
		expect(Object.is(microsInCurrency(micros, currency), amount)).toBe(true);
	});
});
