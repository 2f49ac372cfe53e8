/**
 * The formatting of n8n's node starter (n8n-nodes-starter, `n8n-node new`): tabs, single quotes,
 * trailing commas and lines of at most 100 columns. `npm run format` applies it, `npm run lint`
 * checks it.
 */
module.exports = {
	semi: true,
	trailingComma: 'all',
	bracketSpacing: true,
	useTabs: true,
	tabWidth: 2,
	arrowParens: 'always',
	singleQuote: true,
	quoteProps: 'as-needed',
	endOfLine: 'lf',
	printWidth: 100,
};
