import type { IDataObject, INodeProperties } from 'n8n-workflow';

import {
	FIND_BEFORE_CREATE,
	listedRecords,
	type ExistingRecordSearch,
} from '../../shared/findBeforeCreate';

const WITHIN_MINUTES = 'findWithinMinutes';
const DEFAULT_MINUTES = 60;

/** How far back Find Before Create looks: a campaign is named again on purpose months later. */
export const withinMinutesField: INodeProperties = {
	displayName: 'Created Within (Minutes)',
	name: WITHIN_MINUTES,
	type: 'number',
	typeOptions: { minValue: 1 },
	default: DEFAULT_MINUTES,
	description:
		'How recent a campaign of the same name and funding instrument must be to be returned instead of created',
	displayOptions: { show: { [FIND_BEFORE_CREATE]: [true] } },
};

/**
 * The account's campaign this create would make again: same name and funding instrument (drafts
 * included), created within the chosen minutes, the newest first.
 */
export const recentCampaign: ExistingRecordSearch = async (context, collectionPath, sent) => {
	const minutes = Number(context.getNodeParameter(WITHIN_MINUTES, DEFAULT_MINUTES));
	const since = Date.now() - (Number.isFinite(minutes) ? minutes : DEFAULT_MINUTES) * 60_000;
	const name = String(sent.name ?? '');
	const instrument = String(sent.funding_instrument_id ?? '');
	if (!name || !instrument) return undefined;
	const [found] = await listedRecords(
		context,
		collectionPath,
		{
			funding_instrument_ids: instrument,
			q: name,
			sort_by: 'created_at-desc',
			with_draft: true,
		},
		(record: IDataObject) =>
			record.name === name && String(record.funding_instrument_id) === instrument,
		(record: IDataObject) => Date.parse(String(record.created_at)) < since,
	);
	return found;
};
