import type { INodeProperties, INodePropertyRouting } from 'n8n-workflow';

import { corePaging, returnAllOrLimit } from '../../shared/routing/listRouting';
import type { PreSend } from '../../shared/routing/preSend';
import { mergedListRouting } from '../../shared/routing/mergedListRouting';
import { postsWithExpansions } from '../../shared/fields/expansions';
import { lookupFieldsProperties } from '../../shared/fields/lookupFields';

/**
 * A list of posts (search, a user's posts, mentions, quotes, bookmarks...): a merged list
 * (mergedListRouting.ts) whose records are the posts with their expanded objects merged in.
 */
export function postListRouting(
	url: string,
	preSend: PreSend[],
	maxPageSize: number,
	minPageSize = 1,
): INodePropertyRouting {
	return mergedListRouting(url, preSend, corePaging(maxPageSize, minPageSize), postsWithExpansions);
}

/** Return All, Limit and the post lookup's fields, expansions and output. */
export const postListFields: INodeProperties[] = [...returnAllOrLimit(), ...lookupFieldsProperties];
