import { createHash } from 'node:crypto';

import type { INodeExecutionData } from 'n8n-workflow';

import type { LoggedRequest } from '../emulator';
import { mediaRecords } from '../emulator/stores';
import { userBearerCredentials } from '../helpers/credentials';
import { nodeHarness } from '../helpers/nodeHarness';

const core = nodeHarness('core');
const { emulator } = core;

/** Bytes that pass the platform's sniffing for their type, padded to a size. */
const PNG = Buffer.concat([
	Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
	Buffer.alloc(300, 7),
]);
const mp4 = (size: number) => {
	const bytes = Buffer.alloc(size);
	for (let i = 0; i < size; i++) bytes[i] = (i * 31 + 7) % 256; // every byte value, none lost as text
	bytes.write('ftypisom', 4, 'latin1');
	return bytes;
};
const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(2000, 0xfe)]);

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const binaryItem = (
	bytes: Buffer,
	mimeType: string,
	fileName: string,
	field = 'data',
): INodeExecutionData => ({
	json: {},
	binary: {
		[field]: { data: bytes.toString('base64'), mimeType, fileName, fileSize: String(bytes.length) },
	},
});

const upload = (
	items: INodeExecutionData[],
	extra: Record<string, unknown> = {},
	credential = 'platformOAuth1Api',
	authentication = 'oAuth1',
) =>
	core.run(
		{
			authentication,
			resource: 'media',
			operation: 'upload',
			binaryPropertyName: 'data',
			...extra,
		},
		{ credential, items, continueOnFail: extra.continueOnFail === true },
	);

const wire = (log: LoggedRequest[]) => log.map((r) => [r.method, r.path, r.query, r.body]);

const file = (bytes: Buffer, contentType: string, filename: string) => ({
	filename,
	contentType,
	size: bytes.length,
	sha256: sha256(bytes),
});

test('Upload sends an image in one multipart POST /2/media/upload, signed without its body, and returns id and media_key', async () => {
	const { items, error } = await upload([binaryItem(PNG, 'image/png', 'photo.png')]);
	expect(error).toBeUndefined();
	expect(wire(emulator().log)).toEqual([
		[
			'POST',
			'/2/media/upload',
			{},
			{ media: file(PNG, 'image/png', 'photo.png'), media_category: 'post_image' },
		],
	]);
	const [request] = emulator().log;
	expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
	// The emulator recomputed the signature over URL and oauth_* parameters only: the body is not signed.
	expect(request.auth).toMatchObject({ scheme: 'oauth1', ok: true });
	expect(
		Object.keys(request.auth.oauthParams ?? {}).every((name) => name.startsWith('oauth_')),
	).toBe(true);
	const id = (request.responseBody as { data: { id: string } }).data.id;
	expect(items).toEqual([
		{
			json: {
				id,
				media_key: `3_${id}`,
				size: PNG.length,
				expires_after_secs: 86400,
				image: { image_type: 'image/png' },
			},
			pairedItem: { item: 0 },
		},
	]);
	expect(mediaRecords(emulator().state).find((media) => media.media_id === id)).toMatchObject({
		media_key: `3_${id}`,
		type: 'photo',
	});
});

