import { createHash } from 'node:crypto';

import { multipartBoundary, parseMultipart } from '../multipart';
import { checked, ID_PATTERN, invalidRequest, notFound } from '../requestChecks';
import type { EmulatorState } from '../state';
import { mediaRecords, type MediaRecord } from '../stores';
import type { Reply, Route, RouteContext } from '../types';

/**
 * Media upload v2: the one-shot upload, the chunked upload
 * (initialize, append segments 0 to 999, finalize) and the status of its processing. Videos and
 * GIFs are processed after finalize: pending, then in_progress, then succeeded (or failed when
 * the bytes are not the declared kind), one step per status request that comes after the
 * check_after_secs the previous answer named. Finished media join the shared media store, so
 * posts can show them in includes.media.
 */

/** media_type values of InitializeMediaUploadRequest. */
const MEDIA_TYPES = [
	'video/mp4',
	'video/webm',
	'video/mp2t',
	'video/quicktime',
	'text/srt',
	'text/vtt',
	'image/jpeg',
	'image/gif',
	'image/bmp',
	'image/png',
	'image/webp',
	'image/pjpeg',
	'image/tiff',
	'model/gltf-binary',
	'model/vnd.usdz+zip',
];
const CHUNKED_CATEGORIES = [
	'amplify_video',
	'post_gif',
	'post_image',
	'post_video',
	'dm_gif',
	'dm_image',
	'dm_video',
	'subtitles',
];
/** The one-shot upload has no amplify_video (MediaUploadRequest). */
const ONE_SHOT_CATEGORIES = CHUNKED_CATEGORIES.filter((category) => category !== 'amplify_video');
const MAX_TOTAL_BYTES = 17_179_869_184;
const MAX_SEGMENT_INDEX = 999;
const EXPIRES_AFTER_SECS = 86_400;
/** Seconds the emulator asks clients to wait between status requests. */
const CHECK_AFTER_SECS = 1;

type MediaKind = 'photo' | 'video' | 'animated_gif' | 'subtitles';
/** The digit before the underscore of a media_key, by kind. */
const KEY_PREFIX: Record<MediaKind, string> = {
	photo: '3',
	video: '7',
	animated_gif: '16',
	subtitles: '19',
};

interface Processing {
	state: 'pending' | 'in_progress' | 'succeeded' | 'failed';
	progress_percent: number;
	/** Epoch ms before which a status request does not move the state on. */
	nextStepAt: number;
	/** What processing ends in: failed when the bytes are not what media_type declared. */
	outcome: 'succeeded' | 'failed';
}

interface UploadSession {
	id: string;
	media_key: string;
	owner: string | undefined;
	media_type: string;
	media_category: string;
	total_bytes: number;
	/** The segments by index; a lean emulator keeps only their first bytes (see `lean`). */
	segments: Map<number, Buffer | LeanSegment>;
	finalized: boolean;
	size?: number;
	processing?: Processing;
}

/** What a lean emulator keeps of a segment: its length, and enough of its start to sniff. */
interface LeanSegment {
	length: number;
	head: Buffer;
}
const SNIFFED_BYTES = 16;
const lean = (segment: Buffer): LeanSegment => ({
	length: segment.length,
	head: Buffer.from(segment.subarray(0, SNIFFED_BYTES)),
});

const uploads = (state: EmulatorState) => state.collection<UploadSession>('media-uploads');

const kindOf = (category: string): MediaKind =>
	category.endsWith('_gif')
		? 'animated_gif'
		: category.endsWith('_video')
			? 'video'
			: category === 'subtitles'
				? 'subtitles'
				: 'photo';

/** Whether the first bytes are those of the declared type (the platform sniffs files too). */
function bytesMatch(mediaType: string, bytes: Buffer): boolean {
	const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
	switch (mediaType) {
		case 'image/png':
			return bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
		case 'image/jpeg':
		case 'image/pjpeg':
			return bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]));
		case 'image/gif':
			return ascii(0, 4) === 'GIF8';
		case 'image/webp':
			return ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
		case 'image/bmp':
			return ascii(0, 2) === 'BM';
		case 'video/mp4':
		case 'video/quicktime':
			return ['ftyp', 'moov', 'wide', 'mdat'].includes(ascii(4, 8));
		case 'video/webm':
			return bytes.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
		case 'video/mp2t':
			return bytes[0] === 0x47;
		case 'text/vtt':
			return ascii(0, 6) === 'WEBVTT';
		default:
			return bytes.length > 0;
	}
}

