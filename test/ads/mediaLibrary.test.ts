import type { INodeExecutionData } from 'n8n-workflow';

import {
	mediaLibrary,
	SEEDED_MEDIA_LIBRARY,
	seededMediaLibraryKey,
} from '../emulator/routes/adsMediaLibrary';
import { byId, fromList, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';

const { emulator, run, requests, signedRequest } = nodeHarness('ads');
const PATH = `/ads/12/accounts/${ACCOUNT}/media_library`;
const library = (
	operation: string,
	extra: Record<string, unknown> = {},
	options: { items?: INodeExecutionData[]; continueOnFail?: boolean } = {},
) => run({ resource: 'mediaLibrary', operation, accountId: byId(ACCOUNT), ...extra }, options);

/** Seeded items 0, 1 and 2: an image, a video and a GIF. */
const IMAGE = seededMediaLibraryKey(0);
const VIDEO = seededMediaLibraryKey(1);
const GIF = seededMediaLibraryKey(2);

const PNG = Buffer.concat([
	Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
	Buffer.alloc(300, 7),
]);
const MP4 = (() => {
	const bytes = Buffer.alloc(3000);
	for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31 + 7) % 256;
	bytes.write('ftypisom', 4, 'latin1');
	return bytes;
})();

/** Uploads a file through Platform > Media > Upload (the way a workflow gets a media key) and returns its output. */
async function upload(
	bytes: Buffer,
	mimeType: string,
	mediaCategory: string,
): Promise<{ id: string; media_key: string }> {
	const result = await run(
		{
			authentication: 'oAuth1',
			resource: 'media',
			operation: 'upload',
			binaryPropertyName: 'data',
			mediaCategory,
		},
		{
			node: 'core',
			items: [
				{
					json: {},
					binary: {
						data: {
							data: bytes.toString('base64'),
							mimeType,
							fileName: 'file',
							fileSize: String(bytes.length),
						},
					},
				},
			],
		},
	);
	expect(result.error).toBeUndefined();
	emulator().clearLog();
	return result.items[0].json as { id: string; media_key: string };
}

