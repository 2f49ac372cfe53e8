'use strict';
// The list of real defects (defects.json) and the pure steps on it: checking that each defect's
// text is still in today's source exactly once, and applying or undoing one on a tree. Used by
// reintroduceDefects.js and by test/scripts/defects.test.ts, which keeps the list from rotting.
const fs = require('node:fs');
const path = require('node:path');

const DEFECTS = require('./defects.json');

/** How many times `find` occurs in `text` (overlaps not counted). */
function occurrences(text, find) {
	if (!find) return 0;
	let count = 0;
	for (let at = text.indexOf(find); at !== -1; at = text.indexOf(find, at + find.length)) count++;
	return count;
}

/**
 * Why a defect cannot be applied to the tree at `root`, one line per problem, or [] when every
 * edit's text is found exactly once. Edits of one file are checked one after the other, as
 * applyDefect makes them.
 */
function defectProblems(root, defect) {
	const problems = [];
	const texts = new Map();
	for (const { file, find, replace } of defect.edits) {
		const where = path.join(root, file);
		if (!texts.has(file)) {
			if (!fs.existsSync(where)) {
				problems.push(`${defect.id}: ${file} does not exist`);
				continue;
			}
			texts.set(file, fs.readFileSync(where, 'utf8'));
		}
		const text = texts.get(file);
		const count = occurrences(text, find);
		if (count !== 1) {
			problems.push(
				`${defect.id}: ${file} holds its text ${count} times, not once: ${find.slice(0, 60)}`,
			);
			continue;
		}
		texts.set(
			file,
			text.replace(find, () => replace),
		);
	}
	return problems;
}

/**
 * Writes the defect into the tree at `root` and returns the files' original texts (file →
 * text), which restoreFiles writes back. Refuses (throws) before writing anything when any
 * edit's text is not found exactly once.
 */
function applyDefect(root, defect) {
	const problems = defectProblems(root, defect);
	if (problems.length) throw new Error(problems.join('\n'));
	const originals = new Map();
	for (const { file, find, replace } of defect.edits) {
		const where = path.join(root, file);
		const text = fs.readFileSync(where, 'utf8');
		if (!originals.has(file)) originals.set(file, text);
		fs.writeFileSync(
			where,
			text.replace(find, () => replace),
		);
	}
	return originals;
}

/** Writes each file's original text back and checks it reads back the same. */
function restoreFiles(root, originals) {
	for (const [file, text] of originals) {
		const where = path.join(root, file);
		fs.writeFileSync(where, text);
		if (fs.readFileSync(where, 'utf8') !== text) throw new Error(`${file} was not restored`);
	}
}

/** The files a defect changes, each once, in order. */
const filesOf = (defect) => [...new Set(defect.edits.map((edit) => edit.file))];

module.exports = { DEFECTS, occurrences, defectProblems, applyDefect, restoreFiles, filesOf };
