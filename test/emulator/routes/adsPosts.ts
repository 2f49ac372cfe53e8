import { adsError } from '../errors';
import {
	adsRoute,
	booleans,
	envelope,
	firstProblem,
	invalid,
	missing,
	notFound,
	single,
	unknownParameters,
} from '../adsRules';
import type { EmulatorState } from '../state';
import { postRecords, userRecords } from '../stores';
import type { Query, Reply, Route, RouteContext } from '../types';
import { withAccount } from './adsAccounts';
import { seededAccountPosts } from '../accountPosts';
import { promotableUserIds } from './adsPromotableUsers';

/** A post created from an ads account, with what the ads view keeps beside the core record. */
export interface AdsPost {
	account_id: string;
	id_str: string;
	text: string;
	name: string | null;
	created_at: string;
	author_id: string;
	nullcast: boolean;
	conversation_settings: string;
	post_mode: string;
	card_uri?: string;
	media_keys: string[];
}

/** The posts of the ads accounts: those created here, after the seeded ones (accountPosts.ts). */
export const adsPosts = (state: EmulatorState): AdsPost[] =>
	state.collection<AdsPost>('adsPosts', () => seededAccountPosts(state));

const PARAMETERS = [
	'as_user_id',
	'text',
	'card_uri',
	'conversation_settings',
	'media_keys',
	'name',
	'nullcast',
	'trim_user',
	'post_mode',
	'video_cta',
	'video_cta_value',
	'video_description',
	'video_title',
];
const ENUMS: Record<string, string[]> = {
	conversation_settings: ['EVERYONE', 'FOLLOWING', 'MENTIONED_USERS'],
	post_mode: ['compat', 'extended'],
	video_cta: ['VISIT_SITE', 'WATCH_NOW'],
};
const MAX_LENGTH: Record<string, number> = { name: 80, video_title: 70, video_description: 200 };
/** The kind of a media key by its type digit (test/emulator/routes/media.ts writes them so). */
const MEDIA_KINDS: Record<string, string> = { '3': 'image', '16': 'gif', '7': 'video' };

function lengths(query: Query): Reply | undefined {
	const long = Object.keys(MAX_LENGTH).find(
		(name) =>
			query[name] !== undefined && [...String(single(query[name]))].length > MAX_LENGTH[name],
	);
	return long
		? invalid(query, long, `${long} must be at most ${MAX_LENGTH[long]} characters`)
		: undefined;
}

function enums(query: Query): Reply | undefined {
	const bad = Object.keys(ENUMS).find(
		(name) => query[name] !== undefined && !ENUMS[name].includes(String(single(query[name]))),
	);
	return bad ? invalid(query, bad, `${bad} must be one of ${ENUMS[bad].join(', ')}`) : undefined;
}

/** Up to 4 images, or 1 animated GIF, or 1 video. */
export function mediaKeys(query: Query): string[] | Reply {
	const keys = (single(query.media_keys) ?? '').split(',').filter(Boolean);
	const kinds = keys.map((key) => MEDIA_KINDS[/^(\d+)_\d+$/.exec(key)?.[1] ?? '']);
	if (kinds.some((kind) => !kind))
		return invalid(query, 'media_keys', 'media_keys must be media keys of images, GIFs or videos');
	const images = kinds.filter((kind) => kind === 'image').length;
	const ok = images === kinds.length ? images <= 4 : kinds.length === 1;
	return ok
		? keys
		: invalid(
				query,
				'media_keys',
				'media_keys takes up to 4 images, or 1 animated GIF, or 1 video',
			);
}

const hashtags = (text: string) =>
	[...text.matchAll(/#(\w+)/g)].map((match) => ({
		text: match[1],
		indices: [match.index, match.index + match[0].length],
	}));
const mentions = (text: string) =>
	[...text.matchAll(/@(\w+)/g)].map((match) => ({
		screen_name: match[1],
		indices: [match.index, match.index + match[0].length],
	}));
const urls = (text: string) =>
	[...text.matchAll(/https?:\/\/\S+/g)].map((match) => ({
		url: match[0],
		expanded_url: match[0],
		indices: [match.index, match.index + match[0].length],
	}));