describe('Get Many', () => {
	test('Return All over 3 pages of 50 (the largest count), without the deleted items', async () => {
		const result = await library('getAll', { returnAll: true });
		const visible = mediaLibrary(emulator().state).filter(
			(item) => item.account_id === ACCOUNT && !item.deleted,
		);
		expect(SEEDED_MEDIA_LIBRARY).toBe(120);
		expect(result.items).toHaveLength(visible.length);
		expect(result.items).toHaveLength(117);
		expect(json(result)[1]).toEqual({
			media_key: VIDEO,
			media_category: 'TWEET_VIDEO',
			media_type: 'VIDEO',
			media_status: 'TRANSCODE_COMPLETED',
			media_url: `https://media.platform.example/${VIDEO}.mp4`,
			name: 'Library video 1',
			file_name: 'video-1.mp4',
			description: 'Spring launch clip 1',
			title: 'Launch 1',
			posted: false,
			aspect_ratio: '16:9',
			duration: 15001,
			poster_media_key: null,
			poster_media_url: `https://media.platform.example/${VIDEO}/thumb.jpg`,
			created_at: '2026-01-01T00:01:00Z',
			updated_at: '2026-01-01T00:01:00Z',
			deleted: false,
		});
		expect(requests()).toEqual([
			{ method: 'GET', path: PATH, query: { count: '50' } },
			{ method: 'GET', path: PATH, query: { count: '50', cursor: expect.any(String) } },
			{ method: 'GET', path: PATH, query: { count: '50', cursor: expect.any(String) } },
		]);
	});

	test('media_type and q (case-insensitive on name, title, file name and description); Limit asks only for what is left', async () => {
		const result = await library('getAll', {
			limit: 60,
			listOptions: { mediaType: 'VIDEO', q: 'LAUNCH 1' },
		});
		expect(requests()).toEqual([
			{ method: 'GET', path: PATH, query: { media_type: 'VIDEO', q: 'LAUNCH 1', count: '50' } },
		]);
		const found = json(result) as Array<{ media_type: string; title: string }>;
		// Videos are n = 1, 4, 7, ...; "launch 1" is in the titles and descriptions of 1, 10, 13, 16, 19, 100, 103, ...
		expect(found.map((item) => item.title)).toEqual([
			'Launch 1',
			'Launch 10',
			'Launch 13',
			'Launch 16',
			'Launch 19',
			'Launch 100',
			'Launch 103',
			'Launch 106',
			'Launch 109',
			'Launch 112',
			'Launch 115',
			'Launch 118',
		]);
		expect(found.every((item) => item.media_type === 'VIDEO')).toBe(true);
	});

	test('a Limit above one page asks for 50, then for the rest; Return Full Response gives the envelopes', async () => {
		const result = await library('getAll', { limit: 70, output: 'response' });
		expect(requests()).toEqual([
			{ method: 'GET', path: PATH, query: { count: '50' } },
			{ method: 'GET', path: PATH, query: { count: '20', cursor: expect.any(String) } },
		]);
		const pages = json(result) as Array<{
			data: unknown[];
			request: unknown;
			next_cursor: string | null;
		}>;
		expect(pages.map((page) => page.data.length)).toEqual([50, 20]);
		expect(pages[1].request).toEqual({ params: { count: '20', cursor: expect.any(String) } });
	});

	test('the emulator refuses what this list does not take: a count above 50, sort_by, with_deleted, an empty q', async () => {
		const base = `${emulator().adsBaseUrl}/12/accounts/${ACCOUNT}/media_library`;
		for (const query of [
			'count=51',
			'sort_by=created_at-asc',
			'with_deleted=true',
			'with_total_count=true',
			'q=',
			'media_type=AUDIO',
		]) {
			expect([query, (await signedRequest('GET', `${base}?${query}`)).statusCode]).toEqual([
				query,
				400,
			]);
		}
		expect((await signedRequest('GET', `${base}?count=50`)).statusCode).toBe(200);
	});
});

