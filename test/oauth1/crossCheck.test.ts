import OAuth from 'oauth-1.0a';
import { createHmac } from 'node:crypto';
import type { IHttpRequestOptions } from 'n8n-workflow';

import { signHttpRequestOptions } from '../../nodes/shared/oauth1/signHttpRequest';

/**
 * 1,000 generated requests, each signed by this package and by the oauth-1.0a package (the
 * independent oracle) with the same nonce and timestamp: the signatures must be equal. The
 * oracle is handed the logical parameter set the generator built, never our parsing of it.
 */
const REQUESTS = 1000;

const keys = {
	consumerKey: 'xvz1evFS4wEEPTGEFPHBog',
	consumerSecret: 'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw',
	token: '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb',
	tokenSecret: 'LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE',
};

const NAMES = [
	'ids',
	'post.fields',
	'query',
	'q',
	'max_results',
	'a',
	'b b',
	'ключ',
	'x[y]',
	'c@d',
	'!*',
];
const VALUES = [
	'',
	'1',
	'123,456',
	'Hello Ladies + Gentlemen, a signed OAuth request!',
	"reserved :/?#[]@!$&'()*+,;=%",
	'ünïcödé',
	'中文 日本語',
	'emoji 😀🎉',
	'tab\tnew\nline',
	'~-._ unreserved',
	'100%',
	'a=b&c=d',
];
const BASES = ['https://api.example.com', 'http://127.0.0.1:8787', 'https://ads.example.com/ads'];
const PATHS = [
	'/2/posts',
	'/2/users/me',
	'/12/accounts/18ce54d4x5t/line_items',
	'/1.1/oauth/invalidate_token.json',
];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

/** Small deterministic generator, so a failure names a request that can be rebuilt. */
function random(seed: number) {
	let state = seed;
	const next = () => {
		state = (state * 1103515245 + 12345) % 2 ** 31;
		return state / 2 ** 31;
	};
	return {
		pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
		chance: (probability: number) => next() < probability,
		count: (max: number) => Math.floor(next() * (max + 1)),
	};
}

type Pair = [string, string];

interface Generated {
	options: IHttpRequestOptions;
	oracleUrl: string;
	signedPairs: Pair[];
}

function generate(seed: number): Generated {
	const rnd = random(seed);
	const method = rnd.pick(METHODS);
	const base = rnd.pick(BASES);
	const path = rnd.pick(PATHS);
	const pairs = () =>
		Array.from({ length: rnd.count(4) }, (): Pair => [rnd.pick(NAMES), rnd.pick(VALUES)]);

	const urlPairs = rnd.chance(0.5) ? pairs() : [];
	const qsPairs = rnd.chance(0.6) ? pairs() : [];
	const bodyKind =
		method === 'GET' ? 'none' : rnd.pick(['none', 'formObject', 'formString', 'json'] as const);
	const bodyPairs = bodyKind === 'formObject' || bodyKind === 'formString' ? pairs() : [];
	const routingShape = rnd.chance(0.5);

	const query = urlPairs
		.map(([n, v]) => `${encodeURIComponent(n)}=${encodeURIComponent(v)}`)
		.join('&');
	const url = `${routingShape ? path : base + path}${query ? `?${query}` : ''}`;
	const options: IHttpRequestOptions = { method, url, headers: {} };
	if (routingShape) options.baseURL = base;
	if (qsPairs.length) options.qs = toObject(qsPairs);
	if (bodyKind === 'formObject') options.body = toObject(bodyPairs);
	if (bodyKind === 'formString') {
		options.body = bodyPairs
			.map(([n, v]) => `${encodeURIComponent(n)}=${encodeURIComponent(v)}`)
			.join('&');
	}
	if (bodyKind.startsWith('form')) {
		options.headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
	}
	if (bodyKind === 'json') options.body = { text: rnd.pick(VALUES), nested: { a: 1 } };
	// Object bodies and qs merge repeated names into arrays: the signed set is what they hold.
	const signedPairs = [
		...urlPairs,
		...flatten(options.qs),
		...(bodyKind === 'formObject' ? flatten(options.body) : bodyPairs),
	];
	return { options, oracleUrl: base + path, signedPairs };
}

