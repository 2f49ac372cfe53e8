'use strict';
// Files the media suites upload: made inside n8n by a Code node, so uploads read real binary data.
const { codeNode } = require('./workflows');

/** A small PNG (its signature, then filler) and an MP4 of 2,600 bytes (an ftyp box, then every byte value). */
const PNG_BASE64 = Buffer.concat([
	Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
	Buffer.alloc(200, 0xff),
]).toString('base64');
const VIDEO_BYTES = 2600;
const VIDEO_BASE64 = (() => {
	const bytes = Buffer.alloc(VIDEO_BYTES);
	for (let i = 0; i < VIDEO_BYTES; i++) bytes[i] = (i * 31 + 7) % 256;
	bytes.write('ftypisom', 4, 'latin1');
	return bytes.toString('base64');
})();

/** A Code node that outputs one item with the file in its binary field `data`. */
function fileNode(name, base64, mimeType, fileName) {
	const file = JSON.stringify({ data: base64, mimeType, fileName });
	return codeNode(
		name,
		`return [{ json: { file: ${JSON.stringify(fileName)} }, binary: { data: ${file} } }];`,
	);
}

module.exports = { PNG_BASE64, VIDEO_BYTES, VIDEO_BASE64, fileNode };
