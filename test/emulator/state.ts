import { randomBytes } from 'node:crypto';

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

export interface WebhookConfig {
	id: string;
	url: string;
	valid: boolean;
	created_at: string;
}

/** Random id of a given kind; only needs to be unique within one emulator. */
export const newToken = (prefix: string) => `${prefix}-${randomBytes(12).toString('hex')}`;

/**
 * Everything the emulator remembers, one instance per emulator (so tests never share state):
 * OAuth 1.0a request and access tokens, the app's one bearer token, OAuth 2.0 codes and user
 * tokens, seen nonces, injected faults, and the resources later routes add.
 */
export class EmulatorState {
	readonly accessTokens = new Map<string, AccessToken>();
	readonly requestTokens = new Map<string, RequestToken>();
	readonly seenNonces = new Set<string>();
	readonly faults: Fault[] = [];
	/** Every request received, in order (the emulator's public `log`). */
	readonly log: LoggedRequest[] = [];

	/** The app's outstanding app-only bearer token; undefined after it is invalidated. */
	appBearerToken: string | undefined;
	readonly invalidatedBearerTokens = new Set<string>();
	lastBearerTokenRequestMs = 0;

	readonly authorizationCodes = new Map<string, AuthorizationCode>();
	readonly userBearerTokens = new Map<string, { userId: string; valid: boolean }>();
	readonly refreshTokens = new Map<string, string>();
	/** What the last authorize or authenticate page was asked (force_login, screen_name). */
	lastAuthorization: Record<string, string> = {};

	readonly webhooks: WebhookConfig[] = [];
	readonly adsAccounts = [
		{ id: '18ce54d4x5t', name: 'Emulator Ads Account', business_name: 'Emulator Inc.', timezone: 'America/New_York', deleted: false, approval_status: 'ACCEPTED' },
		{ id: '18ce54bgxky', name: 'Emulator Sandbox Account', business_name: 'Emulator Inc.', timezone: 'UTC', deleted: false, approval_status: 'ACCEPTED' },
	];

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

	/** The next injected fault for this request, consumed. */
	takeFault(method: string, path: string): Fault | undefined {
		const index = this.faults.findIndex(
			(fault) =>
				(!fault.method || fault.method.toUpperCase() === method) &&
				(fault.path === path || new RegExp(`^${fault.path}$`).test(path)),
		);
		if (index === -1) return undefined;
		const fault = this.faults[index];
		fault.times = (fault.times ?? 1) - 1;
		if (fault.times <= 0) this.faults.splice(index, 1);
		return fault;
	}
}
