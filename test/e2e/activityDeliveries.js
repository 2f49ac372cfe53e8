'use strict';
// Activity deliveries sent straight to a trigger's webhook URL, as the platform sends them:
// the event in {data: {...}}, signed in x-platform-webhooks-signature with sha256= +
// base64(HMAC-SHA256(consumer secret, raw body)). Used by the trigger suite (forged, missing,
// stale signatures) and the trigger throughput benchmark.
const { createHmac, randomUUID } = require('node:crypto');

const SIGNATURE_HEADER = 'x-platform-webhooks-signature';

const sign = (rawBody, secret) =>
	'sha256=' + createHmac('sha256', secret).update(rawBody).digest('base64');

/** The raw body of a post.create event with its own event_uuid. */
function eventBody({
	uuid = randomUUID(),
	user = '1000000000000000001',
	text = 'delivered directly',
} = {}) {
	return JSON.stringify({
		data: {
			event_type: 'post.create',
			event_uuid: uuid,
			filter: { user_id: user },
			tag: 'n8n-e2e',
			payload: { id: '1500000000000000999', text, author_id: user },
		},
	});
}

/** POSTs a raw body with the given signature header (none when undefined); gives status and body text. */
async function deliver(url, rawBody, signature) {
	const response = await fetch(url, {
		method: 'POST',
		headers: {
			'content-type': 'application/json',
			...(signature === undefined ? {} : { [SIGNATURE_HEADER]: signature }),
		},
		body: rawBody,
		signal: AbortSignal.timeout(30_000),
	});
	return { status: response.status, text: await response.text() };
}

module.exports = { SIGNATURE_HEADER, sign, eventBody, deliver };
