/**
 * Resolves the small expressions credentials use ("={{$credentials.baseUrl}}/x",
 * '={{$self["baseUrl"]}}/oauth/...') the way n8n does for these simple cases. Test-only: real
 * n8n resolves them in the end-to-end tests.
 */
export function resolveExpression(value: unknown, data: Record<string, unknown>): unknown {
	if (typeof value !== 'string' || !value.startsWith('=')) return value;
	return value.slice(1).replace(/\{\{([\s\S]+?)\}\}/g, (_match, code: string) => {
		const evaluate = new Function('$credentials', '$self', `return (${code});`) as (
			credentials: unknown,
			self: unknown,
		) => unknown;
		const result = evaluate(data, data);
		return result === undefined || result === null ? '' : String(result);
	});
}

/** A credential's data with every property default applied and resolved, as n8n stores it. */
export function credentialData(
	properties: Array<{ name: string; default?: unknown }>,
	given: Record<string, unknown>,
): Record<string, unknown> {
	const data: Record<string, unknown> = { ...given };
	for (const property of properties) {
		if (data[property.name] === undefined) data[property.name] = property.default;
	}
	for (const property of properties)
		data[property.name] = resolveExpression(data[property.name], data);
	return data;
}
