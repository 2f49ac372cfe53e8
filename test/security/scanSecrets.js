'use strict';
// The secret scan (npm run test:secrets, last step of npm test): every credential value the
// tests use or the emulator issued, searched for in every recording of the test run (output
// items, errors as n8n shows them, n8n's log lines; see recordingFormat.js), as is, URL-encoded
// and base64-encoded. Names the file and record of each finding, never the secret itself.
// `--clear` removes the recordings of an earlier run (npm test does it first).
const fs = require('node:fs');
const path = require('node:path');

const { ISSUED_PREFIX, RECORDINGS_DIR, ROOT } = require('./recordingFormat');

/** Names of credential fields and constants whose string values are secrets. */
const SECRET_NAME =
	/^(?:consumerSecret|accessTokenSecret|accessToken|bearerToken|appBearerToken|apiSecret|clientSecret|oauth2ClientSecret|refreshToken|SECRET|USER_TOKEN)$/;
/**
 * A credential type's name (`platformBearerTokenApi`) is public, not a secret, even where a
 * test keys it by the authentication it serves (`bearerToken: 'platformBearerTokenApi'`).
 */
const CREDENTIAL_TYPE_NAME = /^platform\w+Api$/;
/** `name: 'value'` or `name = 'value'` in the test sources. */
const ASSIGNMENT = /\b(\w+)\s*[:=]\s*'([^'\n]{8,})'/g;
/** Where the tests keep their credential values: seed, jest and e2e credentials, trigger tests, ... */
const SOURCES = ['test'];

function filesUnder(relative) {
	const full = path.join(ROOT, relative);
	if (!fs.existsSync(full)) return [];
	if (fs.statSync(full).isFile()) return [full];
	return fs
		.readdirSync(full, { recursive: true })
		.map((name) => path.join(full, name))
		.filter((file) => /\.(ts|js)$/.test(file) && !file.includes(`${path.sep}.work${path.sep}`));
}

/** Every credential value the tests use, plus those the emulator issued during the run. */
function gatherSecrets(dir = RECORDINGS_DIR) {
	const secrets = new Set();
	for (const file of SOURCES.flatMap(filesUnder)) {
		for (const [, name, value] of fs.readFileSync(file, 'utf8').matchAll(ASSIGNMENT))
			if (SECRET_NAME.test(name) && !CREDENTIAL_TYPE_NAME.test(value)) secrets.add(value);
	}
	for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
		if (!name.startsWith(ISSUED_PREFIX)) continue;
		for (const line of fs.readFileSync(path.join(dir, name), 'utf8').split('\n'))
			if (line.trim()) secrets.add(line.trim());
	}
	return [...secrets];
}

/** The forms a secret could take in a recording. */
function forms(secret) {
	const base64 = Buffer.from(secret).toString('base64').replace(/=+$/, '');
	const all = [
		['plain', secret],
		['URL-encoded', encodeURIComponent(secret)],
		['base64', base64],
		['base64url', base64.replace(/\+/g, '-').replace(/\//g, '_')],
	];
	return all
		.filter(([, text], index) => all.findIndex(([, other]) => other === text) === index)
		.map(([form, text]) => ({ form, text }));
}

/**
 * Scans every recording in `dir`. Returns counts by kind and the findings
 * ({file, line, kind, source, secretIndex, form}), never the secret values.
 */
function scan({ dir = RECORDINGS_DIR, secrets = gatherSecrets(dir) } = {}) {
	const needles = secrets.flatMap((secret, secretIndex) =>
		forms(secret).map((form) => ({ ...form, secretIndex })),
	);
	const counts = { item: 0, error: 0, log: 0 };
	const findings = [];
	const files = fs.existsSync(dir)
		? fs
				.readdirSync(dir)
				.filter((name) => name.endsWith('.jsonl'))
				.sort()
		: [];
	for (const file of files) {
		const lines = fs.readFileSync(path.join(dir, file), 'utf8').split('\n');
		lines.forEach((line, index) => {
			if (!line) return;
			let record;
			try {
				record = JSON.parse(line);
			} catch {
				record = { kind: 'log', source: 'unparsed line' };
			}
			counts[record.kind] = (counts[record.kind] ?? 0) + 1;
			const needle = needles.find(({ text }) => line.includes(text));
			if (needle)
				findings.push({
					file,
					line: index + 1,
					kind: record.kind,
					source: record.source,
					secretIndex: needle.secretIndex,
					form: needle.form,
				});
		});
	}
	return { files: files.length, secrets: secrets.length, counts, findings };
}

/** Beside the recordings (.build/), for .ci/summary.js. */
const RESULT_FILE = path.join(path.dirname(RECORDINGS_DIR), 'secret-scan-result.json');

function main() {
	if (process.argv.includes('--clear')) {
		fs.rmSync(RECORDINGS_DIR, { recursive: true, force: true });
		fs.rmSync(RESULT_FILE, { force: true });
		return console.log(`secret scan: cleared ${path.relative(ROOT, RECORDINGS_DIR)}`);
	}
	const result = scan();
	const { item, error, log } = result.counts;
	const recorded = item + error + log;
	console.log(
		`secret scan: ${result.secrets} credential values searched in ${result.files} recordings: ${item} output items, ${error} errors, ${log} log lines`,
	);
	for (const f of result.findings)
		console.log(
			`  FOUND credential value #${f.secretIndex} (${f.form}) in ${f.file} line ${f.line}: ${f.kind} from ${f.source}`,
		);
	const ok = recorded > 0 && result.findings.length === 0 && result.secrets > 0;
	if (recorded === 0) console.log('  FAIL nothing was recorded: run the tests first (npm test)');
	console.log(
		ok
			? 'secret scan: no credential value found'
			: `secret scan: FAILED (${result.findings.length} findings)`,
	);
	fs.writeFileSync(
		RESULT_FILE,
		JSON.stringify({ ...result.counts, findings: result.findings.length, passed: ok }),
	);
	process.exitCode = ok ? 0 : 1;
}

if (require.main === module) main();

module.exports = { gatherSecrets, scan, forms };
