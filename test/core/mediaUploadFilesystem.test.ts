import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';

import { fixedSizeSegments } from '../../nodes/PlatformCore/shared/uploadSource';
import { multipartBody } from '../../nodes/PlatformCore/transport/multipartBody';
import { multipartBoundary, parseMultipart } from '../emulator/multipart';
import { storeBinaryFile } from '../helpers/filesystemBinaryData';
import { nodeHarness } from '../helpers/nodeHarness';

const core = nodeHarness('core');
const { emulator } = core;
/** An emulator keeping no uploaded bytes, as the memory benchmark runs it. */
const lean = nodeHarness('core', { emulator: { leanMediaUploads: true } });

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const KB = 1024;

/** An MP4-looking file of every byte value, so a lost or reordered byte changes a hash. */
function video(size: number): Buffer {
	const bytes = Buffer.alloc(size);
	for (let i = 0; i < size; i++) bytes[i] = (i * 31 + 7) % 256;
	bytes.write('ftypisom', 4, 'latin1');
	return bytes;
}

let storagePath: string;
beforeAll(() => {
	storagePath = mkdtempSync(join(tmpdir(), 'n8n-binary-data-'));
});
afterAll(() => rmSync(storagePath, { recursive: true, force: true }));

/** Media > Upload of a file n8n stores on disk (filesystem binary data mode), 1 MB segments. */
async function uploadStored(bytes: Buffer, harness = core) {
	// Written in 64 KB pieces, as a node streaming a download would store it.
	const pieces = Readable.from(
		Array.from({ length: Math.ceil(bytes.length / (64 * KB)) }, (_, n) =>
			bytes.subarray(n * 64 * KB, (n + 1) * 64 * KB),
		),
	);
	const binary = await storeBinaryFile(storagePath, pieces, {
		fileName: 'clip.mp4',
		mimeType: 'video/mp4',
	});
	expect(binary.id).toMatch(/^filesystem-v2:/);
	return await harness.run(
		{
			resource: 'media',
			operation: 'upload',
			binaryPropertyName: 'data',
			uploadOptions: { chunkSizeKb: 1024, maxProcessingWaitSeconds: 0 },
		},
		{ items: [{ json: {}, binary: { data: binary } }], binaryDataStoragePath: storagePath },
	);
}

/** segment_index and the file part of each append the emulator received, in order. */
const appends = () =>
	emulator()
		.log.filter((entry) => entry.path.endsWith('/append'))
		.map((entry) => {
			const body = entry.body as { segment_index: string; media: { size: number; sha256: string } };
			return [entry.status, body.segment_index, body.media.size, body.media.sha256];
		});

test('a file stored by id is uploaded from disk: the appends received are the file, in order, segment by segment', async () => {
	const bytes = video(3 * 1024 * KB + 100);
	const { items, error } = await uploadStored(bytes);
	expect(error).toBeUndefined();
	expect(emulator().log[0].body).toMatchObject({ total_bytes: bytes.length });
	const segments = [0, 1, 2, 3].map((n) => bytes.subarray(n * 1024 * KB, (n + 1) * 1024 * KB));
	expect(appends()).toEqual(
		segments.map((segment, n) => [200, String(n), segment.length, sha256(segment)]),
	);
	expect(segments.reduce((total, segment) => total + segment.length, 0)).toBe(bytes.length);
	const uploaded = emulator().state.collection<{ media_key: string; sha256: string }>(
		'media-uploaded-bytes',
	);
	expect(uploaded.find((entry) => entry.media_key === items[0].json.media_key)?.sha256).toBe(
		sha256(bytes),
	);
	expect(items[0].json).toMatchObject({
		size: bytes.length,
		processing_info: { state: 'pending' },
	});
});

test('an append answered with 503 is sent again with the same segment, and the upload goes on from there', async () => {
	emulator().injectFault({
		method: 'POST',
		path: '/2/media/upload/\\d+/append',
		status: 503,
		body: { title: 'Service Unavailable' },
		after: 1,
	});
	const bytes = video(2 * 1024 * KB + 10);
	const { error } = await uploadStored(bytes);
	expect(error).toBeUndefined();
	const segment = (n: number) => bytes.subarray(n * 1024 * KB, (n + 1) * 1024 * KB);
	expect(appends()).toEqual([
		[200, '0', 1024 * KB, sha256(segment(0))],
		[503, '1', 1024 * KB, sha256(segment(1))],
		[200, '1', 1024 * KB, sha256(segment(1))],
		[200, '2', 10, sha256(segment(2))],
	]);
});

test('pieces of any size are regrouped into segments of exactly the size asked for, the last one shorter', async () => {
	const bytes = video(1000);
	const sizes = [3, 250, 1, 7, 300, 90, 349];
	const pieces = sizes.map((size, n) => {
		const start = sizes.slice(0, n).reduce((total, before) => total + before, 0);
		return bytes.subarray(start, start + size);
	});
	const segments: Buffer[] = [];
	for await (const segment of fixedSizeSegments(Readable.from(pieces), 256)) segments.push(segment);
	expect(segments.map((segment) => segment.length)).toEqual([256, 256, 256, 232]);
	expect(Buffer.concat(segments).equals(bytes)).toBe(true);
});

test('a multipart body is written into the buffer given when it fits, else into a new one, the same parts either way', () => {
	const segment = video(3000);
	const parts = [
		{ field: 'segment_index', value: '7' },
		{ field: 'media', filename: 'clip "1".mp4', contentType: 'video/mp4', data: segment },
	];
	const read = ({ body, contentType }: { body: Buffer; contentType: string }) =>
		parseMultipart(body, multipartBoundary(contentType)!)!.map((part) => [
			part.name,
			part.filename,
			part.data.toString('hex'),
		]);
	const reused = Buffer.alloc(4000);
	const into = multipartBody(parts, reused);
	expect(into.body.buffer).toBe(reused.buffer);
	const tooSmall = Buffer.alloc(100);
	const fresh = multipartBody(parts, tooSmall);
	expect(fresh.body.buffer).not.toBe(tooSmall.buffer);
	expect(read(into)).toEqual(read(fresh));
	expect(read(into)).toEqual([
		['segment_index', undefined, Buffer.from('7').toString('hex')],
		['media', 'clip %221%22.mp4', segment.toString('hex')],
	]);
});

test('a lean emulator logs each append as its summary and keeps no bytes, yet finalize checks the total', async () => {
	const bytes = video(2 * 1024 * KB + 10);
	const { items, error } = await uploadStored(bytes, lean);
	expect(error).toBeUndefined();
	expect(items[0].json.size).toBe(bytes.length);
	const appendLog = lean.emulator().log.filter((entry) => entry.path.endsWith('/append'));
	expect(appendLog.every((entry) => /^\(multipart body of \d+ bytes\)$/.test(entry.rawBody))).toBe(
		true,
	);
	expect(appendLog.map((entry) => (entry.body as { media: { size: number } }).media.size)).toEqual([
		1024 * KB,
		1024 * KB,
		10,
	]);
	expect(lean.emulator().state.collection('media-uploaded-bytes')).toEqual([]);
});
