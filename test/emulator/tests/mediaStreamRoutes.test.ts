import { startEmulator, type Emulator } from '..';
import { streamRules } from '../routes/streamRules';

/** A text field or a file of a multipart/form-data body, written by fetch's own FormData. */
type MultipartPart =
	| { field: string; value: string }
	| { field: string; filename: string; contentType: string; data: Buffer };

function formData(parts: MultipartPart[]): FormData {
	const form = new FormData();
	for (const part of parts) {
		if ('data' in part)
			form.append(part.field, new Blob([part.data], { type: part.contentType }), part.filename);
		else form.append(part.field, part.value);
	}
	return form;
}

/**
 * The emulator routes of media, connections, community notes and stream rules refuse what the
 * platform refuses, with the platform's problem slugs, so the node tests prove something.
 */
let emulator: Emulator;
const USER_TOKEN = 'user-token-for-route-tests';
beforeAll(async () => {
	emulator = await startEmulator();
	emulator.state.userBearerTokens.set(USER_TOKEN, { userId: emulator.seed.userId, valid: true });
});
afterAll(async () => await emulator.close());

const PROBLEMS = 'https://api.platform.example/2/problems/';

async function call(
	method: string,
	path: string,
	options: { json?: unknown; parts?: MultipartPart[]; token?: string } = {},
) {
	const headers: Record<string, string> = {
		Authorization: `Bearer ${options.token ?? USER_TOKEN}`,
	};
	let body: string | FormData | undefined;
	if (options.json !== undefined) {
		headers['Content-Type'] = 'application/json';
		body = JSON.stringify(options.json);
	} else if (options.parts) {
		// fetch writes the multipart body and its Content-Type with the boundary.
		body = formData(options.parts);
	}
	const response = await fetch(`${emulator.coreBaseUrl}${path}`, { method, headers, body });
	return { status: response.status, body: (await response.json()) as Record<string, any> };
}

const segment = (index: number, data: Buffer): MultipartPart[] => [
	{ field: 'segment_index', value: String(index) },
	{ field: 'media', filename: 'clip.mp4', contentType: 'video/mp4', data },
];
const MP4_START = Buffer.concat([
	Buffer.from([0, 0, 0, 0x18]),
	Buffer.from('ftypisom'),
	Buffer.alloc(20),
]);

async function initialize(totalBytes: number) {
	const { body } = await call('POST', '/2/media/upload/initialize', {
		json: { media_type: 'video/mp4', total_bytes: totalBytes, media_category: 'post_video' },
	});
	return body.data.id as string;
}

const expectProblem = (
	answer: { status: number; body: Record<string, any> },
	status: number,
	slug: string,
	parameter?: string,
) => {
	expect(answer.status).toBe(status);
	expect(answer.body.type).toBe(`${PROBLEMS}${slug}`);
	if (parameter)
		expect(
			Object.keys(answer.body.errors?.[0]?.parameters ?? { [answer.body.parameter]: 1 }),
		).toEqual([parameter]);
};