/** The media type a one-shot upload's bytes show. */
function sniff(bytes: Buffer): string | undefined {
	return [
		'image/png',
		'image/jpeg',
		'image/gif',
		'image/webp',
		'image/bmp',
		'video/mp4',
		'video/webm',
		'text/vtt',
	].find((type) => bytesMatch(type, bytes));
}

interface UploadForm {
	fields: Record<string, string>;
	media?: Buffer;
}

/** The fields of an upload request: multipart with raw bytes, or JSON with base64 `media`. */
function readUploadForm(context: RouteContext): UploadForm {
	const boundary = multipartBoundary(String(context.headers['content-type'] ?? ''));
	if (boundary) {
		const parts = parseMultipart(context.rawBytes, boundary);
		if (!parts) throw invalidRequest('media', '', 'The multipart body is not well formed.');
		const fields: Record<string, string> = {};
		let media: Buffer | undefined;
		for (const part of parts) {
			if (part.name === 'media') media = part.data;
			else fields[part.name] = part.data.toString('utf8');
		}
		return { fields, media };
	}
	const body = context.body as Record<string, unknown> | undefined;
	if (body && typeof body === 'object') {
		const fields = Object.fromEntries(
			Object.entries(body)
				.filter(([name]) => name !== 'media')
				.map(([name, value]) => [name, String(value)]),
		);
		return {
			fields,
			media: typeof body.media === 'string' ? Buffer.from(body.media, 'base64') : undefined,
		};
	}
	throw invalidRequest(
		'media',
		'',
		'The body must be multipart/form-data (or JSON with base64 media).',
	);
}

/** Puts finished media where posts' includes.media reads them. */
function publish(
	state: EmulatorState,
	session: Pick<UploadSession, 'id' | 'media_key' | 'media_category' | 'media_type' | 'size'>,
) {
	const kind = kindOf(session.media_category);
	const record: MediaRecord = {
		media_id: session.id,
		media_key: session.media_key,
		type: kind,
		media_category: session.media_category,
	};
	const extension = session.media_type.split('/')[1];
	if (kind === 'photo')
		record.url = `https://media.platform.example/${session.media_key}.${extension}`;
	else {
		record.preview_image_url = `https://media.platform.example/${session.media_key}/thumb.jpg`;
		record.variants = [
			{
				content_type: session.media_type,
				url: `https://media.platform.example/${session.media_key}.${extension}`,
			},
		];
		record.public_metrics = { view_count: 0 };
	}
	mediaRecords(state).push(record);
}

function newSession(
	context: RouteContext,
	mediaType: string,
	category: string,
	totalBytes: number,
): UploadSession {
	const id = context.state.nextNumericId();
	const session: UploadSession = {
		id,
		media_key: `${KEY_PREFIX[kindOf(category)]}_${id}`,
		owner: context.auth.userId,
		media_type: mediaType,
		media_category: category,
		total_bytes: totalBytes,
		segments: new Map(),
		finalized: false,
	};
	uploads(context.state).push(session);
	return session;
}

const findSession = (context: RouteContext, id: string) =>
	uploads(context.state).find(
		(session) => session.id === id && session.owner === context.auth.userId,
	);

function checkOwners(value: unknown): void {
	const owners = Array.isArray(value)
		? value.map(String)
		: value === undefined
			? []
			: String(value).split(',');
	const bad = owners.find((owner) => !ID_PATTERN.test(owner.trim()));
	if (bad !== undefined)
		throw invalidRequest(
			'additional_owners',
			bad,
			`additional_owners must hold user ids; "${bad}" is not one.`,
		);
}

