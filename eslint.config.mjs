// n8n's community lint rules: the new flat-config plugin (recommended) and the classic
// eslint-plugin-n8n-nodes-base rule sets (community for package.json, credentials, nodes).
import tsParser from '@typescript-eslint/parser';
import { n8nCommunityNodesPlugin } from '@n8n/eslint-plugin-community-nodes';
import n8nNodesBase from 'eslint-plugin-n8n-nodes-base';

const classic = (configName) => ({
	plugins: { 'n8n-nodes-base': n8nNodesBase },
	rules: n8nNodesBase.configs[configName].rules,
});

export default [
	{ ignores: ['dist/**', 'node_modules/**', '.build/**', 'test/**', '*.js', '*.mjs'] },
	{
		files: ['**/*.ts', 'package.json'],
		languageOptions: {
			parser: tsParser,
			parserOptions: { sourceType: 'module', extraFileExtensions: ['.json'] },
		},
	},
	{ files: ['**/*.ts', 'package.json'], ...n8nCommunityNodesPlugin.configs.recommended },
	{ files: ['package.json'], ...classic('community') },
	{ files: ['credentials/**/*.ts'], ...classic('credentials') },
	{ files: ['nodes/**/*.ts'], ...classic('nodes') },
	{
		// The two rule sets disagree on inputs/outputs: the classic rules want the literal 'main',
		// the newer plugin (node-connection-type-literal) forbids it in favour of
		// NodeConnectionTypes.Main. The newer rule wins; the classic pair is turned off.
		files: ['nodes/**/*.ts'],
		rules: {
			'n8n-nodes-base/node-class-description-inputs-wrong-regular-node': 'off',
			'n8n-nodes-base/node-class-description-outputs-wrong': 'off',
		},
	},
	{
		// The classic rule accepts only camelCase slugs of n8n's own docs site; a community
		// package has no page there, and the newer credential-documentation-url rule accepts a URL.
		files: ['credentials/**/*.ts'],
		rules: { 'n8n-nodes-base/cred-class-field-documentation-url-miscased': 'off' },
	},
];
