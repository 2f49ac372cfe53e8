import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { userFieldsProperty } from '../../shared/fields/userFields';
import { listRecords } from '../../shared/routing/answerShapes';
import { SEEN_CAP } from '../../shared/pollState';
import { thousands } from '../../shared/descriptions/thousands';
import type { Feed } from '../feeds';
import { fieldQuery, withoutRouting, type PollRun } from '../pollRun';

const USER_FIELDS = [userFieldsProperty];

export const userFieldProperties: INodeProperties[] = withoutRouting(USER_FIELDS);

/**
 * Said in the panel of each event read by seen ids: the platform gives these lists no since_id,
 * so the trigger compares with what it has seen.
 */
export const seenIdsNotice = (what: string): INodeProperties => ({
	displayName: `The platform cannot list only new ${what}: each poll reads the newest and compares them with the last ${thousands(SEEN_CAP)} it has seen. Someone who leaves and comes back counts as new again.`,
	name: 'seenIdsNotice',
	type: 'notice',
	default: '',
});

/** A list of users at `path`, newest first, one record per user. */
export function userFeed(run: PollRun, path: string, maxPage: number): Feed {
	return {
		path,
		query: fieldQuery(run.context, USER_FIELDS),
		minPage: 1,
		maxPage,
		records: (body: IDataObject) => listRecords(body),
		takesSinceId: false,
	};
}
