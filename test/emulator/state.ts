import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

import type { EmulatorSeed, Fault, LoggedRequest } from './types';

export interface AccessToken {
	secret: string;
	userId: string;
	screenName: string;
	valid: boolean;
}

export interface RequestToken {
	secret: string;
	callback: string;
	accessType?: string;
	verifier?: string;
	consumed: boolean;
}

export interface AuthorizationCode {
	clientId: string;
	redirectUri: string;
	challenge: string;
	method: 'S256' | 'plain';
	scope: string;
}

/** A fault's path is the exact path, or a regular expression's source matching the whole path. */
function pathMatches(pattern: string, path: string): boolean {
	if (pattern === path) return true;
	try {
		return new RegExp(`^(?:${pattern})$`).test(path);
	} catch {
		return false;
	}
}

/** Kinds of issued values that are credentials: the secret scan must never find them in an output. */
const SECRET_KINDS = new Set([
	'request-secret',
	'access',
	'access-secret',
	'app-bearer',
	'user-bearer',
	'refresh',
]);

/** Random id of a given kind; only needs to be unique within one emulator. */
export const newToken = (prefix: string) => {
	const token = `${prefix}-${randomBytes(12).toString('hex')}`;
	// Told by the test run (SECRET_SCAN_DIR), the emulator lists what it issued for the secret scan.
	const dir = process.env.SECRET_SCAN_DIR;
	if (dir && SECRET_KINDS.has(prefix)) {
		mkdirSync(dir, { recursive: true });
		appendFileSync(join(dir, `issued-secrets-${process.pid}.txt`), token + '\n');
	}
	return token;
};

/**
 * Everything the emulator remembers, one instance per emulator (so tests never share state):
 * OAuth 1.0a request and access tokens, the app's one bearer token, OAuth 2.0 codes and user
 * tokens, seen nonces, injected faults, the request log, and each resource's records.
 */
export class EmulatorState {
	readonly accessTokens = new Map<string, AccessToken>();
	readonly requestTokens = new Map<string, RequestToken>();
	/** Nonces of correctly signed requests, per consumer, with their timestamps (seconds). */
	private readonly seenNonces = new Map<string, number>();
	readonly faults: Fault[] = [];
	/** Every request received, in order (the emulator's public `log`). */
	readonly log: LoggedRequest[] = [];

	/** The app's one outstanding app-only bearer token; undefined after it is invalidated. */
	appBearerToken: string | undefined;
	/** When POST oauth2/token last issued a token, for the too-frequent rule (403, code 99). */
	lastBearerTokenRequestMs = 0;

	readonly authorizationCodes = new Map<string, AuthorizationCode>();
	readonly userBearerTokens = new Map<string, { userId: string; valid: boolean }>();
	readonly refreshTokens = new Map<string, string>();
	/** What the last authorize or authenticate page was asked (page, oauth_token, force_login, screen_name). */
	lastAuthorization: Record<string, string> = {};

	/**
	 * Media uploads keep no bytes: segments are counted, multipart bodies logged as their summary
	 * (EmulatorOptions.leanMediaUploads).
	 */
	leanMediaUploads = false;

	/** When this emulator started (epoch ms): seeded line items serve from 120 days before it. */
	readonly startedAtMs = Date.now();

	private readonly collections = new Map<string, unknown[]>();
	private lastNumericId = 1_500_000_000_000_000_000n;

	constructor(
		readonly seed: EmulatorSeed,
		readonly bearerTokenMinIntervalMs: number,
	) {
		this.appBearerToken = seed.appBearerToken;
		this.accessTokens.set(seed.accessToken, {
			secret: seed.accessTokenSecret,
			userId: seed.userId,
			screenName: seed.screenName,
			valid: true,
		});
	}

	/**
	 * The records of one resource (webhook configurations, ads accounts, ...), created with
	 * `initial` on first use. Route files keep their resource here, so adding a resource to the
	 * emulator changes no file but its own.
	 */
	collection<T>(name: string, initial: () => T[] = () => []): T[] {
		let records = this.collections.get(name);
		if (!records) {
			records = initial();
			this.collections.set(name, records);
		}
		return records as T[];
	}

	/** A new id in the platform's numeric form (1 to 19 digits), unique within this emulator. */
	nextNumericId(): string {
		this.lastNumericId += 1n;
		return this.lastNumericId.toString();
	}

	/**
	 * Records a nonce; false when this consumer already used it. Nonces older than the
	 * timestamp window are forgotten: their requests fail the timestamp check anyway.
	 */
	useNonce(consumerKey: string, nonce: string, nowS: number, windowS: number): boolean {
		const key = `${consumerKey}\n${nonce}`;
		if (this.seenNonces.has(key)) return false;
		// Insertion order is arrival order, so the expired entries are the first ones.
		for (const [seen, at] of this.seenNonces) {
			if (at >= nowS - 2 * windowS) break;
			this.seenNonces.delete(seen);
		}
		this.seenNonces.set(key, nowS);
		return true;
	}

	/**
	 * The fault for this request, consumed: the first injected fault that matches it, unless that
	 * one still lets requests through (`after`), which this request then uses up.
	 */
	takeFault(method: string, path: string): Fault | undefined {
		const index = this.faults.findIndex(
			(fault) =>
				(!fault.method || fault.method.toUpperCase() === method) && pathMatches(fault.path, path),
		);
		if (index === -1) return undefined;
		const fault = this.faults[index];
		if (fault.after && fault.after > 0) {
			fault.after--;
			return undefined;
		}
		fault.times = (fault.times ?? 1) - 1;
		if (fault.times <= 0) this.faults.splice(index, 1);
		return fault;
	}
}
