import { checked, invalidRequest, notFound, single } from '../requestChecks';
import type { EmulatorState } from '../state';
import { mediaRecords, type MediaRecord } from '../stores';
import type { Query, Route } from '../types';

const MEDIA_FIELDS = [
	'alt_text',
	'duration_ms',
	'height',
	'preview_image_url',
	'public_metrics',
	'url',
	'variants',
	'width',
];

/** A media record as the platform shows it: key and type, then the fields asked for. */
function view(record: MediaRecord, query: Query) {
	const asked = (single(query, 'media.fields') ?? '').split(',');
	return Object.fromEntries(
		Object.entries(record).filter(
			([key]) =>
				['media_key', 'type'].includes(key) || (MEDIA_FIELDS.includes(key) && asked.includes(key)),
		),
	);
}

function byId(state: EmulatorState, id: string, parameter = 'id'): MediaRecord {
	const record = mediaRecords(state).find((media) => media.media_id === id);
	if (!record) throw notFound('media', parameter, id);
	return record;
}

/**
 * Uploaded media (the upload routes' records): lookups by key, alt text (shown by lookups
 * afterwards), subtitles put on and taken off a video, and video analytics.
 */
export const routes: Route[] = [
	{
		api: 'core',
		method: 'GET',
		path: '/2/media/analytics',
		auth: 'user',
		handler: checked(({ query, state }) => {
			const keys = String(single(query, 'media_keys')).split(',');
			const fields = (single(query, 'media_analytics.fields') ?? '').split(',').filter(Boolean);
			const data = keys.map((key) => {
				if (!mediaRecords(state).some((media) => media.media_key === key))
					throw notFound('media', 'media_keys', key);
				return {
					media_key: key,
					...Object.fromEntries(
						fields.filter((field) => field !== 'timestamped_metrics').map((field) => [field, 0]),
					),
				};
			});
			return { body: { data } };
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/media',
		auth: 'user-or-app',
		handler: checked(({ query, state }) => {
			const keys = String(single(query, 'media_keys')).split(',');
			const found = mediaRecords(state).filter((media) => keys.includes(media.media_key));
			return {
				body: found.length
					? { data: found.map((record) => view(record, query)) }
					: { meta: { result_count: 0 } },
			};
		}),
	},
	{
		api: 'core',
		method: 'POST',
		path: '/2/media/metadata',
		auth: 'user',
		handler: checked(({ body, state }) => {
			const { id, metadata } = body as { id: string; metadata?: { alt_text?: { text: string } } };
			const record = byId(state, id);
			if (metadata?.alt_text) record.alt_text = metadata.alt_text.text;
			return { body: { data: { id, associated_metadata: metadata ?? {} } } };
		}),
	},
	{
		api: 'core',
		method: 'POST',
		path: '/2/media/subtitles',
		auth: 'user',
		handler: checked(({ body, state }) => {
			const { id, media_category, subtitles } = body as {
				id: string;
				media_category: string;
				subtitles: { id: string; language_code: string };
			};
			const video = byId(state, id);
			if (video.type !== 'video') throw invalidRequest('id', id, `Media [${id}] is not a video`);
			byId(state, subtitles.id, 'subtitles.id');
			const tracks = ((video.subtitles as Array<Record<string, string>> | undefined) ?? []).filter(
				(track) => track.language_code !== subtitles.language_code,
			);
			video.subtitles = [...tracks, subtitles];
			return {
				body: {
					data: { id, media_category, associated_subtitles: { subtitles: video.subtitles } },
				},
			};
		}),
	},
	{
		api: 'core',
		method: 'DELETE',
		path: '/2/media/subtitles',
		auth: 'user',
		handler: checked(({ body, state }) => {
			const { id, language_code } = body as { id: string; language_code: string };
			const video = byId(state, id);
			const tracks = (video.subtitles as Array<Record<string, string>> | undefined) ?? [];
			video.subtitles = tracks.filter((track) => track.language_code !== language_code);
			return {
				body: { data: { deleted: tracks.length !== (video.subtitles as unknown[]).length } },
			};
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/media/:media_key',
		auth: 'user-or-app',
		handler: checked(({ params, query, state }) => {
			const record = mediaRecords(state).find((media) => media.media_key === params.media_key);
			if (!record) throw notFound('media', 'media_key', params.media_key);
			return { body: { data: view(record, query) } };
		}),
	},
];
