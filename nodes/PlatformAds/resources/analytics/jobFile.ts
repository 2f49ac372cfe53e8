import {
	NodeOperationError,
	sleep,
	type IDataObject,
	type IN8nHttpFullResponse,
} from 'n8n-workflow';

import { itemLabel } from '../../../shared/validation';
import { requestSettingsOf } from '../../../shared/transport/requestSettings';
import { parseExactJson } from '../../../shared/exactJson';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';
import { counted } from '../../../shared/descriptions/thousands';

/**
 * Gunzipped with the runtime's DecompressionStream (Node 18 and later), not node:zlib: the lint
 * of n8n's community package scanner allows no import but n8n-workflow and a few others.
 */
async function gunzipBytes(bytes: Buffer): Promise<Buffer> {
	const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
	return Buffer.from(await new Response(stream).arrayBuffer());
}

/**
 * How often a job's file is asked for again when its url is missing, it answers 404 or the
 * connection fails: public threads report all three for a short while around completion.
 */
export const FILE_RETRIES = 3;

/** The first two bytes of a gzip stream. */
const GZIP_MAGIC = [0x1f, 0x8b];

/** What this file needs of a job record (statsJobs.ts StatsJob). */
export interface FinishedJob {
	id_str: string;
	url?: string | null;
	expires_at?: string | null;
}

export interface FileRetries {
	retries?: number;
	/** First pause before asking again (doubled each time); the node's Retry Delay by default. */
	delayMs?: number;
	sleep?: (ms: number) => Promise<void>;
}

/** Why one download attempt failed, when it may be worth another. */
type Miss = { retry: true; reason: string } | { retry: false; error: Error };

/**
 * The stats answer in a finished job's file: a plain unsigned GET of its url (the file lies
 * outside the ads interface, and no credential may go there), gunzipped and parsed. A missing url
 * (the record is read again), a 404 or a failed connection is retried a few times with growing
 * pauses; other failures, or an unreadable file, fail the item at once.
 */
export async function downloadJobFile(
	context: CodeOperationContext,
	itemIndex: number,
	finished: FinishedJob,
	/** The job's record read again, for a url that was missing. */
	readAgain: () => Promise<FinishedJob | undefined>,
	retry: FileRetries = {},
): Promise<IDataObject> {
	const settings = requestSettingsOf(context);
	const retries = retry.retries ?? FILE_RETRIES;
	const pause = retry.sleep ?? sleep;
	let delayMs = retry.delayMs ?? settings.policy.serverErrorDelayMs;
	let job = finished;
	let lastReason = '';
	for (let attempt = 0; attempt <= retries; attempt++) {
		if (attempt > 0) {
			await pause(delayMs);
			delayMs *= 2;
		}
		if (!job.url) {
			if (attempt > 0) job = (await readAgain()) ?? job;
			if (!job.url) {
				lastReason = 'the job record names no file url yet';
				continue;
			}
		}
		const miss = await fetchFile(context, String(job.url), settings.timeoutMs);
		if ('answer' in miss) return readJobFile(context, itemIndex, job, miss.answer);
		if (!miss.retry) throw miss.error;
		lastReason = miss.reason;
	}
	throw new NodeOperationError(
		context.getNode(),
		`${itemLabel(itemIndex)}: the file of stats job ${job.id_str} could not be downloaded: ${lastReason} (${counted(retries + 1, 'attempt')})`,
		{
			itemIndex,
			description: `The job finished${job.expires_at ? ` and its file is kept until ${String(job.expires_at)}` : ''}. Run the node again later, or get the job with Get Stats Jobs and download its url.`,
		},
	);
}

async function fetchFile(
	context: CodeOperationContext,
	url: string,
	timeoutMs: number,
): Promise<{ answer: Buffer } | Miss> {
	let response: IN8nHttpFullResponse;
	try {
		response = (await context.helpers.httpRequest({
			method: 'GET',
			url,
			// Bytes: the file is gzip; n8n would otherwise try to read it as text or JSON.
			encoding: 'arraybuffer',
			json: false,
			returnFullResponse: true,
			ignoreHttpStatusErrors: true,
			timeout: timeoutMs,
		})) as IN8nHttpFullResponse;
	} catch (error) {
		return { retry: true, reason: `the connection failed (${(error as Error).message})` };
	}
	const status = response.statusCode;
	if (status === 404) return { retry: true, reason: 'the file was not found (404)' };
	if (status >= 500) return { retry: true, reason: `the file server answered ${status}` };
	if (status >= 400)
		return {
			retry: false,
			error: new NodeOperationError(
				context.getNode(),
				`The file of the stats job could not be downloaded: the file server answered ${status}`,
				{ description: 'The link may have expired (about two days after the job finished).' },
			),
		};
	return { answer: Buffer.from(response.body as ArrayBuffer) };
}

/** The file's stats answer: gunzipped when it is gzip (a server may have decoded it already). */
export async function parseJobFile(bytes: Buffer): Promise<IDataObject> {
	const isGzip = bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1];
	const text = (isGzip ? await gunzipBytes(bytes) : bytes).toString('utf8');
	const answer = parseExactJson(text);
	if (!answer || typeof answer !== 'object' || !Array.isArray((answer as IDataObject).data))
		throw new SyntaxError('the file holds no `data` list of stats');
	return answer as IDataObject;
}

async function readJobFile(
	context: CodeOperationContext,
	itemIndex: number,
	job: FinishedJob,
	bytes: Buffer,
): Promise<IDataObject> {
	try {
		return await parseJobFile(bytes);
	} catch (error) {
		throw new NodeOperationError(
			context.getNode(),
			`${itemLabel(itemIndex)}: the file of stats job ${job.id_str} could not be read: ${(error as Error).message}`,
			{
				itemIndex,
				description:
					'The file should be gzip-compressed JSON with the stats layout. Run the node again; the job can be created anew.',
			},
		);
	}
}
