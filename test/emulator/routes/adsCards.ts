import { adsNow, adsTime } from '../adsClock';
import {
	adsList,
	adsRoute,
	booleans,
	envelope,
	firstProblem,
	invalid,
	isReply,
	isTrue,
	notFound,
	seededTime,
	single,
	unknownParameters,
} from '../adsRules';
import {
	cardView,
	idList,
	mediaKind,
	namePrefix,
	newCardId,
	type CardRecordBase,
	type MediaKind,
} from '../cards';
import type { EmulatorState } from '../state';
import type { Reply, Route, RouteContext } from '../types';
import { withAccount } from './adsAccounts';
import { getRecord, type RecordKind } from '../adsRecordRoutes';
import { listPollCards } from './adsPollCards';
import { listVideoConversationCards } from './adsVideoConversationCards';

type Component = Record<string, unknown>;

/** A component-based card; legacy cards have no components. */
export interface Card extends CardRecordBase {
	components?: Component[];
	slides?: Component[][];
	legacy?: boolean;
}

/** 450 component cards of the first account (every 50th deleted): three pages of 200. */
export const SEEDED_CARDS = 450;
export const LEGACY_CARD = { id: 'legacy1', card_type: 'IMAGE_CONVERSATION' };

export const cards = (state: EmulatorState): Card[] =>
	state.collection<Card>('adsCards', () => [
		...Array.from({ length: SEEDED_CARDS }, (_, n): Card => {
			const id = `k${n.toString(36)}`;
			const video = n % 3 === 2;
			return {
				id,
				account_id: '18ce54d4x5t',
				name: `Card ${n}`,
				card_uri: `card://${id}`,
				card_type: video ? 'VIDEO_WEBSITE' : 'IMAGE_WEBSITE',
				components: [
					{ type: 'MEDIA', media_key: `${video ? 7 : 3}_${2000 + n}` },
					{
						type: 'DETAILS',
						title: `Offer ${n}`,
						destination: { type: 'WEBSITE', url: `https://example.com/${n}` },
					},
				],
				created_at: seededTime(n),
				updated_at: seededTime(n),
				deleted: n % 50 === 49,
			};
		}),
		{
			...LEGACY_CARD,
			account_id: '18ce54d4x5t',
			name: 'Legacy image conversation',
			card_uri: `card://${LEGACY_CARD.id}`,
			legacy: true,
			created_at: seededTime(0),
			updated_at: seededTime(0),
			deleted: false,
		},
	]);

const LABELS = ['BOOK', 'CONNECT', 'INSTALL', 'OPEN', 'ORDER', 'PLAY', 'SHOP'];
const COUNTRY = /^[A-Z]{2}$/;
const isObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);
const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

type Checked =
	| { problem: string; parameter: string }
	| { media: MediaKind[]; destination: 'WEBSITE' | 'APP'; swipeable: boolean };

/**
 * One card's components as the platform checks them: shapes, one media and one destination
 * component.
 */
function checkComponents(components: unknown, parameter: string): Checked {
	const fail = (problem: string) => ({ problem, parameter });
	if (!Array.isArray(components) || components.length === 0)
		return fail(`${parameter} must be a non-empty array of components`);
	const media: MediaKind[] = [];
	const destinations: Array<'WEBSITE' | 'APP'> = [];
	let swipeable = false;
	let mediaComponents = 0;
	for (const component of components) {
		if (!isObject(component)) return fail('Each component must be an object');
		const destination = isObject(component.destination) ? component.destination : {};
		switch (component.type) {
			case 'MEDIA': {
				const kind = mediaKind(component.media_key);
				if (!kind)
					return fail('MEDIA needs media_key, the key of an image or video of the media library');
				media.push(kind);
				mediaComponents++;
				break;
			}
			case 'SWIPEABLE_MEDIA': {
				const keys = component.media_keys;
				if (!Array.isArray(keys) || keys.length < 2 || keys.length > 6)
					return fail('SWIPEABLE_MEDIA needs media_keys: 2 to 6 images or videos');
				const kinds = keys.map(mediaKind);
				if (kinds.some((kind) => !kind))
					return fail('SWIPEABLE_MEDIA media_keys must be media keys of the media library');
				media.push(...(kinds as MediaKind[]));
				swipeable = true;
				mediaComponents++;
				break;
			}
			case 'DETAILS':
				if (!filled(component.title)) return fail('DETAILS needs title');
				if (destination.type !== 'WEBSITE' || !filled(destination.url))
					return fail('DETAILS needs a WEBSITE destination with url');
				destinations.push('WEBSITE');
				break;
			case 'BUTTON': {
				const label = isObject(component.label) ? component.label : {};
				if (label.type !== 'ENUM' || !LABELS.includes(String(label.value)))
					return fail(`BUTTON label must be {type: ENUM, value: ${LABELS.join('|')}}`);
				if (destination.type !== 'APP') return fail('BUTTON needs an APP destination');
				if (!COUNTRY.test(String(destination.country_code ?? '')))
					return fail('APP destination needs country_code (ISO 3166-1 alpha-2)');
				const ios = filled(destination.ios_app_store_identifier);
				const android = filled(destination.android_store_app_id);
				if (!ios && !android)
					return fail('APP destination needs ios_app_store_identifier or android_store_app_id');
				if (destination.ios_deep_link !== undefined && !ios)
					return fail('ios_deep_link is allowed only with ios_app_store_identifier');
				if (destination.android_store_deep_link !== undefined && !android)
					return fail('android_store_deep_link is allowed only with android_store_app_id');
				destinations.push('APP');
				break;
			}
			default:
				return fail(`Unknown component type ${String(component.type)}`);
		}
	}
	if (mediaComponents !== 1)
		return fail('A card needs exactly one media component (MEDIA or SWIPEABLE_MEDIA)');
	if (destinations.length !== 1)
		return fail('A card needs exactly one DETAILS or BUTTON component');
	return { media, destination: destinations[0], swipeable };
}

