import vectors from './oauth1-vectors.json';
import { parseFormEncoded } from '../../nodes/shared/oauth1/percentEncode';
import { signHttpRequestOptions } from '../../nodes/shared/oauth1/signHttpRequest';
import {
	hmacSha1Signature,
	normalizeParameters,
	signatureBaseString,
	signingKey,
	signRequest,
} from '../../nodes/shared/oauth1/signature';

// The published vectors of oauth1-vectors.json (beside this file), reproduced byte for byte.
describe('OAuth 1.0a published vectors', () => {
	describe.each(vectors.x_docs_vectors.map((vector) => [vector.name, vector] as const))(
		'%s',
		(_name, vector) => {
			const keys = {
				consumerKey: vector.consumer_key,
				consumerSecret: vector.consumer_secret,
				token: vector.token,
				tokenSecret: vector.token_secret,
			};
			const nonce = { nonce: vector.nonce, timestamp: vector.timestamp };

			it('reproduces parameter string, base string, signing key, signature and header', () => {
				const signed = signRequest(
					{ method: vector.method, baseUrl: vector.url, parameters: Object.entries(vector.params) },
					keys,
					nonce,
				);
				expect(signed.parameterString).toBe(vector.parameter_string);
				expect(signed.baseString).toBe(vector.signature_base_string);
				expect(signingKey(keys)).toBe(vector.signing_key);
				expect(signed.signature).toBe(vector.expected_signature);
				expect(signed.authorizationHeader).toBe(vector.expected_authorization_header);
			});

			it('signs the raw request (query in the URL, form body) to the same header', () => {
				const options = signHttpRequestOptions(
					{
						method: vector.method as 'POST',
						url: `${vector.url}?${vector.raw_request.query}`,
						headers: { 'Content-Type': vector.raw_request.content_type },
						body: vector.raw_request.body,
					},
					keys,
					nonce,
				);
				expect(options.headers?.Authorization).toBe(vector.expected_authorization_header);
			});

			it('signs the routing shape (baseURL, relative url, qs, body object) to the same header', () => {
				const { origin, pathname } = new URL(vector.url);
				const options = signHttpRequestOptions(
					{
						method: vector.method as 'POST',
						baseURL: origin,
						url: pathname,
						qs: { include_entities: 'true' },
						headers: { 'content-type': vector.raw_request.content_type },
						body: { status: vector.params.status },
					},
					keys,
					nonce,
				);
				expect(options.headers?.Authorization).toBe(vector.expected_authorization_header);
			});
		},
	);

	describe.each(vectors.rfc5849_vectors.map((vector) => [vector.name, vector] as const))(
		'%s',
		(_name, vector) => {
			it('reproduces base string, signing key and signature', () => {
				const parameterString = normalizeParameters(Object.entries(vector.params));
				const baseString = signatureBaseString(vector.method, vector.url, parameterString);
				const keys = { consumerSecret: vector.consumer_secret, tokenSecret: vector.token_secret };
				expect(baseString).toBe(vector.signature_base_string);
				expect(signingKey(keys)).toBe(vector.signing_key);
				expect(hmacSha1Signature(baseString, keys)).toBe(vector.expected_signature);
			});
		},
	);

	it('reproduces the RFC 5849 section 3.4.1.1 base string (repeated keys, empty values, + in a form body)', () => {
		const example = vectors.rfc5849_s3_4_1_1_base_string_example;
		const parameters = [
			...parseFormEncoded('b5=%3D%253D&a3=a&c%40=&a2=r%20b'),
			...parseFormEncoded('c2&a3=2+q'),
			...parseFormEncoded(
				'oauth_consumer_key=9djdj82h48djs9d2&oauth_token=kkk9d7dh3k39sjv7&oauth_signature_method=HMAC-SHA1&oauth_timestamp=137131201&oauth_nonce=7d8f3e4a',
			),
		];
		const baseString = signatureBaseString(
			'POST',
			'http://example.com/request',
			normalizeParameters(parameters),
		);
		expect(baseString).toBe(example.expected_base_string);
	});
});
