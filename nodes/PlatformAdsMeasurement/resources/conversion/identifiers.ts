import type { IDataObject } from 'n8n-workflow';

import {
	IdentifierProblem,
	normalizeEmail,
	phoneDigits,
	SHA256_HEX,
	sha256Hex,
} from '../../../shared/ads/identifierHashing';
import { parameterOfItem } from '../../../shared/ads/sameForEveryItem';
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

/** The raw identifiers of one item, by kind. */
type RawIdentifiers = Partial<Record<Kind, unknown>>;

/** Where this run reads each item's identifiers: its JSON by column name, or the mapped fields. */
export function identifierReader(
	context: CodeOperationContext,
): (itemIndex: number) => RawIdentifiers {
	const mapping = context.getNodeParameter(PARAMETERS.mapping, 0, MAP_AUTOMATICALLY) as string;
	if (mapping === DEFINE_BELOW) {
		// Only the fields the person filled in: an untouched one is no identifier of the item.
		const parameters = context.getNode().parameters;
		const fields = KINDS.filter((kind) => textOf(parameters[PARAMETERS[kind]]) !== '').map(
			(kind) => [kind, parameterOfItem(context, PARAMETERS[kind], '' as unknown)] as const,
		);
		return (itemIndex) =>
			Object.fromEntries(fields.map(([kind, read]) => [kind, read(itemIndex)])) as RawIdentifiers;
	}
	const items = context.getInputData();
	return (itemIndex) => {
		const found: RawIdentifiers = {};
		for (const [key, value] of Object.entries(items[itemIndex].json as IDataObject)) {
			const kind = COLUMN_NAMES[key.toLowerCase().replace(/[^a-z0-9]/g, '')];
			if (kind && found[kind] === undefined) found[kind] = value;
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
	const text = Object.fromEntries(KINDS.map((kind) => [kind, textOf(raw[kind])])) as Record<
		Kind,
		string
	>;
	const hashed = (kind: 'email' | 'phone', normalize: (value: string) => string) => {
		const value = text[kind];
		// A value that already is a SHA-256 hash is sent as is (in lower case), never hashed again.
		if (SHA256_HEX.test(value.toLowerCase())) return value.toLowerCase();
		try {
			return sha256Hex(normalize(value));
		} catch (error) {
			// The rules throw IdentifierProblem only; its message says what is wrong without the value.
			throw invalidField(node, itemIndex, FIELD_NAMES[kind], (error as IdentifierProblem).message);
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
		throw invalidField(
			node,
			itemIndex,
			FIELD_NAMES.ip,
			'must be an IPv4 address such as 8.25.197.25',
		);
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
		throw invalidField(
			node,
			itemIndex,
			FIELD_NAMES[alone],
			`alone does not identify the customer: add an email, a phone number, a click ID (twclid) or the ${FIELD_NAMES[other]}`,
		);
	}
	const empty = KINDS.filter((kind) => raw[kind] !== undefined);
	if (empty.length > 0)
		throw invalidField(
			node,
			itemIndex,
			empty.map((kind) => FIELD_NAMES[kind]).join(', '),
			`${empty.length === 1 ? 'is' : 'are'} empty: the item has no identifier to send (give an email, a phone number, a click ID or an IP address with a user agent)`,
		);
	throw invalidField(
		node,
		itemIndex,
		'Identifiers',
		'found none: the item needs an email, a phone number, a click ID (twclid) or an IP address with a user agent (Map Automatically reads fields named email, phone, twclid, ip and user_agent)',
	);
}
