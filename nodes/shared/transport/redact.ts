/** Replaces every occurrence of a secret value in a text, so messages can never leak one. */
export function redactSecrets(text: string, secrets: Array<string | undefined>): string {
	let redacted = text;
	for (const secret of secrets) {
		// Short values (empty, "1") would mangle ordinary text and are not secrets anyway.
		if (!secret || secret.length < 6) continue;
		redacted = redacted.split(secret).join('[redacted]');
	}
	return redacted;
}
