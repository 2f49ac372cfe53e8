import type { IDataObject } from 'n8n-workflow';

import {
	IdentifierProblem,
	normalizeEmail,
	phoneDigits,
	SHA256_HEX,
	sha256Hex,
} from '../../../shared/ads/identifierHashing';
import { parameterOfItem } from '../../../shared/ads/sameForEveryItem';
import { sourceError, type Source } from '../../../shared/inputFieldError';
import { fieldKey } from './inputFields';
import { invalidField } from '../../../shared/validation';
import { DEFINE_BELOW, MAP_AUTOMATICALLY, PARAMETERS } from './send.fields';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

type Kind = 'email' | 'phone' | 'twclid' | 'ip' | 'userAgent';
const KINDS: Kind[] = ['email', 'phone', 'twclid', 'ip', 'userAgent'];

const FIELD_NAMES: Record<Kind, string> = {
	email: 'Email',
	phone: 'Phone Number',
	twclid: 'Click ID (Twclid)',
	ip: 'IP Address',
	userAgent: 'User Agent',
};

/** The column names Map Automatically reads, compared in lower case without separators. */
const COLUMN_NAMES: Record<string, Kind> = {
	email: 'email',
	emailaddress: 'email',
	phone: 'phone',
	phonenumber: 'phone',
	mobile: 'phone',
	mobilephone: 'phone',
	twclid: 'twclid',
	clickid: 'twclid',
	ip: 'ip',
	ipaddress: 'ip',
	useragent: 'userAgent',
};

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

/**
 * The raw identifiers of one item, by kind, and in Map Automatically the input field each came
 * from (errors and the output name it).
 */
export interface RawIdentifiers {
	values: Partial<Record<Kind, unknown>>;
	fields?: Partial<Record<Kind, string>>;
}

/** The parameter names the platform gives each identifier, as the output's fields_used names them. */
export const SENT_AS: Record<Kind, string> = {
	email: 'hashed_email',
	phone: 'hashed_phone_number',
	twclid: 'twclid',
	ip: 'ip_address',
	userAgent: 'user_agent',
};

/** Whether this run maps the items' fields by their names (Map Automatically). */
export const mapsAutomatically = (context: CodeOperationContext): boolean =>
	context.getNodeParameter(PARAMETERS.mapping, 0, MAP_AUTOMATICALLY) !== DEFINE_BELOW;

/** Where this run reads each item's identifiers: its JSON by column name, or the mapped fields. */
export function identifierReader(
	context: CodeOperationContext,
): (itemIndex: number) => RawIdentifiers {
	if (!mapsAutomatically(context)) {
		// Only the fields the person filled in: an untouched one is no identifier of the item.
		const parameters = context.getNode().parameters;
		const fields = KINDS.filter((kind) => textOf(parameters[PARAMETERS[kind]]) !== '').map(
			(kind) => [kind, parameterOfItem(context, PARAMETERS[kind], '' as unknown)] as const,
		);
		return (itemIndex) => ({
			values: Object.fromEntries(fields.map(([kind, read]) => [kind, read(itemIndex)])),
		});
	}
	const items = context.getInputData();
	return (itemIndex) => {
		const found: RawIdentifiers = { values: {}, fields: {} };
		for (const [key, value] of Object.entries(items[itemIndex].json as IDataObject)) {
			const kind = COLUMN_NAMES[fieldKey(key)];
			if (kind && found.values[kind] === undefined) {
				found.values[kind] = value;
				found.fields![kind] = key;
			}
		}
		return found;
	};
}

const textOf = (value: unknown): string =>
	value === undefined || value === null ? '' : String(value).trim();

/**
 * The identifiers array of one conversion: email and phone hashed (E.164 for the phone), twclid,
 * IP address and user agent trimmed and never hashed. Throws, naming the item and the field (never
 * the value: it is personal data), when no usable identifier is left.
 */
export function identifiersToSend(
	context: CodeOperationContext,
	itemIndex: number,
	raw: RawIdentifiers,
	countryCode: string,
): IDataObject[] {
	const node = context.getNode();
	const text = Object.fromEntries(KINDS.map((kind) => [kind, textOf(raw.values[kind])])) as Record<
		Kind,
		string
	>;
	// A panel field by its label; in Map Automatically the item's own field, by its name there.
	const source = (kind: Kind): Source =>
		raw.fields ? { input: [raw.fields[kind] ?? COLUMN_HINTS[kind]] } : { panel: FIELD_NAMES[kind] };
	const hashed = (kind: 'email' | 'phone', normalize: (value: string) => string) => {
		const value = text[kind];
		// A value that already is a SHA-256 hash is sent as is (in lower case), never hashed again.
		if (SHA256_HEX.test(value.toLowerCase())) return value.toLowerCase();
		try {
			return sha256Hex(normalize(value));
		} catch (error) {
			// The rules throw IdentifierProblem only; its message says what is wrong without the value.
			throw sourceError(node, itemIndex, source(kind), (error as IdentifierProblem).message);
		}
	};
	const identifiers: IDataObject[] = [];
	if (text.twclid) identifiers.push({ twclid: text.twclid });
	if (text.email) identifiers.push({ hashed_email: hashed('email', normalizeEmail) });
	if (text.phone)
		identifiers.push({
			hashed_phone_number: hashed('phone', (value) => `+${phoneDigits(value, countryCode)}`),
		});
	if (text.ip && !IPV4.test(text.ip))
		throw sourceError(node, itemIndex, source('ip'), 'must be an IPv4 address such as 8.25.197.25');
	const device: IDataObject = {};
	if (text.ip) device.ip_address = text.ip;
	if (text.userAgent) device.user_agent = text.userAgent;
	if (identifiers.length > 0) {
		if (text.ip || text.userAgent) identifiers.push(device);
		return identifiers;
	}
	if (text.ip && text.userAgent) return [device];
	if (text.ip || text.userAgent) {
		const alone = text.ip ? 'ip' : 'userAgent';
		const other = text.ip ? 'userAgent' : 'ip';
		const otherName = raw.fields ? `a "${COLUMN_HINTS[other]}" field` : `the ${FIELD_NAMES[other]}`;
		throw sourceError(
			node,
			itemIndex,
			source(alone),
			`alone does not identify the customer: add an email, a phone number, a click ID (twclid) or ${otherName}`,
		);
	}
	const empty = KINDS.filter((kind) => raw.values[kind] !== undefined);
	if (empty.length > 0) {
		throw sourceError(
			node,
			itemIndex,
			raw.fields
				? { input: empty.map((kind) => raw.fields![kind] ?? COLUMN_HINTS[kind]) }
				: { panel: empty.map((kind) => FIELD_NAMES[kind]).join(', ') },
			`${empty.length === 1 ? 'is' : 'are'} empty: the item has no identifier to send (give an email, a phone number, a click ID or an IP address with a user agent)`,
		);
	}
	if (raw.fields)
		throw sourceError(
			node,
			itemIndex,
			{ input: [] },
			'has no identifier field: Map Automatically reads fields named email, phone, twclid (click_id), ip (ip_address) and user_agent, in any case; add one of them (or an ip with a user_agent) to the item, or choose Map Each Field Below',
		);
	throw invalidField(
		node,
		itemIndex,
		'Identifiers',
		'found none: set an Email, a Phone Number, a Click ID (Twclid) or an IP Address with a User Agent',
	);
}

/** The field name Map Automatically suggests for each identifier. */
const COLUMN_HINTS: Record<Kind, string> = {
	email: 'email',
	phone: 'phone',
	twclid: 'twclid',
	ip: 'ip',
	userAgent: 'user_agent',
};