describe('Get and Delete', () => {
	test('Get by media key', async () => {
		const result = await library('get', { libraryMediaKey: fromList(GIF) });
		expect(requests()).toEqual([{ method: 'GET', path: `${PATH}/${GIF}`, query: {} }]);
		expect(json(result)).toEqual([
			expect.objectContaining({
				media_key: GIF,
				media_type: 'GIF',
				media_category: 'TWEET_GIF',
				aspect_ratio: '1:1',
			}),
		]);
	});

	test('Delete returns the item with deleted=true; it then leaves the list and Get finds nothing', async () => {
		const key = seededMediaLibraryKey(5);
		const result = await library('delete', { libraryMediaKey: byId(key) });
		expect(requests()).toEqual([{ method: 'DELETE', path: `${PATH}/${key}`, query: {} }]);
		expect(json(result)).toEqual([expect.objectContaining({ media_key: key, deleted: true })]);
		const list = await library('getAll', { limit: 7 });
		expect(json(list).map((item) => item.media_key)).toEqual(
			[0, 1, 2, 3, 4, 6, 7].map(seededMediaLibraryKey),
		);
		const again = await library('get', { libraryMediaKey: byId(key) });
		expect(again.error?.message).toBe(
			`Media library item ${key} was not found (HTTP 404, NOT_FOUND)`,
		);
	});

	test('continueOnFail: an unknown key fails its item with the platform message, the others run', async () => {
		const result = await library(
			'get',
			{ libraryMediaKey: byId('={{ $json.key }}') },
			{ items: [{ json: { key: '3_42' } }, { json: { key: IMAGE } }], continueOnFail: true },
		);
		expect(json(result)).toEqual([
			{ error: 'Media library item 3_42 was not found (HTTP 404, NOT_FOUND)' },
			expect.objectContaining({ media_key: IMAGE }),
		]);
		expect(result.items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
	});
});

describe('Add', () => {
	test('an image uploaded with Post Image becomes a TWEET_IMAGE item; every field is a query parameter', async () => {
		const image = await upload(PNG, 'image/png', 'post_image');
		const name = '🎬'.repeat(100); // 100 characters (200 UTF-16 units): within the bound on both sides
		const result = await library('add', {
			uploadedMediaKey: image.media_key,
			additionalFields: { name, file_name: 'spring.png' },
		});
		expect(requests()).toEqual([
			{
				method: 'POST',
				path: PATH,
				query: { media_key: image.media_key, name, file_name: 'spring.png' },
			},
		]);
		expect(requests()[0]).not.toHaveProperty('body');
		expect(emulator().log[0].rawBody).toBe('');
		expect(json(result)).toEqual([
			{
				media_key: image.media_key,
				media_category: 'TWEET_IMAGE',
				media_type: 'IMAGE',
				media_status: 'TRANSCODE_COMPLETED',
				media_url: `https://media.platform.example/${image.media_key}.png`,
				name,
				file_name: 'spring.png',
				description: null,
				title: null,
				posted: false,
				aspect_ratio: '1:1',
				created_at: expect.any(String),
				updated_at: expect.any(String),
				deleted: false,
			},
		]);
	});

	test('an Amplify Video becomes an AMPLIFY_VIDEO item and a PREROLL account media asset (seen through Account Media Get Many)', async () => {
		const poster = await upload(PNG, 'image/png', 'post_image');
		const video = await upload(MP4, 'video/mp4', 'amplify_video');
		const fields = {
			title: 'Spring launch',
			description: 'Thirty seconds of spring',
			poster_media_key: poster.media_key,
			name: 'Launch cut',
		};
		const added = await library('add', {
			uploadedMediaKey: video.media_key,
			additionalFields: fields,
		});
		expect(requests()).toEqual([
			{ method: 'POST', path: PATH, query: { media_key: video.media_key, ...fields } },
		]);
		expect(json(added)).toEqual([
			expect.objectContaining({
				media_key: video.media_key,
				media_category: 'AMPLIFY_VIDEO',
				media_type: 'VIDEO',
				media_status: 'TRANSCODE_COMPLETED',
				duration: 15000,
				aspect_ratio: '16:9',
				poster_media_url: `https://media.platform.example/${poster.media_key}.png`,
				...fields,
			}),
		]);

		emulator().clearLog();
		const prerolls = await run({
			resource: 'accountMedia',
			operation: 'getAll',
			accountId: byId(ACCOUNT),
			limit: 1,
			listOptions: { creativeTypes: ['PREROLL'], sortBy: 'created_at-desc' },
		});
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: `/ads/12/accounts/${ACCOUNT}/account_media`,
				query: { creative_types: 'PREROLL', sort_by: 'created_at-desc', count: '1' },
			},
		]);
		expect(json(prerolls)).toEqual([
			{
				id: expect.stringMatching(/^am[0-9a-z]+$/),
				video_id: video.id,
				media_url: `https://media.platform.example/${video.media_key}.mp4`,
				creative_type: 'PREROLL',
				created_at: expect.any(String),
				updated_at: expect.any(String),
				deleted: false,
			},
		]);
	});

	test('a Post Video adds no account media', async () => {
		const video = await upload(MP4, 'video/mp4', 'post_video');
		const before = (
			await run({
				resource: 'accountMedia',
				operation: 'getAll',
				accountId: byId(ACCOUNT),
				returnAll: true,
			})
		).items.length;
		const added = await library('add', { uploadedMediaKey: video.media_key });
		expect(json(added)).toEqual([
			expect.objectContaining({ media_category: 'TWEET_VIDEO', media_type: 'VIDEO' }),
		]);
		const after = (
			await run({
				resource: 'accountMedia',
				operation: 'getAll',
				accountId: byId(ACCOUNT),
				returnAll: true,
			})
		).items.length;
		expect(after).toBe(before);
	});

	test('the platform refuses media uploaded for direct messages, an unknown key, and the same key twice', async () => {
		const dm = await upload(PNG, 'image/png', 'dm_image');
		const image = await upload(PNG, 'image/png', 'post_image');
		const result = await library(
			'add',
			{ uploadedMediaKey: '={{ $json.key }}' },
			{
				items: [
					{ json: { key: dm.media_key } },
					{ json: { key: '3_42' } },
					{ json: { key: image.media_key } },
					{ json: { key: image.media_key } },
				],
				continueOnFail: true,
			},
		);
		expect(json(result)).toEqual([
			{
				error: `media_key ${dm.media_key} was uploaded with media_category dm_image; the media library takes post_image, post_gif, post_video, amplify_video (HTTP 400, INVALID_PARAMETER)`,
			},
			{
				error:
					'media_key 3_42 is not an uploaded media whose processing has finished (HTTP 400, INVALID_PARAMETER)',
			},
			expect.objectContaining({ media_key: image.media_key }),
			{
				error: `media_key ${image.media_key} is already in the media library (HTTP 400, INVALID_PARAMETER)`,
			},
		]);
		expect(requests()).toHaveLength(4);
	});
});

