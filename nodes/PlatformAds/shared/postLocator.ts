import type {
	IDataObject,
	ILoadOptionsFunctions,
	INodeListSearchResult,
	INodeProperties,
} from 'n8n-workflow';

import { accountListPage } from '../../shared/ads/accountListPage';
import { listMode, numericIdMode, urlMode } from '../../shared/locators/locatorModes';
import { POST_URL_PATTERN } from '../../shared/patterns';
import { matchesFilter } from '../../shared/pickerFilter';
import { platformTimeToMs, wallClock } from '../../shared/times';

const TEXT_LENGTH = 70;

/** A post as a picker's choice: its text, cut to fit, and its date in the workflow's zone. */
function postChoice(context: ILoadOptionsFunctions, text: unknown, id: string, time: unknown) {
	const words =
		String(text ?? '')
			.replace(/\s+/g, ' ')
			.trim() || id;
	const cut = words.length > TEXT_LENGTH ? `${words.slice(0, TEXT_LENGTH - 1)}…` : words;
	const ms = platformTimeToMs(time);
	if (ms === undefined) return { name: cut, value: id };
	const { date, time: clock } = wallClock(ms, context.getTimezone());
	return { name: `${cut} (${date} ${clock.slice(0, 5)})`, value: id };
}

/**
 * A picker of a list of the account's posts: each page as choices, narrowed to those whose text or
 * ID holds what was typed (anywhere in a word: the platform filters posts by name only).
 */
const postSearch = (
	collection: string,
	query: IDataObject,
	read: (post: IDataObject) => { text: unknown; id: string; time: unknown },
	newestFirst = false,
) =>
	async function (
		this: ILoadOptionsFunctions,
		filter?: string,
		paginationToken?: string,
	): Promise<INodeListSearchResult> {
		const page = await accountListPage.call(this, collection, query, paginationToken);
		if (!page) return { results: [] };
		const posts = page.records.map(read);
		// The platform documents no order: each page shows the newest posts first.
		if (newestFirst)
			posts.sort((a, b) => (platformTimeToMs(b.time) ?? 0) - (platformTimeToMs(a.time) ?? 0));
		return {
			results: posts
				.filter((post) => matchesFilter(filter, post.text, post.id))
				.map((post) => postChoice(this, post.text, post.id, post.time)),
			paginationToken: page.paginationToken,
		};
	};

/**
 * The account's published posts, which Promoted Post > Create promotes: promoted-only and organic
 * (GET /12/accounts/:account_id/posts, 200 a page, each page newest first).
 */
export const searchPromotablePosts = postSearch(
	'/posts',
	{ post_type: 'PUBLISHED', timeline_type: 'ALL', count: 200 },
	(post) => ({
		text: post.full_text ?? post.text,
		id: String(post.id_str ?? post.post_id ?? post.id),
		time: post.created_at,
	}),
	true,
);

/** The account's scheduled posts, with the time each is to be published. */
export const searchScheduledPosts = postSearch('/scheduled_posts', { count: 200 }, (post) => ({
	text: post.text,
	id: String(post.id_str ?? post.id),
	time: post.scheduled_at,
}));

/**
 * A post of the account, from a list (text and date), by ID or by its link. A value saved as a
 * plain ID before the field had modes is still read (locatorId in nodes/shared/locators/idInPath.ts).
 */
export function adsPostLocator(settings: {
	name: string;
	displayName: string;
	description: string;
	searchListMethod: string;
	placeholder: string;
	/** A published post has a link; a scheduled one does not yet. */
	byUrl: boolean;
}): INodeProperties {
	return {
		displayName: settings.displayName,
		name: settings.name,
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: true,
		description: settings.description,
		modes: [
			listMode('Search the text of a post...', settings.searchListMethod),
			numericIdMode('post', `e.g. ${settings.placeholder}`),
			...(settings.byUrl
				? [
						urlMode(
							`e.g. https://example.com/username/status/${settings.placeholder}`,
							POST_URL_PATTERN,
							'Not a post link (…/status/<id>)',
						),
					]
				: []),
		],
	};
}
