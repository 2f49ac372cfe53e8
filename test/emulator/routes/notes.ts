import { problem } from '../errors';
import { corePage } from '../paging';
import type { EmulatorState } from '../state';
import { postRecords, type PostRecord } from '../stores';
import type { Reply, Route, RouteContext } from '../types';

/**
 * Community notes (spec document 1: POST /2/evaluate_note, GET /2/notes/search/posts_eligible_for_notes,
 * GET /2/notes/search/notes_written, POST /2/notes; shapes from the reference). Notes are about
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
const TAGS = ['disputed_claim_as_fact', 'factual_error', 'manipulated_media', 'misinterpreted_satire', 'missing_important_context', 'other', 'outdated_information'];
const NOTE_FIELDS = ['id', 'info', 'scoring_status', 'status', 'test_result'];

const invalid = (detail: string, parameter: string, value: unknown): Reply =>
	problem(400, 'invalid-request', 'Invalid Request', detail, { errors: [{ message: detail, parameters: { [parameter]: [String(value)] } }] });

const postNotFound = (id: string): Reply =>
	problem(404, 'resource-not-found', 'Not Found Error', `Could not find post with post_id: [${id}].`, {
		parameter: 'post_id', value: id, resource_id: id, resource_type: 'post',
	});

/** The post named by post_id, or the answer refusing it. */
function notedPost(state: EmulatorState, postId: unknown): PostRecord | Reply {
	if (typeof postId !== 'string' || !/^[0-9]{1,19}$/.test(postId)) return invalid('post_id must be a post id of 1 to 19 digits.', 'post_id', postId);
	return postRecords(state).find((post) => post.id === postId) ?? postNotFound(postId);
}

const isReply = (value: unknown): value is Reply => typeof value === 'object' && value !== null && ('status' in value || 'body' in value) && !('id' in value);

function unknownMember(body: Record<string, unknown>, allowed: string[]): Reply | undefined {
	const extra = Object.keys(body).find((name) => !allowed.includes(name));
	return extra === undefined ? undefined : invalid(`[${extra}] is not one of [${allowed.join(', ')}]`, extra, '');
}

function evaluate({ state, body }: RouteContext): Reply {
	const request = (body ?? {}) as Record<string, unknown>;
	const extra = unknownMember(request, ['post_id', 'note_text']);
	if (extra) return extra;
	if (typeof request.note_text !== 'string' || request.note_text.trim() === '') return invalid('note_text is required.', 'note_text', '');
	const post = notedPost(state, request.post_id);
	if (isReply(post)) return post;
	// A stand-in score: notes that cite a source read as claims backed by evidence.
	const cites = /https?:\/\/\S+/.test(request.note_text);
	return { body: { data: { claim_opinion_score: cites ? 0.82 : 0.31 } } };
}

function create({ state, body, auth }: RouteContext): Reply {
	const request = (body ?? {}) as Record<string, unknown>;
	const extra = unknownMember(request, ['test_mode', 'post_id', 'info']);
	if (extra) return extra;
	if (typeof request.test_mode !== 'boolean') return invalid('test_mode is required: true or false.', 'test_mode', request.test_mode);
	const info = request.info as Record<string, unknown> | undefined;
	if (!info || typeof info !== 'object') return invalid('info is required.', 'info', '');
	const infoExtra = unknownMember(info, ['text', 'classification', 'misleading_tags', 'trustworthy_sources', 'is_media_note']);
	if (infoExtra) return infoExtra;
	if (typeof info.text !== 'string' || !/^(?=[\s\S]*https?:\/\/\S+)[\s\S]+$/.test(info.text)) return invalid('info.text must contain a URL.', 'info.text', info.text);
	if (!CLASSIFICATIONS.includes(String(info.classification))) return invalid(`info.classification must be one of ${CLASSIFICATIONS.join(', ')}.`, 'info.classification', info.classification);
	const tags = info.misleading_tags;
	if (!Array.isArray(tags) || tags.some((tag) => !TAGS.includes(String(tag)))) return invalid(`info.misleading_tags must be an array of ${TAGS.join(', ')}.`, 'info.misleading_tags', JSON.stringify(tags));
	if (info.classification === CLASSIFICATIONS[0] && tags.length === 0) return invalid('A misleading note needs at least one misleading tag.', 'info.misleading_tags', '[]');
	if (typeof info.trustworthy_sources !== 'boolean') return invalid('info.trustworthy_sources is required: true or false.', 'info.trustworthy_sources', info.trustworthy_sources);
	const post = notedPost(state, request.post_id);
	if (isReply(post)) return post;
	const id = state.nextNumericId();
	notes(state).push({ id, author_id: auth.userId, test_mode: request.test_mode, info: { ...info, post_id: post.id }, status: 'needs_more_ratings' });
	return { status: 201, body: { data: { id } } };
}

/** test_mode is required on both searches, as "true" or "false". */
function testMode(context: RouteContext): boolean | Reply {
	const value = context.query.test_mode;
	if (value !== 'true' && value !== 'false') return invalid('test_mode is required: true or false.', 'test_mode', value ?? '');
	return value === 'true';
}

function eligiblePosts(context: RouteContext): Reply {
	const mode = testMode(context);
	if (typeof mode !== 'boolean') return mode;
	const fields = String(context.query['post.fields'] ?? '').split(',').filter(Boolean);
	// Posts of other users only: nobody notes their own posts.
	const posts = postRecords(context.state)
		.filter((post) => post.author_id !== context.auth.userId)
		.map((post) => Object.fromEntries(Object.entries(post).filter(([name]) => name === 'id' || name === 'text' || fields.includes(name))));
	return corePage(posts, context.query, { min: 1, max: 100, default: 10 });
}

function written(context: RouteContext): Reply {
	const mode = testMode(context);
	if (typeof mode !== 'boolean') return mode;
	const fields = String(context.query['note.fields'] ?? '').split(',').filter(Boolean);
	const bad = fields.find((field) => !NOTE_FIELDS.includes(field));
	if (bad) return invalid(`The note.fields value "${bad}" is not one of ${NOTE_FIELDS.join(', ')}.`, 'note.fields', bad);
	const shown = fields.length ? fields : ['id', 'info'];
	const mine = notes(context.state)
		.filter((note) => note.author_id === context.auth.userId && note.test_mode === mode)
		.map((note) => {
			const full: Record<string, unknown> = { id: note.id, info: note.info, status: note.status };
			if (note.test_mode) full.test_result = { evaluation_outcome: [{ evaluator_type: 'claim_opinion', evaluator_score_bucket: 'high' }] };
			return Object.fromEntries(Object.entries(full).filter(([name]) => name === 'id' || shown.includes(name)));
		});
	return corePage(mine, context.query, { min: 1, max: 100, default: 10 });
}

export const routes: Route[] = [
	{ api: 'core', method: 'POST', path: '/2/evaluate_note', auth: 'user', handler: evaluate },
	{ api: 'core', method: 'POST', path: '/2/notes', auth: 'user', handler: create },
	{ api: 'core', method: 'GET', path: '/2/notes/search/posts_eligible_for_notes', auth: 'user', handler: eligiblePosts },
	{ api: 'core', method: 'GET', path: '/2/notes/search/notes_written', auth: 'user', handler: written },
];