/** The media part of a card_type: IMAGE (GIFs too), VIDEO or MIXED_MEDIA. */
const mediaPart = (kinds: MediaKind[]) => {
	const set = new Set(kinds.map((kind) => (kind === 'VIDEO' ? 'VIDEO' : 'IMAGE')));
	return set.size > 1 ? 'MIXED_MEDIA' : [...set][0];
};

/**
 * card_type from the content: IMAGE_WEBSITE, VIDEO_APP, IMAGE_CAROUSEL_WEBSITE,
 * MIXED_MEDIA_SINGLE_DEST_CAROUSEL_APP, VIDEO_MULTI_DEST_CAROUSEL_WEBSITE, ...
 */
function cardContent(
	body: Record<string, unknown>,
): { problem: string; parameter: string } | { card_type: string } {
	if (body.components !== undefined) {
		const checked = checkComponents(body.components, 'components');
		if ('problem' in checked) return checked;
		const media = mediaPart(checked.media);
		if (!checked.swipeable) return { card_type: `${media}_${checked.destination}` };
		return {
			card_type:
				media === 'MIXED_MEDIA'
					? `MIXED_MEDIA_SINGLE_DEST_CAROUSEL_${checked.destination}`
					: `${media}_CAROUSEL_${checked.destination}`,
		};
	}
	const slides = body.slides;
	if (!Array.isArray(slides) || slides.length === 0)
		return { problem: 'slides must be a non-empty array of slides', parameter: 'slides' };
	const kinds: MediaKind[] = [];
	for (const [index, slide] of slides.entries()) {
		const checked = checkComponents(slide, `slides[${index}]`);
		if ('problem' in checked)
			return { ...checked, problem: `Slide ${index + 1}: ${checked.problem}` };
		// The platform's card_type values have multi-destination carousels for websites only.
		if (checked.destination !== 'WEBSITE')
			return {
				problem: `Slide ${index + 1}: multi-destination carousels take DETAILS (website) destinations`,
				parameter: `slides[${index}]`,
			};
		kinds.push(...checked.media);
	}
	return { card_type: `${mediaPart(kinds)}_MULTI_DEST_CAROUSEL_WEBSITE` };
}

/**
 * The JSON body of POST cards and of the update: JSON only, name at most 80, exactly one of
 * components or slides.
 */
function readBody(
	context: RouteContext,
	create: boolean,
): Reply | { name?: string; components?: Component[]; slides?: Component[][]; card_type?: string } {
	const { query, headers, body } = context;
	const refuse = (parameter: string, message: string, code = 'INVALID_PARAMETER') => ({
		status: 400,
		body: { errors: [{ code, message, parameter }], request: { params: { ...query } } },
	});
	const problem = unknownParameters(query, []);
	if (problem) return problem;
	if (
		!String(headers['content-type'] ?? '')
			.toLowerCase()
			.startsWith('application/json') ||
		!isObject(body)
	)
		return refuse('body', 'Cards take a JSON body only (Content-Type: application/json)');
	const unknown = Object.keys(body).find((key) => !['name', 'components', 'slides'].includes(key));
	if (unknown) return refuse(unknown, `Unexpected parameter ${unknown}`);
	if (create && !filled(body.name)) return refuse('name', 'name is required', 'MISSING_PARAMETER');
	if (body.name !== undefined && (typeof body.name !== 'string' || [...body.name].length > 80))
		return refuse('name', 'name must be a string of at most 80 characters');
	const both = body.components !== undefined && body.slides !== undefined;
	if (both || (create && body.components === undefined && body.slides === undefined))
		return refuse('components', 'Exactly one of components or slides is required');
	if (body.components === undefined && body.slides === undefined) {
		return body.name === undefined
			? refuse('name', 'Nothing to update')
			: { name: body.name as string };
	}
	const content = cardContent(body);
	if ('problem' in content) return refuse(content.parameter, content.problem);
	return {
		...(body.name !== undefined ? { name: body.name as string } : {}),
		...(body.components !== undefined
			? { components: body.components as Component[] }
			: { slides: body.slides as Component[][] }),
		card_type: content.card_type,
	};
}

