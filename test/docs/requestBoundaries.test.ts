import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { sourceFiles } from '../helpers/sourceFiles';

/**
 * Each request of code goes out through one of two functions, coreRequest() and adsRequest(): they
 * alone read a credential and make a base URL from it (the routing base URL expressions live
 * beside them), the one trailing-slash strip is baseUrlOf(), and every ID's shape is written once
 * in nodes/shared/patterns.ts. This reads nodes/ as text, so a copy made later fails here.
 */
const ROOT = join(__dirname, '..', '..');
const files = sourceFiles(join(ROOT, 'nodes')).map((file) => ({
	path: relative(ROOT, file),
	text: readFileSync(file, 'utf8'),
}));

const CORE_REQUEST = 'nodes/shared/transport/coreRequest.ts';
const ADS_REQUEST = 'nodes/shared/ads/adsRequest.ts';
const BASE_URL = 'nodes/shared/transport/baseUrl.ts';
const PATTERNS = 'nodes/shared/patterns.ts';

interface Rule {
	what: string;
	/** Finds the offending text in a file's source. */
	finds: (text: string) => string[];
	/** The files allowed to hold it, each with the reason. */
	allowed: Record<string, string>;
}

const matches = (pattern: RegExp) => (text: string) =>
	[...text.matchAll(pattern)].map(([found]) => found);

/** A regular expression's literal or string form anchored at both ends: `/^...$/` or `'^...$'`. */
const ANCHORED = /\/\^((?:\\.|\[(?:\\.|[^\]\\])*\]|[^/\\\n[])+)\$\/[a-z]*|'\^([^'\n]+)\$'/g;
/** The body of an ID's shape: classes of letters, digits, `_` or `-`, quantifiers, groups, `@`. */
const ID_SHAPE =
	/^(?:\[(?:[A-Za-z0-9_]|[A-Za-z0-9]-[A-Za-z0-9]|\\d|\\-)+\]|\\d|[-_@|()]|\?:|[+*?]|\{\d+(?:,\d*)?\})+$/;
/** An ID may hold digits (codes of letters only, such as currencies and languages, are no IDs). */
const DIGITS = /0-9|\\d/;

/** The ID-shaped regular expressions of a source. */
function idRegexes(text: string): string[] {
	return [...text.matchAll(ANCHORED)]
		.filter(
			([, literal, string]) => ID_SHAPE.test(literal ?? string) && DIGITS.test(literal ?? string),
		)
		.map(([found]) => found);
}

const RULES: Rule[] = [
	{
		what: 'a trailing-slash strip',
		finds: matches(/\\\/[+*]?\$\/|\[\/\][+*]?\$\/|endsWith\(['"]\/['"]\)/g),
		allowed: { [BASE_URL]: 'baseUrlOf(): the one strip' },
	},
	{
		what: 'a credential read',
		finds: matches(/\bgetCredentials\b|\$credentials\b/g),
		allowed: {
			[CORE_REQUEST]: 'the core credential and its base URL',
			[ADS_REQUEST]: 'the ads credential and the base URL of the environment',
			'nodes/shared/readCredentials.ts':
				'the read both use, which says what to do when n8n cannot read the credential',
			'nodes/shared/transport/platformRequest.ts':
				"the transport reads the credential's secrets only to keep them out of messages",
			'nodes/shared/descriptions/codeOperation.ts':
				'names the read among what the code of an operation may use (the reads above do it)',
			'nodes/shared/routing/codeRouting.ts':
				"hands n8n's read to the code when routing runs it, reading nothing itself",
		},
	},
	{
		what: 'a base URL made from a credential',
		finds: matches(
			/\bbaseUrlOf\(|\.(?:adsBaseUrl|adsSandboxBaseUrl)\b|\b(?:credentials|values)\??\.baseUrl\b/g,
		),
		allowed: {
			[BASE_URL]: 'defines baseUrlOf()',
			[CORE_REQUEST]: 'the core base URL',
			[ADS_REQUEST]: 'the ads base URLs',
			'nodes/shared/appOnlyToken.ts':
				"the App-Only credential's own token request, which it sends before any node runs",
			'nodes/shared/oauth1/signHttpRequest.ts':
				'the signer rebuilds the URL of the request it is handed (baseURL and url), whatever it is',
		},
	},
	{
		what: "an ID's regular expression",
		finds: idRegexes,
		allowed: {
			[PATTERNS]: 'where every ID shape is written',
			'nodes/shared/ads/money.ts': 'amounts in digits, not IDs',
			'nodes/PlatformAds/shared/batch/batchEndpoint.ts': 'micro amounts in digits, not IDs',
			'nodes/PlatformCore/resources/broadcast/broadcastSeries.ts': 'a count of repeats',
			'nodes/shared/times.ts': 'an epoch time in digits',
			'nodes/shared/ads/identifierHashing.ts': 'a SHA-256 hash in hexadecimal, not an ID',
		},
	},
];

describe('requests and IDs have one place each', () => {
	test('there are sources to read', () => {
		expect(files.length).toBeGreaterThan(300);
	});

	test.each(RULES.map((rule) => [rule.what, rule]))('%s only where allowed', (_what, rule) => {
		const found = files
			.filter(({ path }) => !(path in rule.allowed))
			.flatMap(({ path, text }) => rule.finds(text).map((hit) => `${path}: ${hit}`));
		expect(found).toEqual([]);
	});

	test.each(RULES.map((rule) => [rule.what, rule]))(
		'%s: every allowed file still holds one (the list stays true)',
		(_what, rule) => {
			const unused = Object.keys(rule.allowed).filter(
				(path) => rule.finds(files.find((file) => file.path === path)?.text ?? '').length === 0,
			);
			expect(unused).toEqual([]);
		},
	);

	test('the checks find what they look for', () => {
		const [strip, credentials, baseUrl, ids] = RULES.map((rule) => rule.finds);
		expect(strip("url.replace(/\\/+$/, '')")).toHaveLength(1);
		expect(strip("url.replace(/^\\/+/, '')")).toHaveLength(0);
		expect(credentials('await this.getCredentials(type)')).toHaveLength(1);
		expect(baseUrl('`${credentials.adsBaseUrl}/12`')).toHaveLength(1);
		expect(ids('!/^[0-9a-z]+$/i.test(id)')).toHaveLength(1);
		expect(ids("regex: '^[0-9]{1,19}$'")).toHaveLength(1);
		expect(ids('/^([0-9]{1,19}-[0-9]{1,19}|[0-9]{15,19})$/')).toHaveLength(1);
		expect(ids('/^@?([A-Za-z0-9_]{1,15})$/')).toHaveLength(1);
		expect(ids('/^https:\\/\\/[^\\s]+$/i')).toHaveLength(0);
		expect(ids('/^[A-Z]{3}$/')).toHaveLength(0);
		expect(ids('/^(\\d*)(?:\\.(\\d*))?$/')).toHaveLength(0);
	});
});
