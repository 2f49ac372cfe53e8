import { createHmac } from 'node:crypto';

import OAuth from 'oauth-1.0a';
import type { IHttpRequestOptions } from 'n8n-workflow';

import { signHttpRequestOptions } from '../../nodes/shared/oauth1/signHttpRequest';
import { perSecond, timed, times, type BenchResult } from './benchResult';

const SIGNATURES = 50_000;
const keys = {
	consumerKey: 'bench-consumer-key',
	consumerSecret: 'bench-consumer-secret',
	token: 'bench-token',
	tokenSecret: 'bench-token-secret',
};

/** Requests of the shapes the nodes send: a lookup with fields, a search, a form POST. */
function requestOf(n: number): {
	method: 'GET' | 'POST';
	url: string;
	qs: Record<string, string>;
	form?: Record<string, string>;
} {
	const qs = {
		ids: `${n},${n + 1},${n + 2}`,
		'post.fields': 'created_at,author_id,public_metrics',
		query: `rocket launch ${n} ünïcödé`,
	};
	return n % 3 === 2
		? {
				method: 'POST',
				url: 'https://api.example.com/1.1/oauth/invalidate_token.json',
				qs: {},
				form: { access_token: `t${n}`, note: 'a b&c' },
			}
		: { method: 'GET', url: 'https://api.example.com/2/posts', qs };
}

function signOurs(): number {
	let length = 0;
	for (let n = 0; n < SIGNATURES; n++) {
		const request = requestOf(n);
		const options: IHttpRequestOptions = request.form
			? {
					method: request.method,
					url: request.url,
					body: request.form,
					headers: { 'content-type': 'application/x-www-form-urlencoded' },
				}
			: { method: request.method, url: request.url, qs: request.qs };
		length += String(signHttpRequestOptions(options, keys).headers?.Authorization).length;
	}
	return length;
}

function signWithPackage(): number {
	const oauth = new OAuth({
		consumer: { key: keys.consumerKey, secret: keys.consumerSecret },
		signature_method: 'HMAC-SHA1',
		hash_function: (base, key) => createHmac('sha1', key).update(base).digest('base64'),
	});
	const token = { key: keys.token, secret: keys.tokenSecret };
	let length = 0;
	for (let n = 0; n < SIGNATURES; n++) {
		const request = requestOf(n);
		const query = new URLSearchParams(request.qs).toString();
		const url = query ? `${request.url}?${query}` : request.url;
		length += oauth.toHeader(
			oauth.authorize({ url, method: request.method, data: request.form }, token),
		).Authorization.length;
	}
	return length;
}

export async function oauth1Signing(): Promise<BenchResult> {
	// One warm-up round each, so neither pays the JIT's first compilation alone.
	signOurs();
	signWithPackage();
	const ours = await timed(() => signOurs());
	const theirs = await timed(() => signWithPackage());
	return {
		name: 'OAuth 1.0a signing',
		rows: [
			{
				measure: 'signatures per second',
				ours: perSecond(SIGNATURES, ours.ms),
				baseline: perSecond(SIGNATURES, theirs.ms),
				ratio: times(theirs.ms, ours.ms),
			},
		],
		notes: [
			`${SIGNATURES.toLocaleString('en-US')} requests (lookups with ids and fields, searches with unicode, form POSTs), signed by this ` +
				'package (whole request: URL, query and form serialized, header written) and by the oauth-1.0a package (authorize + toHeader).',
		],
	};
}
