/**
 * RFC 3986 percent-encoding as OAuth 1.0a requires (RFC 5849 section 3.6): every byte of the
 * UTF-8 form except the unreserved characters A-Z a-z 0-9 - . _ ~ is escaped with upper-case
 * hex. encodeURIComponent leaves ! * ' ( ) alone, so those are escaped by hand.
 */
export function percentEncode(value: string): string {
	// Most names and values (ids, oauth_* parameters) need no escaping: signing spends most of
	// its time here, so those skip the work (npm run bench, "OAuth 1.0a signing").
	if (UNRESERVED_ONLY.test(value)) return value;
	const encoded = encodeURIComponent(value);
	return NOT_ESCAPED_BY_URI_COMPONENT.test(encoded)
		? encoded.replace(NOT_ESCAPED_BY_URI_COMPONENT_ALL, escapeCharacter)
		: encoded;
}

const UNRESERVED_ONLY = /^[A-Za-z0-9\-._~]*$/;
const NOT_ESCAPED_BY_URI_COMPONENT = /[!*'()]/;
const NOT_ESCAPED_BY_URI_COMPONENT_ALL = /[!*'()]/g;
const escapeCharacter = (character: string) =>
	'%' + character.charCodeAt(0).toString(16).toUpperCase();

/**
 * Decodes one name or value of an application/x-www-form-urlencoded string (a query or a form
 * body), where '+' stands for a space (RFC 5849 section 3.4.1.3.1).
 */
export function formDecode(value: string): string {
	return decodeURIComponent(value.replace(/\+/g, ' '));
}

export type ParameterPair = [name: string, value: string];

/** Splits "a=1&b=&c" into ordered, decoded pairs; repeated names are kept. */
export function parseFormEncoded(text: string): ParameterPair[] {
	if (!text) return [];
	return text
		.split('&')
		.filter((part) => part !== '')
		.map((part) => {
			const equals = part.indexOf('=');
			if (equals === -1) return [formDecode(part), ''];
			return [formDecode(part.slice(0, equals)), formDecode(part.slice(equals + 1))];
		});
}

/** Joins pairs back into a query or form body with RFC 3986 encoding, in the given order. */
export function serializePairs(pairs: ParameterPair[]): string {
	return pairs.map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`).join('&');
}
