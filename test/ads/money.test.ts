import { AmountError, compareMicros, toMicros } from '../../nodes/shared/ads/money';

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
