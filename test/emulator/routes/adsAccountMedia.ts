import { adsList, adsRoute, invalid, isReply, seededTime, single } from '../adsRules';
import type { EmulatorState } from '../state';
import type { Query, Reply, Route } from '../types';
import { withAccount } from './adsAccounts';
import { wallTime } from '../adsClock';
import { recordRoutes } from '../adsRecordRoutes';

/** An account media asset. */
export interface AccountMedia {
	id: string;
	account_id: string;
	video_id: string | null;
	media_url: string | null;
	creative_type: string;
	created_at: string;
	updated_at: string;
	deleted: boolean;
}

export const CREATIVE_TYPES = [
	'BANNER',
	'BANNER_TABLET',
	'INTERSTITIAL',
	'INTERSTITIAL_LANDSCAPE',
	'INTERSTITIAL_LANDSCAPE_TABLET',
	'INTERSTITIAL_TABLET',
	'MEDIUM_RECTANGLE',
	'PREROLL',
	'VAST_PREROLL',
];
const VIDEO_TYPES = ['PREROLL', 'VAST_PREROLL'];

/**
 * Seeded records: 2,100 of the first account (every creative type in turn, every 100th deleted),
 * three pages of 1,000.
 */
export const SEEDED_ACCOUNT_MEDIA = 2100;

const seeded = (n: number): AccountMedia => {
	const creativeType = CREATIVE_TYPES[n % CREATIVE_TYPES.length];
	const video = VIDEO_TYPES.includes(creativeType);
	return {
		id: `am${n.toString(36)}`,
		account_id: '18ce54d4x5t',
		video_id: video ? String(1_400_000_000_000_000_000n + BigInt(n)) : null,
		media_url: video
			? null
			: `https://media.platform.example/account_media/am${n.toString(36)}.jpg`,
		creative_type: creativeType,
		created_at: seededTime(n),
		updated_at: seededTime(n),
		deleted: n % 100 === 99,
	};
};

/** The account media of every account; the media library adds PREROLL records here. */
export const accountMedia = (state: EmulatorState): AccountMedia[] =>
	state.collection<AccountMedia>('adsAccountMedia', () =>
		Array.from({ length: SEEDED_ACCOUNT_MEDIA }, (_, n) => seeded(n)),
	);

/** A PREROLL asset for a video added to the media library with media_category AMPLIFY_VIDEO. */
export function addPreroll(
	state: EmulatorState,
	accountId: string,
	video: { video_id: string; media_url: string | null },
): AccountMedia {
	const now = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
	const record: AccountMedia = {
		id: `am${BigInt(state.nextNumericId()).toString(36)}`,
		account_id: accountId,
		...video,
		creative_type: 'PREROLL',
		created_at: now,
		updated_at: now,
		deleted: false,
	};
	accountMedia(state).push(record);
	return record;
}

const publicView = ({ account_id: _, ...record }: AccountMedia) => record;
const ID = /^[0-9a-z]+$/i;

/** A comma list of at most `max` values, each passing `valid`; the list, or the refusal. */
function commaList(
	query: Query,
	name: string,
	max: number,
	valid: (value: string) => boolean,
	what: string,
): string[] | Reply | undefined {
	const text = single(query[name]);
	if (text === undefined) return undefined;
	const values = text.split(',').map((value) => value.trim());
	if (values.length > max)
		return invalid(query, name, `${name} takes at most ${max} values, got ${values.length}`);
	const bad = values.find((value) => !valid(value));
	return bad === undefined
		? values
		: invalid(query, name, `${name} must be a comma list of ${what}; "${bad}" is not one`);
}

const PATH = '/12/accounts/:account_id/account_media';

/** Account media: list (ids, creative types, standard list parameters), get, delete. */
export const routes: Route[] = [
	adsRoute(
		'GET',
		PATH,
		withAccount(({ state, query }, account) => {
			const ids = commaList(
				query,
				'account_media_ids',
				200,
				(value) => ID.test(value),
				'account media IDs',
			);
			if (isReply(ids)) return ids;
			const types = commaList(
				query,
				'creative_types',
				CREATIVE_TYPES.length,
				(value) => CREATIVE_TYPES.includes(value),
				`creative types (${CREATIVE_TYPES.join(', ')})`,
			);
			if (isReply(types)) return types;
			const records = accountMedia(state).filter(
				(record) =>
					record.account_id === account.id &&
					(!ids || ids.includes(record.id)) &&
					(!types || types.includes(record.creative_type)),
			);
			return adsList(records.map(publicView), query, ['account_media_ids', 'creative_types']);
		}),
	),
	...recordRoutes({
		path: PATH,
		records: accountMedia,
		what: 'Account media',
		view: publicView,
		deletable: {
			also: (found) => {
				found.updated_at = wallTime();
			},
		},
	}),
];