function oneShot(context: RouteContext): Reply {
	const form = readUploadForm(context);
	const category = form.fields.media_category;
	if (!form.media || form.media.length === 0)
		throw invalidRequest('media', '', 'The media field is required.');
	if (!ONE_SHOT_CATEGORIES.includes(category)) {
		throw invalidRequest(
			'media_category',
			category ?? '',
			`media_category must be one of ${ONE_SHOT_CATEGORIES.join(', ')}.`,
		);
	}
	checkOwners(form.fields.additional_owners);
	const mediaType = sniff(form.media);
	if (!mediaType) throw invalidRequest('media', '', 'The media type is unrecognized.');
	const session = newSession(context, mediaType, category, form.media.length);
	session.finalized = true;
	session.size = form.media.length;
	publish(context.state, session);
	return {
		body: {
			data: {
				id: session.id,
				media_key: session.media_key,
				size: session.size,
				expires_after_secs: EXPIRES_AFTER_SECS,
				...imageInfo(session),
			},
		},
	};
}

const imageInfo = (session: UploadSession) =>
	kindOf(session.media_category) === 'photo' ? { image: { image_type: session.media_type } } : {};

function initialize(context: RouteContext): Reply {
	const body = (context.body ?? {}) as Record<string, unknown>;
	if (typeof body !== 'object' || Array.isArray(body))
		throw invalidRequest('body', '', 'The body must be a JSON object.');
	const unknown = Object.keys(body).find(
		(name) =>
			!['additional_owners', 'media_category', 'media_type', 'shared', 'total_bytes'].includes(
				name,
			),
	);
	if (unknown)
		throw invalidRequest(
			unknown,
			body[unknown],
			`[${unknown}] is not one of [additional_owners, media_category, media_type, shared, total_bytes]`,
		);
	const mediaType = String(body.media_type ?? '');
	if (!MEDIA_TYPES.includes(mediaType))
		throw invalidRequest(
			'media_type',
			mediaType,
			`media_type must be one of ${MEDIA_TYPES.join(', ')}.`,
		);
	const total = body.total_bytes;
	if (
		typeof total !== 'number' ||
		!Number.isInteger(total) ||
		total < 0 ||
		total > MAX_TOTAL_BYTES
	) {
		throw invalidRequest(
			'total_bytes',
			total,
			`total_bytes must be a whole number from 0 to ${MAX_TOTAL_BYTES}.`,
		);
	}
	const category = String(body.media_category ?? '');
	if (!CHUNKED_CATEGORIES.includes(category))
		throw invalidRequest(
			'media_category',
			category,
			`media_category must be one of ${CHUNKED_CATEGORIES.join(', ')}.`,
		);
	checkOwners(body.additional_owners);
	const session = newSession(context, mediaType, category, total);
	return {
		body: {
			data: {
				id: session.id,
				media_key: session.media_key,
				expires_after_secs: EXPIRES_AFTER_SECS,
			},
		},
	};
}

function sessionFrom(context: RouteContext): UploadSession {
	const { id } = context.params;
	if (!ID_PATTERN.test(id))
		throw invalidRequest('id', id, 'The id must be a media id of 1 to 19 digits.');
	const session = findSession(context, id);
	if (!session) throw notFound('media', 'id', id);
	return session;
}

function append(context: RouteContext): Reply {
	const session = sessionFrom(context);
	if (session.finalized) throw invalidRequest('id', session.id, 'The upload is already finalized.');
	const form = readUploadForm(context);
	const index = form.fields.segment_index;
	if (index === undefined || !/^\d+$/.test(index) || Number(index) > MAX_SEGMENT_INDEX) {
		throw invalidRequest(
			'segment_index',
			index ?? '',
			`segment_index must be a whole number from 0 to ${MAX_SEGMENT_INDEX}.`,
		);
	}
	if (!form.media || form.media.length === 0)
		throw invalidRequest('media', '', 'The media field is required.');
	session.segments.set(
		Number(index),
		context.state.leanMediaUploads ? lean(form.media) : form.media,
	);
	return { body: { data: { expires_at: Math.floor(Date.now() / 1000) + EXPIRES_AFTER_SECS } } };
}

