import type { INodeProperties } from 'n8n-workflow';

import { idLocator, idSegment } from '../../../shared/ads/adsLocators';

export const LIST_PARAMETER = 'doNotReachListId';

/** A do-not-reach list, by ID: the spec shows no list endpoint to pick from. */
export const doNotReachListLocator = (show: Record<string, string[]>): INodeProperties =>
	idLocator(
		{
			name: LIST_PARAMETER,
			displayName: 'Do-Not-Reach List',
			description: 'The do-not-reach list of the account',
			placeholder: 'dnr1a',
		},
		show,
	);

/** `/do_not_reach_lists/<list id>`, to follow accountPath(). */
export const listSegment = (): string => `/do_not_reach_lists/${idSegment(LIST_PARAMETER)}`;