test('Upload sends a video in segments: initialize, one append per chunk, finalize, then STATUS polls honouring check_after_secs', async () => {
	const video = mp4(2560);
	const { items, error } = await upload([binaryItem(video, 'video/mp4', 'clip.mp4')], {
		uploadOptions: { chunkSizeKb: 1, additionalOwners: '2244994945' },
	});
	expect(error).toBeUndefined();
	const id = (emulator().log[0].responseBody as { data: { id: string } }).data.id;
	const appendPath = `/2/media/upload/${id}/append`;
	expect(wire(emulator().log)).toEqual([
		[
			'POST',
			'/2/media/upload/initialize',
			{},
			{
				media_type: 'video/mp4',
				total_bytes: 2560,
				media_category: 'post_video',
				additional_owners: ['2244994945'],
			},
		],
		[
			'POST',
			appendPath,
			{},
			{ segment_index: '0', media: file(video.subarray(0, 1024), 'video/mp4', 'clip.mp4') },
		],
		[
			'POST',
			appendPath,
			{},
			{ segment_index: '1', media: file(video.subarray(1024, 2048), 'video/mp4', 'clip.mp4') },
		],
		[
			'POST',
			appendPath,
			{},
			{ segment_index: '2', media: file(video.subarray(2048), 'video/mp4', 'clip.mp4') },
		],
		['POST', `/2/media/upload/${id}/finalize`, {}, undefined],
		['GET', '/2/media/upload', { command: 'STATUS', media_id: id }, undefined],
		['GET', '/2/media/upload', { command: 'STATUS', media_id: id }, undefined],
	]);
	expect(emulator().log.every((r) => r.status === 200 && r.auth.ok)).toBe(true);
	const states = emulator()
		.log.slice(4)
		.map(
			(r) =>
				(r.responseBody as { data: { processing_info: { state: string } } }).data.processing_info
					.state,
		);
	expect(states).toEqual(['pending', 'in_progress', 'succeeded']);
	// Each poll came at least check_after_secs (1 s) after the answer that named it.
	for (const index of [5, 6])
		expect(
			emulator().log[index].receivedAt - emulator().log[index - 1].receivedAt,
		).toBeGreaterThanOrEqual(1000);
	expect(items).toEqual([
		{
			json: expect.objectContaining({
				id,
				media_key: `7_${id}`,
				size: 2560,
				processing_info: { state: 'succeeded', progress_percent: 100 },
			}),
			pairedItem: { item: 0 },
		},
	]);
	const uploaded = emulator().state.collection<{ media_key: string; sha256: string }>(
		'media-uploaded-bytes',
	);
	expect(uploaded.find((entry) => entry.media_key === `7_${id}`)?.sha256).toBe(sha256(video));
	expect(mediaRecords(emulator().state).find((media) => media.media_id === id)).toMatchObject({
		type: 'video',
	});
});

test('Upload chooses post_gif for a GIF and sends it in segments; a chosen category and Chunked method are sent as chosen', async () => {
	const gif = await upload([binaryItem(GIF, 'image/gif', 'a.gif')], {
		uploadOptions: { maxProcessingWaitSeconds: 0 },
	});
	expect(gif.error).toBeUndefined();
	expect(emulator().log.map((r) => r.path.replace(/\d{5,}/, ':id'))).toEqual([
		'/2/media/upload/initialize',
		'/2/media/upload/:id/append',
		'/2/media/upload/:id/finalize',
	]);
	expect(emulator().log[0].body).toEqual({
		media_type: 'image/gif',
		total_bytes: GIF.length,
		media_category: 'post_gif',
	});
	// Max Processing Wait 0: the finalize answer comes back as it is.
	expect(gif.items[0].json).toMatchObject({
		media_key: expect.stringMatching(/^16_/),
		processing_info: { state: 'pending', check_after_secs: 1 },
	});

	emulator().clearLog();
	const image = await upload([binaryItem(PNG, 'image/png', 'p.png')], {
		mediaCategory: 'dm_image',
		uploadOptions: { uploadMethod: 'chunked' },
	});
	expect(image.error).toBeUndefined();
	expect(emulator().log.map((r) => r.path.replace(/\d{5,}/, ':id'))).toEqual([
		'/2/media/upload/initialize',
		'/2/media/upload/:id/append',
		'/2/media/upload/:id/finalize',
	]);
	expect(emulator().log[0].body).toEqual({
		media_type: 'image/png',
		total_bytes: PNG.length,
		media_category: 'dm_image',
	});
	expect(image.items[0].json).toMatchObject({
		media_key: expect.stringMatching(/^3_/),
		size: PNG.length,
	});
});