describe('media upload', () => {
	test('initialize checks media_type, total_bytes and media_category', async () => {
		expectProblem(
			await call('POST', '/2/media/upload/initialize', {
				json: { media_type: 'application/pdf', total_bytes: 1, media_category: 'post_image' },
			}),
			400,
			'invalid-request',
			'media_type',
		);
		expectProblem(
			await call('POST', '/2/media/upload/initialize', {
				json: {
					media_type: 'video/mp4',
					total_bytes: 17_179_869_185,
					media_category: 'post_video',
				},
			}),
			400,
			'invalid-request',
			'total_bytes',
		);
		expectProblem(
			await call('POST', '/2/media/upload/initialize', {
				json: { media_type: 'video/mp4', total_bytes: 10, media_category: 'post_movie' },
			}),
			400,
			'invalid-request',
			'media_category',
		);
	});

	test('append takes segment_index 0 to 999 and needs the media part', async () => {
		const id = await initialize(10);
		expectProblem(
			await call('POST', `/2/media/upload/${id}/append`, {
				parts: segment(1000, Buffer.alloc(10)),
			}),
			400,
			'invalid-request',
			'segment_index',
		);
		expectProblem(
			await call('POST', `/2/media/upload/${id}/append`, {
				parts: [{ field: 'segment_index', value: '0' }],
			}),
			400,
			'invalid-request',
			'media',
		);
		expectProblem(
			await call('POST', '/2/media/upload/123/append', { parts: segment(0, Buffer.alloc(1)) }),
			404,
			'resource-not-found',
		);
	});

	test('finalize wants segments from 0 without gaps, adding up to total_bytes', async () => {
		const gap = await initialize(60);
		await call('POST', `/2/media/upload/${gap}/append`, { parts: segment(0, MP4_START) });
		await call('POST', `/2/media/upload/${gap}/append`, { parts: segment(2, Buffer.alloc(28)) });
		const gapAnswer = await call('POST', `/2/media/upload/${gap}/finalize`);
		expectProblem(gapAnswer, 400, 'invalid-request', 'segment_index');
		expect(gapAnswer.body.errors[0].message).toMatch(/segment 1 is missing/);

		const short = await initialize(100);
		await call('POST', `/2/media/upload/${short}/append`, { parts: segment(0, MP4_START) });
		expectProblem(
			await call('POST', `/2/media/upload/${short}/finalize`),
			400,
			'invalid-request',
			'total_bytes',
		);

		const good = await initialize(MP4_START.length);
		await call('POST', `/2/media/upload/${good}/append`, { parts: segment(0, MP4_START) });
		const finalized = await call('POST', `/2/media/upload/${good}/finalize`);
		expect(finalized.body.data).toMatchObject({
			id: good,
			media_key: `7_${good}`,
			processing_info: { state: 'pending', check_after_secs: 1 },
		});
		// Asked again at once: the state does not move before check_after_secs.
		const early = await call('GET', `/2/media/upload?command=STATUS&media_id=${good}`);
		expect(early.body.data.processing_info.state).toBe('pending');
		expectProblem(
			await call('POST', `/2/media/upload/${good}/append`, { parts: segment(1, Buffer.alloc(1)) }),
			400,
			'invalid-request',
			'id',
		);
	});

	test('the one-shot upload takes no amplify_video and sniffs the bytes; status of unknown media is resource-not-found', async () => {
		const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
		const file = (data: Buffer): MultipartPart => ({
			field: 'media',
			filename: 'a',
			contentType: 'image/png',
			data,
		});
		expectProblem(
			await call('POST', '/2/media/upload', {
				parts: [file(png), { field: 'media_category', value: 'amplify_video' }],
			}),
			400,
			'invalid-request',
			'media_category',
		);
		expectProblem(
			await call('POST', '/2/media/upload', {
				parts: [file(Buffer.from('plain text')), { field: 'media_category', value: 'post_image' }],
			}),
			400,
			'invalid-request',
			'media',
		);
		const unknown = await call('GET', '/2/media/upload?command=STATUS&media_id=42');
		expectProblem(unknown, 404, 'resource-not-found');
		expect(unknown.body).toMatchObject({
			resource_type: 'media',
			parameter: 'media_id',
			value: '42',
		});
	});

	test('uploads need user context: the app-only token is refused', async () => {
		expectProblem(
			await call('POST', '/2/media/upload/initialize', {
				token: emulator.seed.appBearerToken,
				json: {},
			}),
			403,
			'unsupported-authentication',
		);
	});
});

describe('connections, notes and stream rules', () => {
	const app = { token: 'emu-app-bearer-token' };

	test('connections: app-only, 1 to 100 uuids, known endpoints', async () => {
		expectProblem(await call('GET', '/2/connections'), 403, 'unsupported-authentication');
		const uuids = Array.from({ length: 101 }, (_, n) => `c${n}`);
		expectProblem(
			await call('DELETE', '/2/connections', { ...app, json: { uuids } }),
			400,
			'invalid-request',
			'uuids',
		);
		expectProblem(
			await call('DELETE', '/2/connections/no_such_stream', app),
			400,
			'invalid-request',
			'endpoint_id',
		);
		expectProblem(await call('GET', '/2/connections?max_results=101', app), 400, 'invalid-request');
	});

	test('notes: a text without URL, an unknown post, a missing test_mode', async () => {
		const info = {
			text: 'no source',
			classification: 'not_misleading',
			misleading_tags: [],
			trustworthy_sources: true,
		};
		expectProblem(
			await call('POST', '/2/notes', { json: { test_mode: true, post_id: '1', info } }),
			400,
			'invalid-request',
			'info.text',
		);
		expectProblem(
			await call('POST', '/2/notes', {
				json: { test_mode: true, post_id: '1', info: { ...info, text: 'https://x.org' } },
			}),
			404,
			'resource-not-found',
		);
		expectProblem(
			await call('GET', '/2/notes/search/notes_written'),
			400,
			'invalid-request',
			'test_mode',
		);
		expectProblem(
			await call('POST', '/2/evaluate_note', { json: { post_id: '1', note_text: 'x', extra: 1 } }),
			400,
			'invalid-request',
			'extra',
		);
	});

	test('stream rules: 2,048 characters at most, one action at a time, syntax problems in errors of a 200', async () => {
		expectProblem(
			await call('POST', '/2/posts/search/stream/rules', {
				...app,
				json: { add: [{ value: 'a'.repeat(2049) }] },
			}),
			400,
			'invalid-request',
			'add.value',
		);
		expectProblem(
			await call('POST', '/2/posts/search/stream/rules', {
				...app,
				json: { add: [{ value: 'a' }], delete: { ids: ['1'] } },
			}),
			400,
			'invalid-request',
		);
		const syntax = await call('POST', '/2/posts/search/stream/rules', {
			...app,
			json: { add: [{ value: '(cat' }] },
		});
		expect(syntax.status).toBe(200);
		expect(syntax.body).toMatchObject({
			errors: [{ type: `${PROBLEMS}invalid-rules`, value: '(cat' }],
			meta: { summary: { created: 0, invalid: 1 } },
		});
		expect(streamRules(emulator.state)).toEqual([]);
		expectProblem(
			await call('GET', '/2/posts/search/stream/rules'),
			403,
			'unsupported-authentication',
		);
	});
});
