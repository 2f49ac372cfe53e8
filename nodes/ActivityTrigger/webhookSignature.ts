import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The two checks of a webhook receiver (the challenge-response check and signed deliveries), both
 * keyed with the app's consumer secret. The trigger node uses them; the emulator computes the
 * same values independently.
 */

/** "sha256=" + base64(HMAC-SHA256(secret, message)). */
export function sha256Signature(secret: string, message: string | Buffer): string {
	return 'sha256=' + createHmac('sha256', secret).update(message).digest('base64');
}

/**
 * The shape of the tokens the platform sends in its challenge: letters, digits and `- _ + / =`
 * (UUID-like or base64), at most 256 characters. The challenge answer is the same HMAC as a
 * delivery signature, so answering any other input would let anyone have a delivery body
 * signed through the challenge; no JSON body can match this shape (no braces, quotes or colons).
 */
export const CRC_TOKEN_SHAPE = /^[A-Za-z0-9\-_+/=]{1,256}$/;

export const isChallengeToken = (token: unknown): token is string =>
	typeof token === 'string' && CRC_TOKEN_SHAPE.test(token);

/** The answer to `GET <callback>?crc_token=...`: {response_token}. */
export function crcResponse(consumerSecret: string, crcToken: string): { response_token: string } {
	return { response_token: sha256Signature(consumerSecret, crcToken) };
}

/**
 * Whether a delivery's signature header matches its raw body. Compared in constant time, so
 * the time taken says nothing about how much of a forged signature was right.
 */
export function isValidDeliverySignature(
	consumerSecret: string,
	rawBody: Buffer | string,
	header: string | string[] | undefined,
): boolean {
	// A header sent twice is refused, not resolved in favour of one of its values.
	if (Array.isArray(header) && header.length !== 1) return false;
	const received = Array.isArray(header) ? header[0] : header;
	if (!received) return false;
	const expected = Buffer.from(sha256Signature(consumerSecret, rawBody));
	const given = Buffer.from(received);
	return given.length === expected.length && timingSafeEqual(given, expected);
}
