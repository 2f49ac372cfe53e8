/**
 * The calls a declared text names (`POST /2/webhooks`, `GET /2/users/{id}/posts with since_id`),
 * as patterns of the emulator log's `METHOD path`: a `{name}` stands for one path segment, and
 * the query is left out as the log leaves it out.
 */
export function declaredCalls(text: string): RegExp[] {
	return [...text.matchAll(/\b(GET|POST|PUT|DELETE) (\/[^\s,?]+)/g)].map(
		([, method, path]) => new RegExp(`^${method} ${path.replace(/\{\w+\}/g, '[^/]+')}$`),
	);
}