describe('Update', () => {
	test('a video: the fields given, as query parameters; the item comes back changed', async () => {
		const fields = {
			title: 'New title',
			description: 'New description',
			file_name: 'final.mp4',
			name: 'Final cut',
		};
		const result = await library('update', { libraryMediaKey: byId(VIDEO), updateFields: fields });
		expect(requests()).toEqual([{ method: 'PUT', path: `${PATH}/${VIDEO}`, query: fields }]);
		expect(json(result)).toEqual([expect.objectContaining({ media_key: VIDEO, ...fields })]);
	});

	test('an image may change its name', async () => {
		const result = await library('update', {
			libraryMediaKey: fromList(IMAGE),
			updateFields: { name: 'Renamed' },
		});
		expect(requests()).toEqual([
			{ method: 'PUT', path: `${PATH}/${IMAGE}`, query: { name: 'Renamed' } },
		]);
		expect(json(result)).toEqual([
			expect.objectContaining({ media_key: IMAGE, name: 'Renamed', title: null }),
		]);
	});
});

describe('refused before sending, naming item and field', () => {
	test('the emulator refuses the same (lengths, video-only fields), and media_category, which this endpoint does not take', async () => {
		const base = `${emulator().adsBaseUrl}/12/accounts/${ACCOUNT}/media_library`;
		const refused = [
			['PUT', `${base}/${VIDEO}?title=${'x'.repeat(71)}`],
			['PUT', `${base}/${VIDEO}?name=${'x'.repeat(101)}`],
			['PUT', `${base}/${IMAGE}?title=Hi`],
			['POST', `${base}?media_key=${VIDEO}&media_category=AMPLIFY_VIDEO`],
		];
		for (const [method, url] of refused) {
			const answer = await signedRequest(method, url);
			expect([method, url.slice(base.length), answer.statusCode]).toEqual([
				method,
				url.slice(base.length),
				400,
			]);
		}
		expect(
			(await signedRequest('PUT', `${base}/${VIDEO}?title=${'x'.repeat(70)}`)).statusCode,
		).toBe(200);
	});

	test('continueOnFail: the item with a bad field becomes an error item, nothing is sent for it, the other is added', async () => {
		const image = await upload(PNG, 'image/png', 'post_image');
		const result = await library(
			'add',
			{ uploadedMediaKey: image.media_key, additionalFields: { name: '={{ $json.name }}' } },
			{
				items: [{ json: { name: 'n'.repeat(101) } }, { json: { name: 'Fine' } }],
				continueOnFail: true,
			},
		);
		expect(json(result)).toEqual([
			{ error: 'Item 1: Name must be at most 100 characters long (it has 101)' },
			expect.objectContaining({ media_key: image.media_key, name: 'Fine' }),
		]);
		expect(requests()).toEqual([
			{ method: 'POST', path: PATH, query: { media_key: image.media_key, name: 'Fine' } },
		]);
	});
});