function toObject(pairs: Pair[]): Record<string, string | string[]> {
	const object: Record<string, string | string[]> = {};
	for (const [name, value] of pairs) {
		const existing = object[name];
		if (existing === undefined) object[name] = value;
		else object[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
	}
	return object;
}

function flatten(object: unknown): Pair[] {
	return Object.entries((object ?? {}) as Record<string, string | string[]>).flatMap(
		([name, value]) => (Array.isArray(value) ? value : [value]).map((item): Pair => [name, item]),
	);
}

function oracleSignature(generated: Generated, nonce: string, timestamp: string): string {
	const oauth = new OAuth({
		consumer: { key: keys.consumerKey, secret: keys.consumerSecret },
		signature_method: 'HMAC-SHA1',
		hash_function: (base, key) => createHmac('sha1', key).update(base).digest('base64'),
	});
	oauth.getNonce = () => nonce;
	oauth.getTimeStamp = () => Number(timestamp);
	const data = toObject(generated.signedPairs);
	const authorized = oauth.authorize(
		{ url: generated.oracleUrl, method: generated.options.method ?? 'GET', data },
		{ key: keys.token, secret: keys.tokenSecret },
	);
	return authorized.oauth_signature;
}

function ourSignature(options: IHttpRequestOptions, nonce: string, timestamp: string): string {
	const header = signHttpRequestOptions(options, keys, { nonce, timestamp }).headers
		?.Authorization as string;
	return decodeURIComponent(/oauth_signature="([^"]+)"/.exec(header)![1]);
}

describe('OAuth 1.0a signer against oauth-1.0a', () => {
	it(`agrees on ${REQUESTS} generated requests`, () => {
		const disagreements: string[] = [];
		const shapes = new Set<string>();
		for (let seed = 1; seed <= REQUESTS; seed++) {
			const generated = generate(seed);
			const nonce = `nonce${seed}`;
			const timestamp = String(1700000000 + seed);
			const before = JSON.stringify(generated.options);
			if (
				ourSignature(generated.options, nonce, timestamp) !==
				oracleSignature(generated, nonce, timestamp)
			) {
				disagreements.push(`seed ${seed}: ${before}`);
			}
			expect(JSON.stringify(generated.options)).toBe(before); // signing never mutates its input
			shapes.add(
				`${generated.options.baseURL ? 'routing' : 'full'}-${typeof generated.options.body}`,
			);
		}
		expect(disagreements).toEqual([]);
		expect(shapes.size).toBeGreaterThanOrEqual(4);
	});

	it('sends exactly the query it signed: the URL carries the URL query then qs, RFC 3986 encoded', () => {
		const signed = signHttpRequestOptions(
			{
				method: 'GET',
				baseURL: 'https://api.example.com/',
				url: '/2/posts?ids=1',
				qs: { ids: ['2', '3'], 'post.fields': "a b!'" },
			},
			keys,
			{ nonce: 'n', timestamp: '1' },
		);
		expect(signed.url).toBe(
			'https://api.example.com/2/posts?ids=1&ids=2&ids=3&post.fields=a%20b%21%27',
		);
		expect(signed.qs).toBeUndefined();
		expect(signed.baseURL).toBeUndefined();
	});

	it('leaves JSON bodies out of the signature and as they are', () => {
		const body = { text: 'hello', poll: { options: ['a', 'b'] } };
		const withBody = signHttpRequestOptions(
			{ method: 'POST', url: 'https://api.example.com/2/posts', body },
			keys,
			{ nonce: 'n', timestamp: '1' },
		);
		const without = signHttpRequestOptions(
			{ method: 'POST', url: 'https://api.example.com/2/posts' },
			keys,
			{ nonce: 'n', timestamp: '1' },
		);
		expect(withBody.headers?.Authorization).toBe(without.headers?.Authorization);
		expect(withBody.body).toBe(body);
	});
});
