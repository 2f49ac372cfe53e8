import { adsNow, adsTime } from '../adsClock';
import {
	adsRoute,
	envelope,
	firstProblem,
	invalid,
	missing,
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
import type { Route } from '../types';
import { withAccount } from './adsAccounts';

/** A poll card; open until end_time, closed after (state is read against the ads clock). */
export interface PollCard extends CardRecordBase {
	first_choice: string;
	second_choice: string;
	third_choice: string | null;
	fourth_choice: string | null;
	start_time: string;
	end_time: string;
	duration_in_minutes: string;
}

/**
 * 2,100 poll cards of the first account (every 100th deleted), for three pages of 1,000; all closed
 * long ago.
 */
export const SEEDED_POLL_CARDS = 2100;

export const pollCards = (state: EmulatorState): PollCard[] =>
	state.collection<PollCard>('adsPollCards', () =>
		Array.from({ length: SEEDED_POLL_CARDS }, (_, n) => {
			const id = `p${n.toString(36)}`;
			return {
				id,
				account_id: '18ce54d4x5t',
				name: `Poll ${n}`,
				first_choice: 'Yes',
				second_choice: 'No',
				third_choice: null,
				fourth_choice: null,
				start_time: seededTime(n),
				end_time: seededTime(n + 60),
				duration_in_minutes: '60',
				card_uri: `card://${id}`,
				card_type: 'TEXT_POLLS',
				created_at: seededTime(n),
				updated_at: seededTime(n),
				deleted: n % 100 === 99,
			};
		}),
	);

/**
 * The poll as the platform shows it, with state OPEN until end_time, CLOSED after (votes no longer
 * accepted).
 */
const pollView = (record: CardRecordBase, state: EmulatorState) => ({
	...cardView(record),
	state: adsNow(state) >= Date.parse(String(record.end_time)) ? 'CLOSED' : 'OPEN',
});

const CHOICES = ['first_choice', 'second_choice', 'third_choice', 'fourth_choice'];
const PARAMETERS = ['name', 'duration_in_minutes', ...CHOICES, 'media_key'];

const PATH = '/12/accounts/:account_id/cards/poll';

/** Handlers the component cards' GET /cards/:card_id hands /cards/poll to (same path shape). */
export const listPollCards = kindList(pollCards, pollView);

export const routes: Route[] = [
	adsRoute('GET', PATH, listPollCards),
	adsRoute('GET', `${PATH}/:card_id`, kindGet(pollCards, 'Poll card', pollView)),
	adsRoute(
		'POST',
		PATH,
		withAccount((context, account) => {
			const { state, query } = context;
			const value = (name: string) => single(query[name]);
			const problem = firstProblem(
				unknownParameters(query, PARAMETERS),
				singleValues(query),
				noBody(context),
				...['name', 'duration_in_minutes', 'first_choice', 'second_choice'].map((name) =>
					value(name) ? undefined : missing(query, name),
				),
			);
			if (problem) return problem;
			const minutes = Number(value('duration_in_minutes'));
			if (!Number.isInteger(minutes) || minutes < 5 || minutes > 10_080)
				return invalid(
					query,
					'duration_in_minutes',
					'duration_in_minutes must be an integer from 5 to 10080',
				);
			const long = CHOICES.find((name) => [...(value(name) ?? '')].length > 25);
			if (long) return invalid(query, long, `${long} must be at most 25 characters`);
			if (
				value('third_choice') !== undefined &&
				(!value('first_choice') || !value('second_choice'))
			)
				return invalid(query, 'third_choice', 'third_choice needs first_choice and second_choice');
			if (value('fourth_choice') !== undefined && !value('third_choice'))
				return invalid(
					query,
					'fourth_choice',
					'fourth_choice needs first_choice, second_choice and third_choice',
				);
			const media = value('media_key');
			const kind = media === undefined ? undefined : mediaKind(media);
			if (media !== undefined && kind !== 'IMAGE' && kind !== 'VIDEO')
				return invalid(
					query,
					'media_key',
					'media_key must be an image or video of the media library',
				);
			const now = adsNow(state);
			const id = newCardId(state);
			const created: PollCard = {
				id,
				account_id: account.id,
				name: String(value('name')),
				first_choice: String(value('first_choice')),
				second_choice: String(value('second_choice')),
				third_choice: value('third_choice') ?? null,
				fourth_choice: value('fourth_choice') ?? null,
				start_time: adsTime(now),
				end_time: adsTime(now + minutes * 60_000),
				duration_in_minutes: String(minutes),
				card_uri: `card://${id}`,
				card_type:
					kind === 'VIDEO' ? 'VIDEO_POLLS' : kind === 'IMAGE' ? 'IMAGE_POLLS' : 'TEXT_POLLS',
				created_at: adsTime(now),
				updated_at: adsTime(now),
				deleted: false,
			};
			pollCards(state).push(created);
			return envelope(pollView(created, state), query);
		}),
	),
];
