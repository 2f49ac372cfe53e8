import { createHmac, randomBytes } from 'node:crypto';

import type { EmulatorState } from './state';

/**
 * The challenge-response check (CRC) the platform runs against a webhook's callback URL:
 * `GET <url>?crc_token=<random>`, answered within 3 seconds with HTTP 200 and
 * `{response_token: "sha256=" + base64(HMAC-SHA256(consumer secret, crc_token))}`. Computed
 * here with node:crypto on its own, not with the package's webhookSignature.ts, so the emulator
 * stays an independent oracle for the trigger node.
 */

/** The fields of a webhook configuration the check reads and updates. */
export interface ChallengedWebhook {
	id: string;
	url: string;
	valid: boolean;
}

/** One check as it happened, for tests (`crcChallenges(state)`). */
export interface ChallengeRecord {
	webhook_id: string;
	url: string;
	crc_token: string;
	/** The callback's HTTP status; absent when it did not answer in time or could not be reached. */
	status?: number;
	valid: boolean;
	/** Why the check failed, in words. */
	failure?: string;
	at: number;
}

/** How long the callback has to answer: 3 seconds. */
export const CHALLENGE_TIMEOUT_MS = 3000;

export const crcChallenges = (state: EmulatorState): ChallengeRecord[] =>
	state.collection<ChallengeRecord>('crcChallenges');

/**
 * The only tokens the platform sends, and so the only ones a receiver should sign: letters,
 * digits and `- _ + / =`, at most 256 characters. A receiver that signs anything else signs
 * delivery bodies for whoever asks, since the challenge answer and the delivery signature are
 * the same HMAC. Kept here on its own, not imported from the package.
 */
export const CRC_TOKEN_SHAPE = /^[A-Za-z0-9\-_+/=]{1,256}$/;

/** A fresh challenge token: 32 base64url characters from 24 random bytes. */
export const newChallengeToken = (): string => randomBytes(24).toString('base64url');

/** What a correct callback answers for this token. */
export function expectedResponseToken(consumerSecret: string, crcToken: string): string {
	return 'sha256=' + createHmac('sha256', consumerSecret).update(crcToken, 'utf8').digest('base64');
}

function challengeUrl(url: string, crcToken: string): string {
	const target = new URL(url);
	target.searchParams.append('crc_token', crcToken);
	return target.toString();
}

async function askCallback(
	url: string,
	crcToken: string,
	consumerSecret: string,
): Promise<Pick<ChallengeRecord, 'status' | 'valid' | 'failure'>> {
	let response: Response;
	try {
		response = await fetch(challengeUrl(url, crcToken), {
			signal: AbortSignal.timeout(CHALLENGE_TIMEOUT_MS),
			redirect: 'manual',
		});
	} catch (error) {
		const timedOut = (error as Error).name === 'TimeoutError';
		return {
			valid: false,
			failure: timedOut
				? `no answer within ${CHALLENGE_TIMEOUT_MS} ms`
				: `unreachable: ${(error as Error).message}`,
		};
	}
	const status = response.status;
	let text: string;
	try {
		text = await response.text();
	} catch {
		return { status, valid: false, failure: 'the answer broke off' };
	}
	if (status !== 200) return { status, valid: false, failure: `HTTP ${status}` };
	let token: unknown;
	try {
		token = (JSON.parse(text) as { response_token?: unknown }).response_token;
	} catch {
		return { status, valid: false, failure: 'the answer is not JSON' };
	}
	if (token !== expectedResponseToken(consumerSecret, crcToken))
		return { status, valid: false, failure: 'wrong response_token' };
	return { status, valid: true };
}

/**
 * Runs the check against a webhook's callback, sets its `valid` from the outcome (a failed check
 * stops deliveries) and records it. Used on create, on PUT /2/webhooks/{id} and by the test
 * control POST /__emulator/webhooks/{id}/challenge.
 */
export async function runChallenge(
	state: EmulatorState,
	webhook: ChallengedWebhook,
	crcToken = newChallengeToken(),
): Promise<ChallengeRecord> {
	if (!CRC_TOKEN_SHAPE.test(crcToken))
		throw new Error(
			'A challenge token has only letters, digits and - _ + / =, at most 256 of them',
		);
	const outcome = await askCallback(webhook.url, crcToken, state.seed.consumerSecret);
	webhook.valid = outcome.valid;
	const record: ChallengeRecord = {
		webhook_id: webhook.id,
		url: webhook.url,
		crc_token: crcToken,
		...outcome,
		at: Date.now(),
	};
	crcChallenges(state).push(record);
	return record;
}
