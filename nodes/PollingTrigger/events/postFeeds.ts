import type { INodeProperties } from 'n8n-workflow';

import { postsWithExpansions } from '../../shared/fields/expansions';
import { lookupFieldsProperties } from '../../shared/fields/lookupFields';
import { OUTPUT_PARAMETER } from '../../shared/descriptions/output';
import type { Feed } from '../feeds';
import { fieldQuery, withoutRouting, type PollRun } from '../pollRun';

/** The post lookup's fields and expansions, as the action node offers them (one item per post). */
const POST_FIELDS = lookupFieldsProperties.filter(({ name }) => name !== OUTPUT_PARAMETER);

export const postFieldProperties: INodeProperties[] = withoutRouting(POST_FIELDS);

/** A list of posts at `path`, newest first, each with its expanded objects merged in. */
export function postFeed(
	run: PollRun,
	path: string,
	query: Record<string, string | undefined>,
	minPage: number,
): Feed {
	return {
		path,
		query: { ...query, ...fieldQuery(run.context, POST_FIELDS) },
		minPage,
		maxPage: 100,
		records: postsWithExpansions,
		takesSinceId: true,
	};
}
