'use strict';
// The secret scan (README "Tests"): after jest and the end-to-end run, every output item, error,
// webhook answer and n8n log line they recorded under .build/secret-scan is searched for every
// credential value of the run (consumer secret = API secret, token secrets, bearer tokens, client
// secret, and the secret tokens the emulator issued). A hit names the file, the line and which
// secret it was, never the value. Recording nothing fails too: a scan of nothing proves nothing.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..');
const DIRECTORY = process.env.SECRET_SCAN_DIR ?? path.join(ROOT, '.build', 'secret-scan');

/** The seeded credential values, from the built emulator (npm run build:emulator). */
function seededSecrets() {
	const { DEFAULT_SEED } = require(path.join(ROOT, '.build', 'emulator', 'index.js'));
	return {
		'consumer secret (API secret)': DEFAULT_SEED.consumerSecret,
		'access token secret': DEFAULT_SEED.accessTokenSecret,
		'app bearer token': DEFAULT_SEED.appBearerToken,
		'OAuth2 client secret': DEFAULT_SEED.oauth2ClientSecret,
	};
}

/** Token secrets and bearer tokens the emulators issued during the run. */
function issuedSecrets(directory) {
	const issued = {};
	for (const file of fs.readdirSync(directory).filter((name) => name.startsWith('issued-'))) {
		for (const token of fs.readFileSync(path.join(directory, file), 'utf8').split('\n').filter(Boolean)) {
			issued[`issued ${token.replace(/-[0-9a-f]{24}$/, '')}`] ??= [];
			issued[`issued ${token.replace(/-[0-9a-f]{24}$/, '')}`].push(token);
		}
	}
	return issued;
}

/** The forms a value can take in a message: as is, URL-encoded, base64. */
const formsOf = (value) => [...new Set([value, encodeURIComponent(value), Buffer.from(value).toString('base64')])];

/**
 * Searches every recording in `directory` for every value of `secrets` ({label: value or
 * [values]}). Answers what was scanned and the hits.
 */
function scan(directory, secrets) {
	const needles = Object.entries(secrets).flatMap(([label, values]) =>
		[].concat(values).filter((value) => value && value.length >= 6).flatMap((value) => formsOf(value).map((form) => ({ label, form }))),
	);
	const counts = { 'jest records': 0, 'end-to-end records': 0, 'log lines': 0 };
	const hits = [];
	for (const file of fs.readdirSync(directory).filter((name) => !name.startsWith('issued-')).sort()) {
		const kind = file.startsWith('jest-') ? 'jest records' : file.endsWith('.log') ? 'log lines' : 'end-to-end records';
		const lines = fs.readFileSync(path.join(directory, file), 'utf8').split('\n');
		lines.forEach((line, index) => {
			if (!line) return;
			counts[kind]++;
			for (const { label, form } of needles) {
				if (line.includes(form)) hits.push(`${file}:${index + 1} holds the ${label}${line.startsWith('{"source":') ? ` (${JSON.parse(line).source})` : ''}`);
			}
		});
	}
	return { counts, hits, secrets: needles.length };
}

function main() {
	const results = path.join(ROOT, '.build', 'secret-scan-results.json');
	fs.rmSync(results, { force: true });
	if (!fs.existsSync(DIRECTORY)) throw new Error(`nothing recorded: ${DIRECTORY} is missing (run the tests first)`);
	const required = (process.argv.find((arg) => arg.startsWith('--require=')) ?? '--require=jest').slice(10).split(',');
	const { counts, hits, secrets } = scan(DIRECTORY, { ...seededSecrets(), ...issuedSecrets(DIRECTORY) });
	const summary = Object.entries(counts).map(([kind, n]) => `${n} ${kind}`).join(', ');
	console.log(`secret scan: ${summary}, ${secrets} secret forms searched`);
	const missing = required.filter((kind) => (kind === 'jest' ? counts['jest records'] : counts['end-to-end records'] + counts['log lines']) === 0);
	if (missing.length) throw new Error(`nothing was recorded by: ${missing.join(', ')}`);
	if (hits.length) throw new Error(`credential values found:\n${hits.slice(0, 50).join('\n')}`);
	fs.writeFileSync(results, JSON.stringify({ ...counts, hits: 0 }));
	console.log('secret scan: no credential value in any output, error or log line');
}

module.exports = { scan, formsOf };

if (require.main === module) {
	try {
		main();
	} catch (error) {
		console.error(`secret scan FAILED: ${error.message}`);
		process.exit(1);
	}
}
