/** Words of the platform's names that read better otherwise in a label. */
const WORDS: Record<string, string> = {
	id: 'ID',
	ids: 'IDs',
	url: 'URL',
	uri: 'URI',
	ip: 'IP',
	lang: 'Language',
	ms: '(Ms)',
	en: 'EN',
	ja: 'JA',
	ko: 'KO',
	pt: 'PT',
};

/**
 * The label a person reads for one of the platform's names: `attachments.media_keys` reads
 * "Attachments Media Keys", `author_id` "Author ID", `MessageCreate` "Message Create". The name
 * itself goes in the description.
 */
export const fieldLabel = (name: string): string =>
	name
		.split(/[._]|(?<=[a-z])(?=[A-Z])/)
		.filter(Boolean)
		.map((word) => WORDS[word] ?? word[0].toUpperCase() + word.slice(1))
		.join(' ');
