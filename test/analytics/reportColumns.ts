/**
 * The order a stats row's columns go in, as a report reads them (the tests of every analytics
 * operation check it): the bucket and the entity with its campaign, then spend beside its
 * currency and impressions (the other metrics and the rates follow), and the technical columns
 * last. A line item's row by day: no hour (only by hour) and no segment (only when segmented).
 */
export const LEADING_COLUMNS = [
	'date',
	'name',
	'id',
	'campaignName',
	'campaignId',
	'placement',
	'spend',
	'currency',
	'impressions',
];

export const TECHNICAL_COLUMNS = [
	'entity',
	'granularity',
	'start',
	'startUtc',
	'timeZone',
	'rowKey',
	'final',
	'finalAt',
	'spendFinal',
];
