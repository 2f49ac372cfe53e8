import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

import { Container } from '@n8n/di';
import { BinaryDataService } from 'n8n-core';
import type { IBinaryData, IDataObject, IHttpRequestOptions } from 'n8n-workflow';

import { PlatformOAuth1Api } from '../../credentials/PlatformOAuth1Api.credentials';
import { multipartBody } from '../../nodes/PlatformCore/transport/multipartBody';
import type { Emulator } from '../emulator';
import { emulatorCredentials } from '../helpers/credentials';
import { storeBinaryFile, useFilesystemBinaryData } from '../helpers/filesystemBinaryData';
import { authenticateLikeN8n } from '../helpers/n8nLikeHttp';
import { runNode } from '../helpers/runNode';
import { seconds, timed, type BenchResult } from './benchResult';

const MB = 1024 * 1024;
const FILE_BYTES = 500 * MB;
/** The node's default Chunk Size (KB): 4,096. */
const SEGMENT_BYTES = 4 * MB;
const GOAL_BYTES = 64 * MB;
const SAMPLE_EVERY_MS = 20;

/** A 500 MB "video" written to n8n's binary data folder 1 MB at a time, never whole in memory. */
function generatedVideo(): Readable {
	const block = Buffer.alloc(MB, 0x5a);
	const first = Buffer.from(block);
	first.write('ftypisom', 4, 'latin1');
	return Readable.from(
		(function* () {
			for (let written = 0; written < FILE_BYTES; written += MB) yield written ? block : first;
		})(),
	);
}

interface Peaks {
	rss: number;
	/** Buffers live outside the JS heap: external and arrayBuffers. */
	buffers: number;
}

const buffersOf = (usage: NodeJS.MemoryUsage) => usage.external + usage.arrayBuffers;

/**
 * A full collection before measuring the idle process: node's own with --expose-gc, else the
 * same function obtained by turning the flag on at run time (`npm run bench` passes no flags).
 */
function collector(): (() => void) | undefined {
	const exposed = (globalThis as { gc?: () => void }).gc;
	if (exposed) return exposed;
	try {
		setFlagsFromString('--expose-gc');
		return runInNewContext('gc') as () => void;
	} catch {
		return undefined;
	}
}
const collectGarbage = collector();

/**
 * Peak memory of `work` above the idle process just before it (after a full collection), sampled every 20 ms.
 */
export async function peakAboveIdle(work: () => Promise<void>): Promise<Peaks & { ms: number }> {
	collectGarbage?.();
	await new Promise((resolve) => setTimeout(resolve, 100));
	const idle = process.memoryUsage();
	const peak = { rss: idle.rss, buffers: buffersOf(idle) };
	const sample = () => {
		const usage = process.memoryUsage();
		peak.rss = Math.max(peak.rss, usage.rss);
		peak.buffers = Math.max(peak.buffers, buffersOf(usage));
	};
	const sampler = setInterval(sample, SAMPLE_EVERY_MS);
	try {
		const { ms } = await timed(work);
		sample();
		return { rss: peak.rss - idle.rss, buffers: peak.buffers - buffersOf(idle), ms };
	} finally {
		clearInterval(sampler);
	}
}

/** Media > Upload of the stored video in n8n's engine, filesystem binary data mode. */
async function withThisNode(emulator: Emulator, storagePath: string, binary: IBinaryData) {
	const { items, error } = await runNode({
		parameters: {
			authentication: 'oAuth1',
			resource: 'media',
			operation: 'upload',
			binaryPropertyName: 'data',
			uploadOptions: { chunkSizeKb: SEGMENT_BYTES / 1024, maxProcessingWaitSeconds: 0 },
		},
		credentials: emulatorCredentials(emulator),
		items: [{ json: {}, binary: { data: binary } }],
		binaryDataStoragePath: storagePath,
	});
	if (error) throw error;
	if (items[0]?.json.size !== FILE_BYTES) throw new Error('the upload did not finish');
}

/**
 * The previous behaviour: the whole file read with getBinaryDataBuffer (n8n's
 * BinaryDataService.getAsBuffer), then the same initialize, appends and finalize, signed the same
 * way, each append a slice of that buffer.
 */
