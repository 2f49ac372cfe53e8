import {
	IdentifierProblem,
	normalizeEmail,
	phoneDigits,
	SHA256_HEX,
	sha256Hex,
} from '../../../shared/ads/identifierHashing';
import { NUMERIC_ID, USERNAME } from '../../../shared/patterns';

export { IdentifierProblem, sha256Hex };

/**
 * User identifiers of custom audience and do-not-reach uploads: every identifier
 * except partner_user_id is normalized, then hashed with SHA-256 (lowercase hex) on this machine,
 * so a raw identifier never reaches the platform. The rules follow the platform's advertiser
 * documentation ("Custom Audiences user data") and its sample hashing tool; the README states
 * them; the email and phone rules and the hash are shared with conversions
 * (nodes/shared/ads/identifierHashing.ts).
 */

export const IDENTIFIER_KINDS = [
	'email',
	'phone_number',
	'handle',
	'device_id',
	'platform_id',
	'partner_user_id',
] as const;
export type IdentifierKind = (typeof IDENTIFIER_KINDS)[number];

export interface NormalizeSettings {
	/**
	 * Country calling code (digits) for phone numbers written without "+" or "00": such a number is
	 * then read as national (its leading zeros, the trunk prefix, dropped) and gets this code.
	 */
	defaultCountryCode?: string;
}

const email = (value: string): string => normalizeEmail(value);

const phoneNumber = (value: string, settings: NormalizeSettings): string =>
	phoneDigits(value, settings.defaultCountryCode);

/** Handle: surrounding spaces and one leading "@" removed, all lower case ("@AdsAPI" -> "adsapi"). */
function handle(value: string): string {
	const match = USERNAME.exec(value.trim());
	if (!match)
		throw new IdentifierProblem('must be a handle of 1 to 15 letters, digits or underscores');
	return match[1].toLowerCase();
}

/**
 * Device ID: surrounding spaces removed, all lower case, dashes kept, as the platform documents
 * for each kind: IDFA lower case with dashes, AdID lower case with dashes, Android ID lower case
 * without dashes ("4B61639E-47CC-4056-A16A-C8217E029462" -> "4b61639e-47cc-4056-a16a-c8217e029462").
 */
function deviceId(value: string): string {
	const normalized = value.trim().toLowerCase();
	if (!/^[a-z0-9][a-z0-9-]*[a-z0-9]$/.test(normalized))
		throw new IdentifierProblem(
			'must be a device ID of letters, digits and dashes (IDFA, AdID or Android ID)',
		);
	return normalized;
}

/** Platform user ID: the number, without spaces or leading zeros ("00143567" -> "143567"). */
function platformId(value: string): string {
	const normalized = value.trim().replace(/^0+(?=\d)/, '');
	if (!NUMERIC_ID.test(normalized))
		throw new IdentifierProblem('must be a numeric user ID of 1 to 19 digits');
	return normalized;
}

const NORMALIZERS: Record<
	Exclude<IdentifierKind, 'partner_user_id'>,
	(value: string, settings: NormalizeSettings) => string
> = {
	email,
	phone_number: phoneNumber,
	handle,
	device_id: deviceId,
	platform_id: platformId,
};

/** The normalized form of one raw identifier (partner_user_id: unchanged). */
export function normalizeIdentifier(
	kind: IdentifierKind,
	value: string,
	settings: NormalizeSettings = {},
): string {
	return kind === 'partner_user_id' ? value : NORMALIZERS[kind](value, settings);
}

/**
 * The value to send: partner_user_id as is; a value the user says is already hashed, checked to be
 * 64 lowercase hex characters and sent unchanged; anything else normalized and hashed.
 */
export function identifierToSend(
	kind: IdentifierKind,
	value: string,
	settings: NormalizeSettings & { alreadyHashed?: boolean } = {},
): string {
	if (kind === 'partner_user_id') return value;
	if (settings.alreadyHashed) {
		if (!SHA256_HEX.test(value))
			throw new IdentifierProblem(
				'is not a SHA-256 hash (64 lowercase hex characters), yet "Values Are Already Hashed" is on',
			);
		return value;
	}
	return sha256Hex(normalizeIdentifier(kind, value, settings));
}
