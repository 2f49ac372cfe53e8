/**
 * The order a stats row's columns go in, as a report reads them (the tests of every analytics
 * operation check it): the bucket and the entity, then spend beside its currency and impressions
 * (the other metrics and the rates follow), and the technical columns last.
 */
export const LEADING_COLUMNS = [
	'date',
	'hour',
	'name',
	'id',
	'campaignName',
	'campaignId',
	'segment',
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
