import {
	adsRoute,
	envelope,
	firstProblem,
	invalid,
	missing,
	notFound,
	oneOf,
	seededTime,
	single,
	unknownParameters,
} from '../adsRules';
import { adsPage } from '../paging';
import type { EmulatorState } from '../state';
import { mediaRecords, type MediaRecord } from '../stores';
import type { Query, Reply, Route, RouteContext } from '../types';
import { addPreroll } from './adsAccountMedia';
import { withAccount, type AdsAccount } from './adsAccounts';
import { wallTime } from '../adsClock';

/** A media library object, keyed by media_key within an account. */
export interface MediaLibraryItem {
	account_id: string;
	media_key: string;
	media_category: string;
	media_type: 'GIF' | 'IMAGE' | 'VIDEO';
	media_status: 'TRANSCODE_COMPLETED';
	media_url: string | null;
	name: string | null;
	file_name: string | null;
	description: string | null;
	title: string | null;
	posted: boolean;
	aspect_ratio: string;
	duration?: number;
	poster_media_key?: string | null;
	poster_media_url?: string | null;
	created_at: string;
	updated_at: string;
	deleted: boolean;
}

/** Lengths of the writable fields. */
const MAX_LENGTH: Record<string, number> = {
	description: 200,
	file_name: 255,
	name: 100,
	title: 70,
};
const WRITABLE = ['description', 'file_name', 'name', 'poster_media_key', 'title'];
const VIDEO_ONLY = ['description', 'poster_media_key', 'title'];
const MEDIA_TYPES = ['GIF', 'IMAGE', 'VIDEO'];
const MEDIA_KEY = /^\d+_\d+$/;

/**
 * The media library category of an upload's media_category: only
 * media uploaded for posts or as amplify video go into the library; DM media and subtitles do not.
 */
const LIBRARY_CATEGORY: Record<string, string> = {
	post_image: 'TWEET_IMAGE',
	post_gif: 'TWEET_GIF',
	post_video: 'TWEET_VIDEO',
	amplify_video: 'AMPLIFY_VIDEO',
};
const MEDIA_TYPE_OF_KIND: Record<string, MediaLibraryItem['media_type']> = {
	photo: 'IMAGE',
	video: 'VIDEO',
	animated_gif: 'GIF',
};
/** The seeded library's kinds in turn: key prefix (as media upload gives it), type and category. */
const SEEDED_KINDS = [
	{ prefix: '3', type: 'IMAGE', category: 'TWEET_IMAGE', extension: 'jpg' },
	{ prefix: '7', type: 'VIDEO', category: 'TWEET_VIDEO', extension: 'mp4' },
	{ prefix: '16', type: 'GIF', category: 'TWEET_GIF', extension: 'gif' },
] as const;

/**
 * Seeded items: 120 of the first account (three pages of 50), every 40th deleted; videos have a
 * title and description. Their media ids are below the ids uploads get, so the keys never meet.
 */
export const SEEDED_MEDIA_LIBRARY = 120;

/** The media key of seeded item n (tests name seeded images, videos and GIFs by it). */
export const seededMediaLibraryKey = (n: number) =>
	`${SEEDED_KINDS[n % SEEDED_KINDS.length].prefix}_${1_300_000_000_000_000_000n + BigInt(n)}`;

function seeded(n: number): MediaLibraryItem {
	const kind = SEEDED_KINDS[n % SEEDED_KINDS.length];
	const key = seededMediaLibraryKey(n);
	const video = kind.type === 'VIDEO';
	return {
		account_id: '18ce54d4x5t',
		media_key: key,
		media_category: kind.category,
		media_type: kind.type,
		media_status: 'TRANSCODE_COMPLETED',
		media_url: `https://media.platform.example/${key}.${kind.extension}`,
		name: `Library ${kind.type.toLowerCase()} ${n}`,
		file_name: `${kind.type.toLowerCase()}-${n}.${kind.extension}`,
		description: video ? `Spring launch clip ${n}` : null,
		title: video ? `Launch ${n}` : null,
		posted: n % 2 === 0,
		aspect_ratio: video ? '16:9' : '1:1',
		...(video
			? {
					duration: 15_000 + n,
					poster_media_key: null,
					poster_media_url: `https://media.platform.example/${key}/thumb.jpg`,
				}
			: {}),
		created_at: seededTime(n),
		updated_at: seededTime(n),
		deleted: n % 40 === 39,
	};
}

