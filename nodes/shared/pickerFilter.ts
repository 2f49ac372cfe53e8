/**
 * Whether a picker's choice matches what was typed: any part of its name or ID, in any case.
 * The platform's own filters match only the start of a name (or nothing), and people type any
 * part of a name, a username or an ID, so every picker filters its pages with this.
 */
export function matchesFilter(filter: string | undefined, ...texts: unknown[]): boolean {
	const wanted = (filter ?? '').trim().toLowerCase();
	return (
		!wanted ||
		texts.some((text) =>
			String(text ?? '')
				.toLowerCase()
				.includes(wanted),
		)
	);
}