function finalize(context: RouteContext): Reply {
	const session = sessionFrom(context);
	if (session.finalized) throw invalidRequest('id', session.id, 'The upload is already finalized.');
	const indexes = [...session.segments.keys()].sort((a, b) => a - b);
	const gap = indexes.findIndex((index, position) => index !== position);
	if (indexes.length === 0 || gap !== -1) {
		const missing = indexes.length === 0 ? 0 : gap;
		throw invalidRequest(
			'segment_index',
			missing,
			`Segments must run from 0 without gaps; segment ${missing} is missing.`,
		);
	}
	const segments = indexes.map((index) => session.segments.get(index)!);
	const size = segments.reduce((total, segment) => total + segment.length, 0);
	if (size !== session.total_bytes) {
		throw invalidRequest(
			'total_bytes',
			session.total_bytes,
			`The segments hold ${size} bytes, but total_bytes was ${session.total_bytes}.`,
		);
	}
	const bytes = Buffer.isBuffer(segments[0])
		? Buffer.concat(segments as Buffer[])
		: (segments[0] as LeanSegment).head;
	const matches = bytesMatch(session.media_type, bytes);
	const kind = kindOf(session.media_category);
	if (!matches && kind === 'photo')
		throw invalidRequest('media', '', `The file is not a ${session.media_type}.`);
	session.finalized = true;
	session.size = size;
	session.segments.clear();
	if (!context.state.leanMediaUploads)
		context.state.collection<{ media_key: string; sha256: string }>('media-uploaded-bytes').push({
			media_key: session.media_key,
			sha256: createHash('sha256').update(bytes).digest('hex'),
		});
	if (kind === 'video' || kind === 'animated_gif') {
		session.processing = {
			state: 'pending',
			progress_percent: 0,
			nextStepAt: Date.now() + CHECK_AFTER_SECS * 1000,
			outcome: matches ? 'succeeded' : 'failed',
		};
	} else {
		publish(context.state, session);
	}
	return { body: { data: statusData(session) } };
}

function statusData(session: UploadSession): Record<string, unknown> {
	const data: Record<string, unknown> = {
		id: session.id,
		media_key: session.media_key,
		size: session.size,
		expires_after_secs: EXPIRES_AFTER_SECS,
		...imageInfo(session),
	};
	const processing = session.processing;
	if (processing) {
		data.processing_info = {
			state: processing.state,
			progress_percent: processing.progress_percent,
			...(processing.state === 'pending' || processing.state === 'in_progress'
				? { check_after_secs: CHECK_AFTER_SECS }
				: {}),
		};
		if (processing.state === 'succeeded') data.video = { video_type: session.media_type };
	}
	return data;
}

/** One processing step per status request that waited as asked. */
function advance(state: EmulatorState, session: UploadSession): void {
	const processing = session.processing;
	if (!processing || Date.now() < processing.nextStepAt) return;
	if (processing.state === 'pending') {
		Object.assign(processing, { state: 'in_progress', progress_percent: 50 });
	} else if (processing.state === 'in_progress') {
		Object.assign(processing, { state: processing.outcome, progress_percent: 100 });
		if (processing.outcome === 'succeeded') publish(state, session);
	}
	processing.nextStepAt = Date.now() + CHECK_AFTER_SECS * 1000;
}

function status(context: RouteContext): Reply {
	const { command, media_id: mediaId } = context.query;
	if (command !== undefined && command !== 'STATUS')
		throw invalidRequest('command', command, 'command must be STATUS.');
	if (typeof mediaId !== 'string' || !ID_PATTERN.test(mediaId)) {
		throw invalidRequest(
			'media_id',
			mediaId ?? '',
			'media_id is required: a media id of 1 to 19 digits.',
		);
	}
	const session = findSession(context, mediaId);
	if (!session?.finalized) throw notFound('media', 'media_id', mediaId);
	advance(context.state, session);
	return { body: { data: statusData(session) } };
}

export const routes: Route[] = [
	{ api: 'core', method: 'POST', path: '/2/media/upload', auth: 'user', handler: checked(oneShot) },
	{ api: 'core', method: 'GET', path: '/2/media/upload', auth: 'user', handler: checked(status) },
	{
		api: 'core',
		method: 'POST',
		path: '/2/media/upload/initialize',
		auth: 'user',
		handler: checked(initialize),
	},
	{
		api: 'core',
		method: 'POST',
		path: '/2/media/upload/:id/append',
		auth: 'user',
		handler: checked(append),
	},
	{
		api: 'core',
		method: 'POST',
		path: '/2/media/upload/:id/finalize',
		auth: 'user',
		handler: checked(finalize),
	},
];
