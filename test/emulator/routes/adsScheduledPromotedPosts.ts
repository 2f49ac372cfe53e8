import { adsError } from '../errors';
import { envelope, invalid, missing, seededTime, single } from '../adsRules';
import { adsNow, adsTime } from '../adsClock';
import type { EmulatorState } from '../state';
import type { Route } from '../types';
import { adsNowTime, linkedRecordRoutes, type LinkedRecord } from '../promotedRecords';
import { pendingPosts } from './adsScheduledPosts';

/** A scheduled post as promoting it needs: when it is published, and the post it becomes. */
export interface ScheduledPostTime {
	id: string;
	account_id: string;
	scheduled_at: string;
	/** The post it became once published. */
	post_id: string;
}

/**
 * Scheduled posts of the seeded account: one an hour after the emulator started (its promotion
 * can be deleted until the clock passes it), one in 2030, one published on 2026-01-02.
 */
export const scheduledPostTimes = (state: EmulatorState): ScheduledPostTime[] =>
	state.collection<ScheduledPostTime>('adsScheduledPostTimes', () =>
		[
			['1700000000000000001', adsTime(adsNow(state) + 60 * 60_000), '1710000000000000001'],
			['1700000000000000002', '2030-01-01T09:00:00Z', '1710000000000000002'],
			['1700000000000000003', '2026-01-02T09:00:00Z', '1710000000000000003'],
		].map(([id, at, postId]) => ({
			id,
			account_id: '18ce54d4x5t',
			scheduled_at: at,
			post_id: postId,
		})),
	);

/**
 * The scheduled post of that ID in the account: a seeded one above, or one made with Scheduled
 * Post > Create (not yet published, so it has no post yet).
 */
const findScheduledPost = (
	state: EmulatorState,
	accountId: string,
	id: unknown,
): ScheduledPostTime | undefined =>
	scheduledPostTimes(state).find((post) => post.id === id && post.account_id === accountId) ??
	pendingPosts(state)
		.filter((post) => post.kind === 'scheduled' && !post.deleted && post.account_id === accountId)
		.map((post) => ({
			id: post.id,
			account_id: post.account_id,
			scheduled_at: String(post.scheduled_at),
			post_id: '',
		}))
		.find((post) => post.id === id);
const scheduledPostOf = (state: EmulatorState, record: LinkedRecord) =>
	findScheduledPost(state, record.account_id, record.scheduled_post_id);
const published = (state: EmulatorState, post: ScheduledPostTime | undefined) =>
	post !== undefined && Date.parse(post.scheduled_at) <= adsNow(state);

const scheduledPromotedPost = (id: string, lineItemId: string, scheduledPostId: string) => ({
	id,
	account_id: '18ce54d4x5t',
	line_item_id: lineItemId,
	scheduled_post_id: scheduledPostId,
	created_at: seededTime(0),
	updated_at: seededTime(0),
	deleted: false,
});

/** Seeded: the one-hour and the published scheduled posts, promoted on 8v7jo. */
export const scheduledPromotedPosts = (state: EmulatorState): LinkedRecord[] =>
	state.collection<LinkedRecord>('adsScheduledPromotedPosts', () => [
		scheduledPromotedPost('1xrq1', '8v7jo', '1700000000000000001'),
		scheduledPromotedPost('1xrq3', '8v7jo', '1700000000000000003'),
	]);

/**
 * Scheduled promoted posts: post_id is null until the scheduled post is published; a delete is
 * refused once its scheduled_at has passed.
 */
export const routes: Route[] = linkedRecordRoutes({
	collection: 'scheduled_promoted_posts',
	idsParameter: 'scheduled_promoted_post_ids',
	notFoundCode: 'NOT_FOUND',
	what: 'Scheduled promoted post',
	records: scheduledPromotedPosts,
	parameters: ['line_item_id', 'scheduled_post_id'],
	view: (state, record) => {
		const { account_id: _, ...shown } = record;
		const post = scheduledPostOf(state, record);
		return { ...shown, post_id: published(state, post) ? post?.post_id : null };
	},
	deleteProblem: (state, query, record) => {
		const post = scheduledPostOf(state, record);
		return published(state, post)
			? adsError(
					400,
					'INVALID_PARAMETER',
					`Scheduled promoted post ${record.id} cannot be deleted: its scheduled post was published at ${post?.scheduled_at}`,
					{ details: 'A scheduled promoted post can be deleted only before its scheduled_at' },
					{ ...query },
				)
			: undefined;
	},
	create: ({ state, query }, account, lineItem) => {
		const scheduledPostId = single(query.scheduled_post_id);
		if (scheduledPostId === undefined) return missing(query, 'scheduled_post_id');
		if (!/^\d{1,19}$/.test(scheduledPostId))
			return invalid(query, 'scheduled_post_id', 'scheduled_post_id must be a numeric ID');
		const post = findScheduledPost(state, account.id, scheduledPostId);
		if (!post)
			return adsError(
				404,
				'NOT_FOUND',
				`Scheduled post ${scheduledPostId} was not found`,
				{ parameter: 'scheduled_post_id', value: scheduledPostId },
				{ ...query },
			);
		const record: LinkedRecord = {
			...scheduledPromotedPost(
				`1x${Number(state.nextNumericId().slice(-9)).toString(36)}`,
				lineItem.id,
				scheduledPostId,
			),
			account_id: account.id,
			created_at: adsNowTime(state),
			updated_at: adsNowTime(state),
		};
		scheduledPromotedPosts(state).push(record);
		const { account_id: _, ...shown } = record;
		return envelope({ ...shown, post_id: published(state, post) ? post.post_id : null }, query);
	},
});
