'use strict';
// One request to the emulator signed with an OAuth1 keys credential of harness.platformCredentials()
// (npm start seeds the example catalog with it; the examples' end-to-end suite reads records back).
// Signed by the oauth-1.0a package, independent of the package's own signer; the query goes in the URL.
const crypto = require('node:crypto');
const OAuth = require('oauth-1.0a');

async function oauth1Fetch(credential, method, url) {
	const { consumerKey, consumerSecret, accessToken, accessTokenSecret } = credential.data;
	const oauth = OAuth({
		consumer: { key: consumerKey, secret: consumerSecret },
		signature_method: 'HMAC-SHA1',
		hash_function: (base, key) => crypto.createHmac('sha1', key).update(base).digest('base64'),
	});
	const signature = oauth.authorize(
		{ url, method },
		{ key: accessToken, secret: accessTokenSecret },
	);
	const response = await fetch(url, {
		method,
		headers: { ...oauth.toHeader(signature), accept: 'application/json' },
	});
	const text = await response.text();
	if (!response.ok)
		throw new Error(
			`${method} ${new URL(url).pathname}: HTTP ${response.status} ${text.slice(0, 300)}`,
		);
	return JSON.parse(text);
}

module.exports = { oauth1Fetch };
