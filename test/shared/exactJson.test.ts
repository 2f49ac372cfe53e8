import type { IHttpRequestOptions } from 'n8n-workflow';

import { exactJsonBody, exactJsonRequest, parseExactJson } from '../../nodes/shared/exactJson';

/** The reader's two rules on their own; every operation's answers are checked in test/ads/exactIds.test.ts. */
describe('parseExactJson', () => {
	it('writes integers past 2^53 as their exact digits, of either sign, anywhere', () => {
		expect(
			parseExactJson(
				'{"id":1610000000000000003,"n":-9007199254740993,"list":[12345678901234567890,1],"deep":{"a":[{"b":9007199254740993}]}}',
			),
		).toEqual({
			id: '1610000000000000003',
			n: '-9007199254740993',
			list: ['12345678901234567890', 1],
			deep: { a: [{ b: '9007199254740993' }] },
		});
	});

	it('leaves every other number as JSON.parse reads it: safe integers, metrics, money, fractions, exponents', () => {
		const text =
			'{"max":9007199254740991,"min":-9007199254740991,"long":1000000000000000,"micro":125000000,' +
			'"fraction":0.12345678901234567,"big_fraction":12345678901234567.5,"exponent":12345678901234567e2,"tiny":1e-300}';
		expect(parseExactJson(text)).toEqual(JSON.parse(text));
	});

	it('never touches digits inside strings, escaped quotes included', () => {
		const text =
			'{"text":"call 12345678901234567890 now","quoted":"a \\"12345678901234567890\\" b","slash":"\\\\","after":12345678901234567890}';
		expect(parseExactJson(text)).toEqual({
			text: 'call 12345678901234567890 now',
			quoted: 'a "12345678901234567890" b',
			slash: '\\',
			after: '12345678901234567890',
		});
	});

	it('replaces a number beside its `_str` with that string, small or large, at any depth', () => {
		expect(
			parseExactJson(
				'{"id":1610000000000000003,"id_str":"1610000000000000003","user":{"id":2244994945,"id_str":"2244994945"},' +
					'"in_reply_to_user_id":12,"in_reply_to_user_id_str":"12","count":5,"name_str":"x"}',
			),
		).toEqual({
			id: '1610000000000000003',
			id_str: '1610000000000000003',
			user: { id: '2244994945', id_str: '2244994945' },
			in_reply_to_user_id: '12',
			in_reply_to_user_id_str: '12',
			count: 5,
			name_str: 'x',
		});
	});

	it('reads 100,000 levels of nesting without recursion', () => {
		const depth = 100_000;
		const text = `${'[{"id":1,"id_str":"1","a":'.repeat(depth)}12345678901234567890${'}]'.repeat(depth)}`;
		let value = parseExactJson(text) as unknown;
		for (let level = 0; level < depth; level++) {
			const [inner] = value as Array<{ id: unknown; a: unknown }>;
			expect(inner.id).toBe('1');
			value = inner.a;
		}
		expect(value).toBe('12345678901234567890');
	});

	it('throws what JSON.parse throws for text that is not JSON', () => {
		for (const text of [
			'{"id":12345678901234567890',
			'{"a":"unterminated 12345678901234567890}',
			'nope',
			'',
		])
			expect(() => parseExactJson(text)).toThrow(SyntaxError);
	});
});

describe('exactJsonBody and exactJsonRequest', () => {
	it('reads a text body; leaves text that is not JSON, an empty body and parsed values as they are', () => {
		expect(exactJsonBody('{"id":12345678901234567890}')).toEqual({ id: '12345678901234567890' });
		expect(exactJsonBody('{"truncated":')).toBe('{"truncated":');
		expect(exactJsonBody('')).toBe('');
		const buffer = Buffer.from('{}');
		expect(exactJsonBody(buffer)).toBe(buffer);
	});

	it('asks for the text only of requests that want JSON and name no encoding', () => {
		const plain: IHttpRequestOptions = { url: '/x' };
		expect(exactJsonRequest(plain)).toEqual({ url: '/x', encoding: 'text' });
		expect(exactJsonRequest({ url: '/x', json: true })).toEqual({
			url: '/x',
			json: true,
			encoding: 'text',
		});
		expect(exactJsonRequest({ url: '/x', json: false })).toEqual({ url: '/x', json: false });
		expect(exactJsonRequest({ url: '/x', encoding: 'arraybuffer' })).toEqual({
			url: '/x',
			encoding: 'arraybuffer',
		});
	});
});