/** Component cards as shown: no emulator-only fields. */
const shown = (card: Card) => {
	const { legacy: _, ...rest } = cardView(card) as Card;
	return rest;
};

const PATH = '/12/accounts/:account_id/cards';
const find = (state: EmulatorState, accountId: string, id: string) =>
	cards(state).find((card) => card.account_id === accountId && card.id === id && !card.legacy);
const cardKind: RecordKind<Card> = {
	find,
	keyParameter: 'card_id',
	notFound: (query, id) => notFound(query, `Card ${id}`),
	// The response data is an array holding the card.
	view: (card) => [shown(card)],
};

const listCards = withAccount(({ state, query }, account) => {
	if (query.with_total_count !== undefined)
		return invalid(query, 'with_total_count', 'Unexpected parameter with_total_count');
	const ids = idList(query, 'card_id');
	const uris = idList(query, 'card_uris');
	const q = namePrefix(query);
	const types = single(query.card_types)?.split(',');
	const problem = firstProblem(
		ids.problem,
		uris.problem,
		q.problem,
		booleans(query, ['include_legacy_cards']),
	);
	if (problem) return problem;
	const found = cards(state).filter(
		(card) =>
			card.account_id === account.id &&
			(!card.legacy || isTrue(query, 'include_legacy_cards')) &&
			(!ids.values || ids.values.includes(card.id)) &&
			(!uris.values || uris.values.includes(card.card_uri)) &&
			(!types || types.includes(card.card_type)) &&
			(q.prefix === undefined || card.name.toLowerCase().startsWith(q.prefix)),
	);
	return adsList(
		found.map(shown),
		query,
		['card_types', 'card_id', 'card_uris', 'include_legacy_cards', 'q'],
		{ min: 1, max: 200, default: 100 },
	);
});

/**
 * GET /cards/:card_id; /cards/poll and /cards/video_conversation have the same shape and are handed
 * over.
 */
const getCard = (context: RouteContext): Reply | Promise<Reply> => {
	if (context.params.card_id === 'poll') return listPollCards(context);
	if (context.params.card_id === 'video_conversation') return listVideoConversationCards(context);
	return getRecord(cardKind)(context);
};

export const routes: Route[] = [
	adsRoute('GET', PATH, listCards),
	adsRoute('GET', `${PATH}/:card_id`, getCard),
	adsRoute(
		'POST',
		PATH,
		withAccount((context, account) => {
			const read = readBody(context, true);
			if (isReply(read)) return read;
			const now = adsTime(adsNow(context.state));
			const id = newCardId(context.state);
			const created: Card = {
				id,
				account_id: account.id,
				name: read.name!,
				card_uri: `card://${id}`,
				card_type: read.card_type!,
				created_at: now,
				updated_at: now,
				deleted: false,
			};
			if (read.components) created.components = read.components;
			else created.slides = read.slides;
			cards(context.state).push(created);
			return envelope(shown(created), {});
		}),
	),
	// The platform names no method for the update; the node sends PUT (see its README row).
	adsRoute(
		'PUT',
		`${PATH}/:card_id`,
		withAccount((context, account) => {
			const found = find(context.state, account.id, context.params.card_id);
			if (!found || found.deleted) return cardKind.notFound(context.query, context.params.card_id);
			const read = readBody(context, false);
			if (isReply(read)) return read;
			if (read.name !== undefined) found.name = read.name;
			if (read.components) {
				found.components = read.components;
				delete found.slides;
			} else if (read.slides) {
				found.slides = read.slides;
				delete found.components;
			}
			if (read.card_type) found.card_type = read.card_type;
			found.updated_at = adsTime(adsNow(context.state));
			return envelope(shown(found), {});
		}),
	),
	adsRoute(
		'DELETE',
		`${PATH}/:card_type/:card_id`,
		withAccount(({ state, params, query }, account) => {
			const problem = unknownParameters(query, []);
			if (problem) return problem;
			const found = cards(state).find(
				(card) =>
					card.account_id === account.id &&
					card.id === params.card_id &&
					card.legacy &&
					card.card_type === params.card_type,
			);
			if (!found || found.deleted)
				return notFound(query, `Legacy ${params.card_type} card ${params.card_id}`);
			found.deleted = true;
			return envelope(shown(found), query);
		}),
	),
];
