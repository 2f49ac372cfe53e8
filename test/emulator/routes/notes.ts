import { corePage } from '../paging';
import { checked, ID_PATTERN, invalidRequest, notFound } from '../requestChecks';
import type { EmulatorState } from '../state';
import { postRecords, type PostRecord } from '../stores';
import type { Reply, Route, RouteContext } from '../types';

/**
 * Community notes. Notes are about
 * posts of the shared post store. User context only.
 */
interface Note {
	id: string;
	author_id: string | undefined;
	test_mode: boolean;
	info: Record<string, unknown>;
	status: string;
}

const notes = (state: EmulatorState) => state.collection<Note>('notes');

const CLASSIFICATIONS = ['misinformed_or_potentially_misleading', 'not_misleading'];
const TAGS = [
	'disputed_claim_as_fact',
	'factual_error',
	'manipulated_media',
	'misinterpreted_satire',
	'missing_important_context',
	'other',
	'outdated_information',
];
const NOTE_FIELDS = ['id', 'info', 'scoring_status', 'status', 'test_result'];

/** The post named by post_id. */
function notedPost(state: EmulatorState, postId: unknown): PostRecord {
	if (typeof postId !== 'string' || !ID_PATTERN.test(postId))
		throw invalidRequest('post_id', postId, 'post_id must be a post id of 1 to 19 digits.');
	const post = postRecords(state).find((candidate) => candidate.id === postId);
	if (!post) throw notFound('post', 'post_id', postId);
	return post;
}

/** Bodies allow no other members. */
function onlyMembers(body: Record<string, unknown>, allowed: string[]): void {
	const extra = Object.keys(body).find((name) => !allowed.includes(name));
	if (extra !== undefined)
		throw invalidRequest(extra, '', `[${extra}] is not one of [${allowed.join(', ')}]`);
}

function evaluate({ state, body }: RouteContext): Reply {
	const request = (body ?? {}) as Record<string, unknown>;
	onlyMembers(request, ['post_id', 'note_text']);
	if (typeof request.note_text !== 'string' || request.note_text.trim() === '')
		throw invalidRequest('note_text', '', 'note_text is required.');
	notedPost(state, request.post_id);
	// A stand-in score: notes that cite a source read as claims backed by evidence.
	const cites = /https?:\/\/\S+/.test(request.note_text);
	return { body: { data: { claim_opinion_score: cites ? 0.82 : 0.31 } } };
}

function create({ state, body, auth }: RouteContext): Reply {
	const request = (body ?? {}) as Record<string, unknown>;
	onlyMembers(request, ['test_mode', 'post_id', 'info']);
	if (typeof request.test_mode !== 'boolean')
		throw invalidRequest('test_mode', request.test_mode, 'test_mode is required: true or false.');
	const info = request.info as Record<string, unknown> | undefined;
	if (!info || typeof info !== 'object') throw invalidRequest('info', '', 'info is required.');
	onlyMembers(info, [
		'text',
		'classification',
		'misleading_tags',
		'trustworthy_sources',
		'is_media_note',
	]);
	if (typeof info.text !== 'string' || !/^(?=[\s\S]*https?:\/\/\S+)[\s\S]+$/.test(info.text))
		throw invalidRequest('info.text', info.text, 'info.text must contain a URL.');
	if (!CLASSIFICATIONS.includes(String(info.classification)))
		throw invalidRequest(
			'info.classification',
			info.classification,
			`info.classification must be one of ${CLASSIFICATIONS.join(', ')}.`,
		);
	const tags = info.misleading_tags;
	if (!Array.isArray(tags) || tags.some((tag) => !TAGS.includes(String(tag))))
		throw invalidRequest(
			'info.misleading_tags',
			JSON.stringify(tags),
			`info.misleading_tags must be an array of ${TAGS.join(', ')}.`,
		);
	if (info.classification === CLASSIFICATIONS[0] && tags.length === 0)
		throw invalidRequest(
			'info.misleading_tags',
			'[]',
			'A misleading note needs at least one misleading tag.',
		);
	if (typeof info.trustworthy_sources !== 'boolean')
		throw invalidRequest(
			'info.trustworthy_sources',
			info.trustworthy_sources,
			'info.trustworthy_sources is required: true or false.',
		);
	const post = notedPost(state, request.post_id);
	const id = state.nextNumericId();
	notes(state).push({
		id,
		author_id: auth.userId,
		test_mode: request.test_mode,
		info: { ...info, post_id: post.id },
		status: 'needs_more_ratings',
	});
	return { status: 201, body: { data: { id } } };
}

/** test_mode is required on both searches, as "true" or "false". */
function testMode(context: RouteContext): boolean {
	const value = context.query.test_mode;
	if (value !== 'true' && value !== 'false')
		throw invalidRequest('test_mode', value ?? '', 'test_mode is required: true or false.');
	return value === 'true';
}

function eligiblePosts(context: RouteContext): Reply {
	testMode(context);
	const fields = String(context.query['post.fields'] ?? '')
		.split(',')
		.filter(Boolean);
	// Posts of other users only: nobody notes their own posts.
	const posts = postRecords(context.state)
		.filter((post) => post.author_id !== context.auth.userId)
		.map((post) =>
			Object.fromEntries(
				Object.entries(post).filter(
					([name]) => name === 'id' || name === 'text' || fields.includes(name),
				),
			),
		);
	return corePage(posts, context.query, { min: 1, max: 100, default: 10 });
}

function written(context: RouteContext): Reply {
	const mode = testMode(context);
	const fields = String(context.query['note.fields'] ?? '')
		.split(',')
		.filter(Boolean);
	const bad = fields.find((field) => !NOTE_FIELDS.includes(field));
	if (bad)
		throw invalidRequest(
			'note.fields',
			bad,
			`The note.fields value "${bad}" is not one of ${NOTE_FIELDS.join(', ')}.`,
		);
	const shown = fields.length ? fields : ['id', 'info'];
	const mine = notes(context.state)
		.filter((note) => note.author_id === context.auth.userId && note.test_mode === mode)
		.map((note) => {
			const full: Record<string, unknown> = { id: note.id, info: note.info, status: note.status };
			if (note.test_mode)
				full.test_result = {
					evaluation_outcome: [{ evaluator_type: 'claim_opinion', evaluator_score_bucket: 'high' }],
				};
			return Object.fromEntries(
				Object.entries(full).filter(([name]) => name === 'id' || shown.includes(name)),
			);
		});
	return corePage(mine, context.query, { min: 1, max: 100, default: 10 });
}

export const routes: Route[] = [
	{
		api: 'core',
		method: 'POST',
		path: '/2/evaluate_note',
		auth: 'user',
		handler: checked(evaluate),
	},
	{ api: 'core', method: 'POST', path: '/2/notes', auth: 'user', handler: checked(create) },
	{
		api: 'core',
		method: 'DELETE',
		path: '/2/notes/:id',
		auth: 'user',
		handler: checked(({ params, auth, state }) => {
			const all = notes(state);
			const index = all.findIndex(
				(note) => note.id === params.id && note.author_id === auth.userId,
			);
			if (index === -1) throw notFound('note', 'id', params.id);
			all.splice(index, 1);
			return { body: { data: { deleted: true } } };
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/notes/search/posts_eligible_for_notes',
		auth: 'user',
		handler: checked(eligiblePosts),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/notes/search/notes_written',
		auth: 'user',
		handler: checked(written),
	},
];