export const mediaLibrary = (state: EmulatorState): MediaLibraryItem[] =>
	state.collection<MediaLibraryItem>('adsMediaLibrary', () =>
		Array.from({ length: SEEDED_MEDIA_LIBRARY }, (_, n) => seeded(n)),
	);

const publicView = ({ account_id: _, ...item }: MediaLibraryItem) => item;
const urlOf = (media: MediaRecord): string | null =>
	(media.url as string | undefined) ??
	(media.variants as Array<{ url: string }> | undefined)?.[0]?.url ??
	null;
const findItem = (state: EmulatorState, account: AdsAccount, key: string) =>
	mediaLibrary(state).find(
		(item) => item.account_id === account.id && item.media_key === key && !item.deleted,
	);

/** Non-batch parameters travel in the query; a JSON body is not read, so it is refused. */
function noBody(context: RouteContext): Reply | undefined {
	const body = context.body;
	return body !== undefined &&
		body !== null &&
		(typeof body !== 'object' || Object.keys(body).length > 0)
		? invalid(context.query, 'body', 'This endpoint takes query parameters, not a body')
		: undefined;
}

/** Lengths, and the video-only fields, of a POST or PUT. */
function checkFields(
	state: EmulatorState,
	account: AdsAccount,
	query: Query,
	mediaType: string,
): Reply | undefined {
	for (const [name, max] of Object.entries(MAX_LENGTH)) {
		const value = single(query[name]);
		if (value !== undefined && [...value].length > max)
			return invalid(query, name, `${name} must be at most ${max} characters`);
	}
	const videoOnly = VIDEO_ONLY.find((name) => query[name] !== undefined);
	if (videoOnly && mediaType !== 'VIDEO')
		return invalid(query, videoOnly, `${videoOnly} is only for videos; this media is ${mediaType}`);
	const poster = single(query.poster_media_key);
	if (poster !== undefined) {
		const image =
			mediaRecords(state).some((media) => media.media_key === poster && media.type === 'photo') ||
			mediaLibrary(state).some(
				(item) =>
					item.account_id === account.id &&
					item.media_key === poster &&
					item.media_type === 'IMAGE' &&
					!item.deleted,
			);
		if (!image)
			return invalid(
				query,
				'poster_media_key',
				`poster_media_key ${poster} is not an uploaded image`,
			);
	}
	return undefined;
}

/** The fields a POST or PUT sets. */
const writes = (query: Query) =>
	Object.fromEntries(
		WRITABLE.filter((name) => query[name] !== undefined).map((name) => [
			name,
			single(query[name]) ?? null,
		]),
	);

function list({ state, query }: RouteContext, account: AdsAccount): Reply {
	const problem = unknownParameters(query, ['count', 'cursor', 'media_type', 'q']);
	if (problem) return problem;
	const badType = oneOf(query, 'media_type', MEDIA_TYPES);
	if (badType) return badType;
	const mediaType = single(query.media_type);
	const term = single(query.q);
	if (term !== undefined && ([...term].length < 1 || [...term].length > 255))
		return invalid(query, 'q', 'q must be 1 to 255 characters');
	const wanted = term?.toLowerCase();
	const items = mediaLibrary(state).filter(
		(item) =>
			item.account_id === account.id &&
			!item.deleted &&
			(mediaType === undefined || item.media_type === mediaType) &&
			(wanted === undefined ||
				[item.name, item.title, item.file_name, item.description].some((text) =>
					text?.toLowerCase().includes(wanted),
				)),
	);
	return adsPage(items.map(publicView), query, { min: 1, max: 50, default: 20 });
}

/**
 * POST: the media_key of an upload made with a media_category the library takes, once its
 * processing has finished. An AMPLIFY_VIDEO also becomes a PREROLL account media asset.
 */
