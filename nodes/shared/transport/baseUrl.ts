/**
 * The address a path is appended to: a credential's base URL without its trailing slashes, so
 * that `${baseUrlOf(credentials.baseUrl)}/2/...` never holds a double slash, whatever was typed
 * in the credential. Every request the package builds itself starts here.
 */
export function baseUrlOf(baseUrl: unknown): string {
	return String(baseUrl ?? '').replace(/\/+$/, '');
}
