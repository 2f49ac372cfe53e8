import type { INodeProperties } from 'n8n-workflow';

import { enumField } from '../../shared/ads/enums';

/** The statuses a campaign or line item may be created with. */
export const CREATE_STATUSES = ['ACTIVE', 'DRAFT', 'PAUSED'] as const;

/** The create's Status field: a node parameter of its own, outside Additional Fields. */
export const CREATE_STATUS = 'entity_status';

/**
 * The Status of a campaign or line item create, a visible field defaulting to Paused: created
 * active, it could spend before its targeting and creatives are in place.
 */
export const createStatusField = (what: 'campaign' | 'line item'): INodeProperties =>
	enumField(
		{
			displayName: 'Status',
			name: CREATE_STATUS,
			default: 'PAUSED',
			description: `Whether the ${what} runs once created. Paused by default, so nothing spends before targeting and creatives are in place; choose Active when it is ready to run (a Draft does not count towards the active limit).`,
		},
		CREATE_STATUSES,
	);