async function wholeBuffer(emulator: Emulator, storagePath: string, binary: IBinaryData) {
	const undo = useFilesystemBinaryData(storagePath);
	try {
		const bytes = await Container.get(BinaryDataService).getAsBuffer(binary);
		const credentials = emulatorCredentials(emulator).platformOAuth1Api;
		const post = async (path: string, body: string | Buffer, contentType: string) => {
			const url = `${emulator.coreBaseUrl}${path}`;
			const signed = await authenticateLikeN8n(new PlatformOAuth1Api(), credentials, {
				method: 'POST',
				url,
			} as IHttpRequestOptions);
			const headers = {
				...(signed.headers as Record<string, string>),
				'content-type': contentType,
			};
			const response = await fetch(url, { method: 'POST', headers, body });
			const answer = (await response.json()) as { data: IDataObject };
			if (!response.ok) throw new Error(`${path} answered ${response.status}`);
			return answer.data;
		};
		const started = await post(
			'/2/media/upload/initialize',
			JSON.stringify({
				media_type: 'video/mp4',
				total_bytes: bytes.length,
				media_category: 'post_video',
			}),
			'application/json',
		);
		const path = `/2/media/upload/${String(started.id)}`;
		for (let index = 0; index * SEGMENT_BYTES < bytes.length; index++) {
			const segment = bytes.subarray(index * SEGMENT_BYTES, (index + 1) * SEGMENT_BYTES);
			const { body, contentType } = multipartBody([
				{ field: 'segment_index', value: String(index) },
				{ field: 'media', filename: 'video.mp4', contentType: 'video/mp4', data: segment },
			]);
			await post(`${path}/append`, body, contentType);
		}
		const finished = await post(`${path}/finalize`, '', 'application/json');
		if (finished.size !== FILE_BYTES) throw new Error('the whole-buffer upload did not finish');
	} finally {
		undo();
	}
}

/** The emulator started in a child process (emulatorProcess.ts), and that process. */
async function emulatorElsewhere(): Promise<{ emulator: Emulator; child: ChildProcess }> {
	const child = fork(join(__dirname, 'emulatorProcess.js'));
	const emulator = await new Promise<Emulator>((resolve, reject) => {
		child.once('message', (message) => resolve(message as Emulator));
		child.once('error', reject);
		child.once('exit', (code) => reject(new Error(`the emulator process ended (${code})`)));
	});
	return { emulator, child };
}

const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const fewer = (baseline: number, ours: number) =>
	`${(baseline / Math.max(ours, 1)).toFixed(1)}x less`;

export async function mediaUploadMemory(): Promise<BenchResult> {
	const { emulator, child } = await emulatorElsewhere();
	const storagePath = mkdtempSync(join(tmpdir(), 'n8n-bench-binary-data-'));
	try {
		const binary = await storeBinaryFile(storagePath, generatedVideo(), {
			fileName: 'video.mp4',
			mimeType: 'video/mp4',
		});
		const streamed = await peakAboveIdle(() => withThisNode(emulator, storagePath, binary));
		const buffered = await peakAboveIdle(() => wholeBuffer(emulator, storagePath, binary));
		return {
			name: 'Media upload, 500 MB video from disk',
			rows: [
				{
					measure: 'peak RSS above idle (Media > Upload, 4 MB segments)',
					ours: megabytes(streamed.rss),
					baseline: megabytes(buffered.rss),
					ratio: fewer(buffered.rss, streamed.rss),
				},
				{
					measure: 'peak external + arrayBuffers above idle (as node reports them)',
					ours: megabytes(streamed.buffers),
					baseline: megabytes(buffered.buffers),
					ratio: fewer(buffered.buffers, streamed.buffers),
				},
				{
					measure: 'goal: peak RSS under 64 MB above idle',
					ours: megabytes(streamed.rss),
					baseline: megabytes(GOAL_BYTES),
					ratio: streamed.rss < GOAL_BYTES ? 'met' : 'goal missed',
				},
				{
					measure: 'wall time',
					ours: seconds(streamed.ms),
					baseline: seconds(buffered.ms),
					ratio: `${(buffered.ms / streamed.ms).toFixed(2)}x`,
				},
			],
			notes: [
				`Media > Upload of a ${megabytes(FILE_BYTES)} video stored by n8n's filesystem binary data mode, ` +
					`in ${megabytes(SEGMENT_BYTES)} segments, run by n8n-core's engine against the emulator in a process ` +
					`of its own (as the platform is elsewhere; it keeps no uploaded bytes); memory of n8n's process sampled every ${SAMPLE_EVERY_MS} ms above the idle process ` +
					`just before (after a full collection). Baseline: the previous behaviour, ` +
					`the whole file read with getBinaryDataBuffer, then the same appends sent from slices of it.`,
			],
		};
	} finally {
		child.disconnect();
		rmSync(storagePath, { recursive: true, force: true });
	}
}