test('Upload works with an OAuth 2.0 user token (bearer) and with the OAuth1 sign-in credential', async () => {
	const bearer = await core.run(
		{
			authentication: 'bearerToken',
			resource: 'media',
			operation: 'upload',
			binaryPropertyName: 'data',
		},
		{
			credentials: userBearerCredentials(emulator(), 'user-token-for-media'),
			items: [binaryItem(PNG, 'image/png', 'photo.png')],
		},
	);
	expect(bearer.error).toBeUndefined();
	expect(
		emulator().log.map((r) => [r.path, r.status, r.auth.scheme, r.headers.authorization]),
	).toEqual([['/2/media/upload', 200, 'bearer', 'Bearer user-token-for-media']]);

	emulator().clearLog();
	const signIn = await upload(
		[binaryItem(PNG, 'image/png', 'photo.png')],
		{},
		'platformOAuth1SignInApi',
		'oAuth1SignIn',
	);
	expect(signIn.error).toBeUndefined();
	expect(emulator().log.map((r) => [r.path, r.status, r.auth.scheme, r.auth.ok])).toEqual([
		['/2/media/upload', 200, 'oauth1', true],
	]);
	expect(emulator().log[0].body).toMatchObject({ media: file(PNG, 'image/png', 'photo.png') });
});

test('A segment answered with 503 is sent again (an append replaces its segment)', async () => {
	emulator().injectFault({
		method: 'POST',
		path: '/2/media/upload/\\d+/append',
		status: 503,
		body: { title: 'Service Unavailable' },
	});
	const { items, error } = await upload([binaryItem(GIF, 'image/gif', 'a.gif')], {
		uploadOptions: { maxProcessingWaitSeconds: 0 },
	});
	expect(error).toBeUndefined();
	expect(emulator().log.map((r) => [r.path.replace(/\d{5,}/, ':id'), r.status])).toEqual([
		['/2/media/upload/initialize', 200],
		['/2/media/upload/:id/append', 503],
		['/2/media/upload/:id/append', 200],
		['/2/media/upload/:id/finalize', 200],
	]);
	expect(items[0].json.media_key).toMatch(/^16_/);
});

test('A video the platform cannot process fails its item; with Continue On Fail the other items still upload', async () => {
	const broken = Buffer.alloc(100, 1); // no MP4 box header
	const { items, error } = await upload(
		[binaryItem(broken, 'video/mp4', 'broken.mp4'), binaryItem(PNG, 'image/png', 'ok.png')],
		{ continueOnFail: true },
	);
	expect(error).toBeUndefined();
	expect(items).toHaveLength(2);
	expect(items[0]).toEqual({
		json: { error: expect.stringMatching(/^Item 1: The platform could not process media \d+/) },
		pairedItem: { item: 0 },
	});
	expect(items[1]).toEqual({
		json: expect.objectContaining({ media_key: expect.stringMatching(/^3_/) }),
		pairedItem: { item: 1 },
	});
	const states = emulator()
		.log.filter((r) => r.method === 'GET')
		.map(
			(r) =>
				(r.responseBody as { data: { processing_info: { state: string } } }).data.processing_info
					.state,
		);
	expect(states).toEqual(['in_progress', 'failed']);
});

describe('Upload checks the limits before sending anything', () => {
	test.each([
		[
			'a MIME type the platform does not take',
			binaryItem(PNG, 'application/pdf', 'a.pdf'),
			{},
			/^Item 1: MIME Type "application\/pdf" of the file is not one the platform takes/,
		],
		[
			'an empty file',
			binaryItem(Buffer.alloc(0), 'image/png', 'a.png'),
			{},
			/^Item 1: Input Binary Field "data" holds an empty file/,
		],
		[
			'more than 1,000 segments',
			binaryItem(mp4(1001 * 1024), 'video/mp4', 'a.mp4'),
			{ uploadOptions: { chunkSizeKb: 1 } },
			/^Item 1: Chunk Size \(KB\) splits the 1,025,024-byte file into 1,001 segments; the platform takes at most 1,000/,
		],
		[
			'an additional owner that is not a user id',
			binaryItem(PNG, 'image/png', 'a.png'),
			{ uploadOptions: { additionalOwners: '12,abc' } },
			/^Item 1: Additional Owners must hold numeric IDs of 1 to 19 digits; "abc"/,
		],
		[
			'a category that cannot be chosen from the type',
			binaryItem(Buffer.from('glTF'), 'model/gltf-binary', 'a.glb'),
			{},
			/^Item 1: Media Category cannot be chosen from MIME type "model\/gltf-binary"/,
		],
	])('%s', async (_name, item, extra, message) => {
		const { error } = await upload([item], extra);
		expect(error?.message).toMatch(message);
		expect(emulator().log).toEqual([]);
	});

	test('an app-only credential, which cannot upload', async () => {
		const { error } = await upload(
			[binaryItem(PNG, 'image/png', 'a.png')],
			{},
			'platformAppOnlyApi',
			'appOnly',
		);
		expect(error?.message).toBe(
			'Item 1: Media > Upload needs a Platform OAuth1 API, Platform OAuth1 Sign-In API, Platform OAuth2 API or Platform Bearer Token API credential',
		);
		expect(emulator().log).toEqual([]);
	});

	test("a missing binary field: the item named once, counted from 1 (without n8n's [item 0])", async () => {
		const { error } = await upload([{ json: {} }]);
		expect(error?.message).toBe(
			'Item 1: Input Binary Field names "data", where the input item holds no file',
		);
		const other = await upload([binaryItem(PNG, 'image/png', 'a.png')], {
			binaryPropertyName: 'photo',
		});
		expect(other.error?.message).toBe(
			'Item 1: Input Binary Field names "photo", but the input item\'s files are under "data"',
		);
		expect([error, other.error].map((e) => `${e?.description} ${e?.stack}`).join()).not.toContain(
			'[item',
		);
		expect(emulator().log).toEqual([]);
	});
});

