import { createHmac } from 'node:crypto';

import {
	crcResponse,
	isValidDeliverySignature,
	sha256Signature,
} from '../../nodes/ActivityTrigger/webhookSignature';

const secret = 'emu-consumer-secret';

describe('webhook challenge and delivery signatures', () => {
	it('answers the challenge with sha256= and the base64 HMAC of the token', () => {
		const expected = createHmac('sha256', secret).update('challenge-token').digest('base64');
		expect(crcResponse(secret, 'challenge-token')).toEqual({
			response_token: `sha256=${expected}`,
		});
	});

	it('accepts the right signature over the raw body and rejects anything else', () => {
		const body = Buffer.from('{"data":{"event_type":"post.create","event_uuid":"1"}}');
		const signature = sha256Signature(secret, body);
		expect(isValidDeliverySignature(secret, body, signature)).toBe(true);
		expect(isValidDeliverySignature(secret, body, [signature])).toBe(true);
		expect(isValidDeliverySignature('other-secret', body, signature)).toBe(false);
		expect(
			isValidDeliverySignature(secret, Buffer.concat([body, Buffer.from(' ')]), signature),
		).toBe(false);
		expect(isValidDeliverySignature(secret, body, undefined)).toBe(false);
		expect(isValidDeliverySignature(secret, body, 'sha256=short')).toBe(false);
	});
});
