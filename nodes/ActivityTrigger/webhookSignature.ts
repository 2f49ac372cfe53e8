import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The two checks of a webhook receiver (supplement, "Challenge-response check" and "Signed
 * deliveries"), both keyed with the app's consumer secret. The trigger node uses them; the
 * emulator computes the same values independently.
 */

/** "sha256=" + base64(HMAC-SHA256(secret, message)). */
export function sha256Signature(secret: string, message: string | Buffer): string {
	return 'sha256=' + createHmac('sha256', secret).update(message).digest('base64');
}

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
	const received = Array.isArray(header) ? header[0] : header;
	if (!received) return false;
	const expected = Buffer.from(sha256Signature(consumerSecret, rawBody));
	const given = Buffer.from(received);
	return given.length === expected.length && timingSafeEqual(given, expected);
}
