/**
 * How one file is uploaded with the platform's chunked media upload:
 * which media_type and media_category are sent, in one request or in segments, and how many.
 * Pure, so the limits are checked before anything is sent.
 */

/** media_type values the platform takes (InitializeMediaUploadRequest). */
export const MEDIA_TYPES = [
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

export const MEDIA_CATEGORIES = [
	{ name: 'Post Image', value: 'post_image' },
	{ name: 'Post GIF', value: 'post_gif' },
	{ name: 'Post Video', value: 'post_video' },
	{ name: 'Amplify Video', value: 'amplify_video' },
	{ name: 'DM Image', value: 'dm_image' },
	{ name: 'DM GIF', value: 'dm_gif' },
	{ name: 'DM Video', value: 'dm_video' },
	{ name: 'Subtitles', value: 'subtitles' },
];

/** total_bytes of initialize is at most this (16 GiB). */
export const MAX_TOTAL_BYTES = 17_179_869_184;
/** segment_index runs from 0 to 999. */
export const MAX_SEGMENTS = 1000;

/** Names binary data often carries for the types above. */
const MIME_ALIASES: Record<string, string> = {
	'image/jpg': 'image/jpeg',
	'application/x-subrip': 'text/srt',
};

export function normalizeMimeType(mimeType: string | undefined): string {
	const bare = (mimeType ?? '').split(';')[0].trim().toLowerCase();
	return MIME_ALIASES[bare] ?? bare;
}

/** The category a post would use for this type: GIFs, other images, videos, subtitles. */
export function categoryForMimeType(mediaType: string): string | undefined {
	if (mediaType === 'image/gif') return 'post_gif';
	if (mediaType.startsWith('image/')) return 'post_image';
	if (mediaType.startsWith('video/')) return 'post_video';
	if (mediaType === 'text/srt' || mediaType === 'text/vtt') return 'subtitles';
	return undefined;
}

export interface UploadRequest {
	mediaType: string;
	size: number;
	/** 'auto' or a category. */
	category: string;
	/** 'auto' (images in one request, the rest in segments) or 'chunked'. */
	method: string;
	chunkSizeBytes: number;
}

export interface UploadPlan {
	mediaType: string;
	category: string;
	oneShot: boolean;
	segments: number;
}

/** A field (by display name) and what is wrong with it. */
export interface PlanProblem {
	field: string;
	problem: string;
}

const count = (value: number) => value.toLocaleString('en-US');

export function planUpload(request: UploadRequest, binaryField: string): UploadPlan | PlanProblem {
	const { mediaType, size, chunkSizeBytes } = request;
	if (size === 0)
		return { field: `Input Binary Field "${binaryField}"`, problem: 'holds an empty file' };
	if (size > MAX_TOTAL_BYTES) {
		return {
			field: `Input Binary Field "${binaryField}"`,
			problem: `holds ${count(size)} bytes; the platform takes at most ${count(MAX_TOTAL_BYTES)}`,
		};
	}
	if (!MEDIA_TYPES.includes(mediaType)) {
		return {
			field: 'MIME Type',
			problem: `"${mediaType || '(none)'}" of the file is not one the platform takes (${MEDIA_TYPES.join(', ')}); set the right one under Options > MIME Type`,
		};
	}
	const category = request.category === 'auto' ? categoryForMimeType(mediaType) : request.category;
	if (!category)
		return {
			field: 'Media Category',
			problem: `cannot be chosen from MIME type "${mediaType}": choose one`,
		};
	// The one-shot upload takes no amplify_video (reference MediaUploadRequest).
	const oneShot =
		request.method === 'auto' &&
		category !== 'amplify_video' &&
		categoryForMimeType(mediaType) === 'post_image';
	const segments = oneShot ? 1 : Math.ceil(size / chunkSizeBytes);
	if (segments > MAX_SEGMENTS) {
		return {
			field: 'Chunk Size (KB)',
			problem: `splits the ${count(size)}-byte file into ${count(segments)} segments; the platform takes at most ${count(MAX_SEGMENTS)} (segment_index 0 to 999): raise it to at least ${count(Math.ceil(size / MAX_SEGMENTS / 1024))}`,
		};
	}
	return { mediaType, category, oneShot, segments };
}
