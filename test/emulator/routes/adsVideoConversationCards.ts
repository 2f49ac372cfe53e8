import { adsNow, adsTime } from '../adsClock';
import {
	adsRoute,
	envelope,
	firstProblem,
	invalid,
	missing,
	notFound,
	seededTime,
	single,
	unknownParameters,
} from '../adsRules';
import {
	cardView,
	kindGet,
	kindList,
	mediaKind,
	newCardId,
	noBody,
	singleValues,
	type CardRecordBase,
} from '../cards';
import type { EmulatorState } from '../state';
import type { Query, Reply, Route } from '../types';
import { withAccount } from './adsAccounts';
import { accountRecord } from '../adsRecordRoutes';

/** A video conversation card. */
export type VideoConversationCard = CardRecordBase;

/** 2,100 cards of the first account (every 100th deleted), for three pages of 1,000. */
export const SEEDED_VIDEO_CARDS = 2100;

const mediaUrl = (key: string) => `https://video.example.com/${key}.mp4`;

export const videoConversationCards = (state: EmulatorState): VideoConversationCard[] =>
	state.collection<VideoConversationCard>('adsVideoConversationCards', () =>
		Array.from({ length: SEEDED_VIDEO_CARDS }, (_, n) => {
			const id = `v${n.toString(36)}`;
			return {
				id,
				account_id: '18ce54d4x5t',
				name: `Video conversation ${n}`,
				title: 'Pick one',
				first_cta: '#Yes',
				first_cta_post: 'Yes!',
				second_cta: null,
				second_cta_post: null,
				third_cta: null,
				third_cta_post: null,
				fourth_cta: null,
				fourth_cta_post: null,
				thank_you_text: 'Thanks',
				thank_you_url: null,
				media_key: `7_${1000 + n}`,
				media_url: mediaUrl(`7_${1000 + n}`),
				poster_media_url: null,
				video_owner_id: state.seed.userId,
				video_width: '1920',
				video_height: '1080',
				card_uri: `card://${id}`,
				card_type: 'VIDEO_CONVERSATION',
				created_at: seededTime(n),
				updated_at: seededTime(n),
				deleted: n % 100 === 99,
			};
		}),
	);

const CTAS = ['first', 'second', 'third', 'fourth'];
const TEXT = [
	'name',
	'title',
	'thank_you_text',
	'thank_you_url',
	...CTAS.flatMap((order) => [`${order}_cta`, `${order}_cta_post`]),
];
const MEDIA = {
	media_key: ['VIDEO'],
	poster_media_key: ['IMAGE'],
	unlocked_image_media_key: ['IMAGE'],
	unlocked_video_media_key: ['VIDEO'],
} as Record<string, string[]>;
const PARAMETERS = [...TEXT, ...Object.keys(MEDIA)];
const REQUIRED = ['first_cta', 'first_cta_post', 'media_key', 'name', 'thank_you_text'];
/** Write-only: accepted, not returned. */
const WRITE_ONLY = ['poster_media_key', 'unlocked_image_media_key', 'unlocked_video_media_key'];

/**
 * The checks of create and update, on the parameters sent (the update's are all optional); the
 * title-or-second_cta rule holds for the card as it will be (an update keeps what it does not
 * send).
 */
function check(
	context: Parameters<Route['handler']>[0],
	stored?: VideoConversationCard,
): Reply | undefined {
	const { query } = context;
	const create = stored === undefined;
	const value = (name: string) => single(query[name]);
	const after = (name: string) =>
		value(name) ?? (stored?.[name] as string | null | undefined) ?? undefined;
	const problem = firstProblem(
		unknownParameters(query, PARAMETERS),
		singleValues(query),
		noBody(context),
		...(create ? REQUIRED.map((name) => (value(name) ? undefined : missing(query, name))) : []),
	);
	if (problem) return problem;
	if (!create && Object.keys(query).length === 0)
		return invalid(query, 'name', 'Nothing to update');
	for (const order of CTAS) {
		const cta = value(`${order}_cta`);
		if (cta !== undefined && [...cta.replace(/#/g, '')].length > 20)
			return invalid(
				query,
				`${order}_cta`,
				`${order}_cta must be at most 20 characters, # not counted`,
			);
		if (cta && !value(`${order}_cta_post`)) return missing(query, `${order}_cta_post`);
	}
	for (const name of ['title', 'thank_you_text']) {
		if ([...(value(name) ?? '')].length > 23)
			return invalid(query, name, `${name} must be at most 23 characters`);
	}
	if ([...(value('name') ?? '')].length > 80)
		return invalid(query, 'name', 'name must be at most 80 characters');
	if (!after('title') && !after('second_cta')) return missing(query, 'title');
	const badMedia = Object.entries(MEDIA).find(
		([name, kinds]) => value(name) !== undefined && !kinds.includes(mediaKind(value(name)) ?? ''),
	);
	if (badMedia)
		return invalid(
			query,
			badMedia[0],
			`${badMedia[0]} must be the media key of a ${badMedia[1].join(' or ').toLowerCase()} of the media library`,
		);
	return undefined;
}

/** The sent values as record fields (write-only media keys dropped, media_url derived). */
function fieldsOf(query: Query): Record<string, unknown> {
	const fields: Record<string, unknown> = {};
	for (const name of PARAMETERS)
		if (query[name] !== undefined && !WRITE_ONLY.includes(name)) fields[name] = single(query[name]);
	if (fields.media_key) fields.media_url = mediaUrl(String(fields.media_key));
	if (query.poster_media_key !== undefined)
		fields.poster_media_url = `https://pbs.example.com/${single(query.poster_media_key)}.jpg`;
	return fields;
}

const PATH = '/12/accounts/:account_id/cards/video_conversation';

/** Handed over by the component cards' GET /cards/:card_id (same path shape). */
export const listVideoConversationCards = kindList(videoConversationCards);

export const routes: Route[] = [
	adsRoute('GET', PATH, listVideoConversationCards),
	adsRoute('GET', `${PATH}/:card_id`, kindGet(videoConversationCards, 'Video conversation card')),
	adsRoute(
		'POST',
		PATH,
		withAccount((context, account) => {
			const problem = check(context);
			if (problem) return problem;
			const { state, query } = context;
			const now = adsTime(adsNow(state));
			const id = newCardId(state);
			const blank = Object.fromEntries(TEXT.map((name) => [name, null]));
			const created: VideoConversationCard = {
				...blank,
				poster_media_url: null,
				id,
				account_id: account.id,
				name: '',
				...fieldsOf(query),
				video_owner_id: state.seed.userId,
				video_width: '1920',
				video_height: '1080',
				card_uri: `card://${id}`,
				card_type: 'VIDEO_CONVERSATION',
				created_at: now,
				updated_at: now,
				deleted: false,
			};
			videoConversationCards(state).push(created);
			return envelope(cardView(created), query);
		}),
	),
	adsRoute(
		'PUT',
		`${PATH}/:card_id`,
		withAccount((context, account) => {
			const { state, params, query } = context;
			const found = accountRecord(videoConversationCards)(state, account.id, params.card_id);
			if (!found || found.deleted)
				return notFound(query, `Video conversation card ${params.card_id}`);
			const problem = check(context, found);
			if (problem) return problem;
			Object.assign(found, fieldsOf(query), { updated_at: adsTime(adsNow(state)) });
			return envelope(cardView(found), query);
		}),
	),
];