/** The post object of the ads interface. */
export function postObject(
	state: EmulatorState,
	post: AdsPost,
	trimUser: boolean,
): Record<string, unknown> {
	const author = userRecords(state).find((user) => user.id === post.author_id);
	const user =
		trimUser || !author
			? { id: BigInt(post.author_id), id_str: post.author_id }
			: {
					id: BigInt(author.id),
					id_str: author.id,
					name: author.name,
					screen_name: author.username,
				};
	return {
		created_at: post.created_at,
		// 64-bit numbers, written exactly (jsonText.ts), beside their text as the platform sends them.
		id: BigInt(post.id_str),
		id_str: post.id_str,
		[post.post_mode === 'extended' ? 'full_text' : 'text']: post.text,
		name: post.name,
		entities: {
			hashtags: hashtags(post.text),
			symbols: [],
			user_mentions: mentions(post.text),
			urls: urls(post.text),
		},
		...(post.media_keys.length ? { media_keys: post.media_keys } : {}),
		...(post.card_uri ? { card_uri: post.card_uri } : {}),
		user,
		nullcast: post.nullcast,
		post_type: 'PUBLISHED',
		scheduled_status: null,
		scheduled_at: null,
		favorite_count: 0,
		repost_count: 0,
		favorited: false,
		reposted: false,
		lang: 'en',
		scopes: { followers: !post.nullcast },
	};
}

function createPost({ state, query, auth }: RouteContext, account: { id: string }): Reply {
	const problem = firstProblem(
		unknownParameters(query, PARAMETERS),
		query.as_user_id === undefined ? missing(query, 'as_user_id') : undefined,
		booleans(query, ['nullcast', 'trim_user']),
		enums(query),
		lengths(query),
		query.video_cta !== undefined && query.video_cta_value === undefined
			? missing(query, 'video_cta_value')
			: undefined,
	);
	if (problem) return problem;
	const keys = mediaKeys(query);
	if (!Array.isArray(keys)) return keys;
	const text = single(query.text) ?? '';
	if (!text && keys.length === 0) return missing(query, 'text');
	const asUser = String(single(query.as_user_id));
	if (!promotableUserIds(state, account.id).includes(asUser)) {
		return adsError(
			403,
			'UNAUTHORIZED_ACCESS',
			`User ${asUser} has not granted this account access to post on their behalf`,
			{ parameter: 'as_user_id', value: asUser },
			{ ...query },
		);
	}
	const nullcast = single(query.nullcast) !== 'false';
	if (!nullcast && asUser !== auth.userId)
		return invalid(
			query,
			'nullcast',
			'Organic posts (nullcast=false) can only be created for the authenticated user',
		);
	const post: AdsPost = {
		account_id: account.id,
		id_str: state.nextNumericId(),
		text,
		name: single(query.name) ?? null,
		created_at: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
		author_id: asUser,
		nullcast,
		conversation_settings: single(query.conversation_settings) ?? 'EVERYONE',
		post_mode: single(query.post_mode) ?? 'compat',
		card_uri: single(query.card_uri),
		media_keys: keys,
	};
	adsPosts(state).push(post);
	// The post exists for the core interface too (a lookup by id finds it).
	postRecords(state).push({
		id: post.id_str,
		text,
		author_id: asUser,
		created_at: new Date().toISOString(),
		edit_history_post_ids: [post.id_str],
	});
	return envelope(postObject(state, post, single(query.trim_user) === 'true'), query);
}

function renamePost({ state, params, query }: RouteContext, account: { id: string }): Reply {
	const problem = firstProblem(unknownParameters(query, ['name']), lengths(query));
	if (problem) return problem;
	const post = adsPosts(state).find(
		(candidate) => candidate.account_id === account.id && candidate.id_str === params.post_id,
	);
	if (!post) return notFound(query, `Post ${params.post_id}`);
	post.name = single(query.name) ?? null;
	return envelope(
		{ ...postObject(state, post, false), conversation_settings: post.conversation_settings },
		query,
	);
}

/** Posts created from an advertising account, and their rename. */
export const routes: Route[] = [
	adsRoute('POST', '/12/accounts/:account_id/post', withAccount(createPost)),
	adsRoute('PUT', '/12/accounts/:account_id/posts/:post_id/name', withAccount(renamePost)),
];
