/**
 * The words of a text written as code rather than for a person: with a dot or an underscore
 * inside (post.mention.create, media_keys) or a lower-case letter followed by a capital
 * (newMention). Names the platform or the world writes that way are not code.
 */
const WRITTEN_THAT_WAY = new Set([
	'iOS',
	'iPhone',
	'iPad',
	'eCPM',
	'e.g.',
	'i.e.',
	'n8n',
	'McDonald',
]);

export function internalWords(text: string): string[] {
	return text
		.split(/[\s,:;()"'/]+/)
		.map((word) => word.replace(/[.]+$/, ''))
		.filter((word) => !WRITTEN_THAT_WAY.has(word))
		.filter((word) => /\w[._]\w/.test(word) || /[a-z][A-Z]/.test(word));
}