test('Get Upload Status sends GET /2/media/upload?command=STATUS&media_id= and returns data', async () => {
	const uploaded = await upload([binaryItem(PNG, 'image/png', 'a.png')]);
	const id = uploaded.items[0].json.id as string;
	emulator().clearLog();
	const { items, error } = await core.run({
		authentication: 'oAuth1',
		resource: 'media',
		operation: 'getUploadStatus',
		mediaId: ` ${id} `,
	});
	expect(error).toBeUndefined();
	expect(wire(emulator().log)).toEqual([
		['GET', '/2/media/upload', { command: 'STATUS', media_id: id }, undefined],
	]);
	expect(items.map((i) => i.json)).toEqual([
		{
			id,
			media_key: `3_${id}`,
			size: PNG.length,
			expires_after_secs: 86400,
			image: { image_type: 'image/png' },
		},
	]);
});

test('Get Upload Status of an unknown media ID shows the platform problem', async () => {
	const { error } = await core.run({
		authentication: 'oAuth1',
		resource: 'media',
		operation: 'getUploadStatus',
		mediaId: '999',
	});
	expect(error?.message).toBe('No media has the ID 999 (HTTP 404, resource-not-found)');
	expect(error?.description).toMatch(/^Check the ID: /);
	expect(emulator().log.map((r) => r.status)).toEqual([404]);
});

test('Upload, then Post Create with the media ID, then Get Many with attachments.media_keys expanded shows the media in includes', async () => {
	const uploaded = await upload([binaryItem(PNG, 'image/png', 'photo.png')]);
	const created = await core.run(
		{
			authentication: 'oAuth1',
			resource: 'post',
			operation: 'create',
			text: 'with a picture',
			options: { mediaIds: '={{ $json.id }}' },
		},
		{ items: uploaded.items },
	);
	expect(created.error).toBeUndefined();
	const looked = await core.run(
		{
			authentication: 'oAuth1',
			resource: 'post',
			operation: 'getMany',
			postIds: '={{ $json.id }}',
			postFields: ['attachments'],
			expansions: ['attachments.media_keys'],
			mediaFields: ['url'],
			output: 'response',
		},
		{ items: created.items },
	);
	expect(looked.error).toBeUndefined();
	const { id, media_key: mediaKey } = uploaded.items[0].json as { id: string; media_key: string };
	expect(wire(emulator().log).map(([method, path]) => `${method} ${path}`)).toEqual([
		'POST /2/media/upload',
		'POST /2/posts',
		'GET /2/posts',
	]);
	expect(emulator().log[1].body).toEqual({ text: 'with a picture', media: { media_ids: [id] } });
	expect(looked.items.map((item) => item.json)).toEqual([
		{
			data: [
				{
					id: created.items[0].json.id,
					text: 'with a picture',
					attachments: { media_keys: [mediaKey] },
				},
			],
			includes: {
				media: [
					{
						media_key: mediaKey,
						type: 'photo',
						url: `https://media.platform.example/${mediaKey}.png`,
					},
				],
			},
		},
	]);
});