function add(context: RouteContext, account: AdsAccount): Reply {
	const { state, query } = context;
	const problem = firstProblem(
		unknownParameters(query, ['media_key', ...WRITABLE]),
		noBody(context),
	);
	if (problem) return problem;
	const key = single(query.media_key);
	if (key === undefined) return missing(query, 'media_key');
	if (!MEDIA_KEY.test(key))
		return invalid(query, 'media_key', `media_key must look like 3_1234567890, got ${key}`);
	const media = mediaRecords(state).find((record) => record.media_key === key);
	if (!media)
		return invalid(
			query,
			'media_key',
			`media_key ${key} is not an uploaded media whose processing has finished`,
		);
	const category = LIBRARY_CATEGORY[String(media.media_category)];
	if (!category) {
		return invalid(
			query,
			'media_key',
			`media_key ${key} was uploaded with media_category ${String(media.media_category)}; the media library takes ${Object.keys(LIBRARY_CATEGORY).join(', ')}`,
		);
	}
	if (findItem(state, account, key))
		return invalid(query, 'media_key', `media_key ${key} is already in the media library`);
	const mediaType = MEDIA_TYPE_OF_KIND[media.type];
	const refused = checkFields(state, account, query, mediaType);
	if (refused) return refused;
	const video = mediaType === 'VIDEO';
	const time = wallTime();
	const item: MediaLibraryItem = {
		account_id: account.id,
		media_key: key,
		media_category: category,
		media_type: mediaType,
		media_status: 'TRANSCODE_COMPLETED',
		media_url: urlOf(media),
		name: null,
		file_name: null,
		description: null,
		title: null,
		posted: false,
		aspect_ratio: video ? '16:9' : '1:1',
		...(video
			? {
					duration: 15_000,
					poster_media_key: null,
					poster_media_url: (media.preview_image_url as string | undefined) ?? null,
				}
			: {}),
		created_at: time,
		updated_at: time,
		deleted: false,
		...writes(query),
	};
	setPosterUrl(state, item);
	mediaLibrary(state).push(item);
	if (category === 'AMPLIFY_VIDEO')
		addPreroll(state, account.id, { video_id: media.media_id, media_url: item.media_url });
	return envelope(publicView(item), query);
}

/** A chosen poster replaces the first frame. */
function setPosterUrl(state: EmulatorState, item: MediaLibraryItem): void {
	if (!item.poster_media_key) return;
	const poster = mediaRecords(state).find((media) => media.media_key === item.poster_media_key);
	item.poster_media_url = poster
		? urlOf(poster)
		: `https://media.platform.example/${item.poster_media_key}.jpg`;
}

function update(context: RouteContext, account: AdsAccount): Reply {
	const { state, params, query } = context;
	const problem = firstProblem(unknownParameters(query, WRITABLE), noBody(context));
	if (problem) return problem;
	const item = findItem(state, account, params.media_key);
	if (!item) return notFound(query, `Media library item ${params.media_key}`);
	const refused = checkFields(state, account, query, item.media_type);
	if (refused) return refused;
	Object.assign(item, writes(query), { updated_at: wallTime() });
	setPosterUrl(state, item);
	return envelope(publicView(item), query);
}

const PATH = '/12/accounts/:account_id/media_library';

/** The media library of an account: list, get, add, update, delete. */
export const routes: Route[] = [
	adsRoute('GET', PATH, withAccount(list)),
	adsRoute('POST', PATH, withAccount(add)),
	adsRoute('PUT', `${PATH}/:media_key`, withAccount(update)),
	adsRoute(
		'GET',
		`${PATH}/:media_key`,
		withAccount(({ state, params, query }, account) => {
			const problem = unknownParameters(query, []);
			if (problem) return problem;
			const item = findItem(state, account, params.media_key);
			return item
				? envelope(publicView(item), query)
				: notFound(query, `Media library item ${params.media_key}`);
		}),
	),
	adsRoute(
		'DELETE',
		`${PATH}/:media_key`,
		withAccount(({ state, params, query }, account) => {
			const problem = unknownParameters(query, []);
			if (problem) return problem;
			const item = findItem(state, account, params.media_key);
			if (!item) return notFound(query, `Media library item ${params.media_key}`);
			Object.assign(item, { deleted: true, updated_at: wallTime() });
			return envelope(publicView(item), query);
		}),
	),
];
