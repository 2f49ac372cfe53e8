'use strict';
// The stats job file benchmark's job and its two workflows (statsJobFile.bench.js): Platform Ads
// turning the job's file into rows, and the same done with n8n's own nodes.
const { ADS_ACCOUNT, adsNodes, chain, locator, nodeId } = require('../e2e/workflows');

/** The job: 20 line items (a job's most), hourly, segmented, over enough days for ~100,000 rows. */
const JOB_DAYS = 45;
const SEGMENTATION = 'AGE';
const HOUR_MS = 3_600_000;

/** The job's query (the platform's parameters) and how the notes describe it. */
function statsJob(lineItemIds) {
	const end = Math.floor(Date.now() / HOUR_MS) * HOUR_MS - 24 * HOUR_MS;
	const iso = (ms) => new Date(ms).toISOString().replace(/\.000Z$/, 'Z');
	const query = {
		entity: 'LINE_ITEM',
		entity_ids: lineItemIds.join(','),
		start_time: iso(end - JOB_DAYS * 24 * HOUR_MS),
		end_time: iso(end),
		granularity: 'HOUR',
		placement: 'ALL_ON_PLATFORM',
		metric_groups: 'ENGAGEMENT,BILLING',
		segmentation_type: SEGMENTATION,
	};
	return {
		accountId: ADS_ACCOUNT,
		query,
		describe: `${lineItemIds.length} line items, HOUR over ${JOB_DAYS} days, segmented by ${SEGMENTATION}, ENGAGEMENT and BILLING`,
	};
}

/** Workflows of the benchmark save no successful run: n8n's saving is not the nodes' work. */
const unsaved = (workflow) => ({
	...workflow,
	settings: {
		...workflow.settings,
		timezone: 'UTC',
		saveDataSuccessExecution: 'none',
		saveManualExecutions: false,
		saveExecutionProgress: false,
	},
});

/**
 * Platform Ads: Analytics > Get Stats (Long Range) with the job's parameters, one node. It creates
 * its own job (the same file: the emulator's metrics are a pure function of entity and hour),
 * waits for it, downloads the file and returns its rows.
 */
function oursWorkflow(credentials, job) {
	const ads = adsNodes(credentials, { accountId: locator(job.accountId) });
	const { query } = job;
	const node = ads('Stats rows', {
		resource: 'analytics',
		operation: 'getStatsLongRange',
		entity: query.entity,
		lineItems: query.entity_ids.split(','),
		timeRange: 'custom',
		startTime: query.start_time,
		endTime: query.end_time,
		granularity: query.granularity,
		placement: query.placement,
		metricGroups: query.metric_groups.split(','),
		segmentationType: query.segmentation_type,
		// Checks the job soon: the file's turn into items is what is compared.
		statsOptions: { pollSeconds: 0.2 },
	});
	return {
		...unsaved(chain('StatsBenchOurs01', 'Stats job file: Platform Ads', [node])),
		measuredNodes: ['Stats rows'],
		describe:
			'Platform Ads, Analytics > Get Stats (Long Range) with the same parameters: it creates the job, waits for it, downloads the file and returns rows with names, spend in currency and the rates',
	};
}

/** The nodes of the path built from n8n's own nodes, in order. */
const N8N_PATH = ['Download file', 'Decompress', 'Extract JSON', 'Flatten buckets'];

/** What a user writes in the Code node: one row per entity, segment and bucket. */
const FLATTEN = `// One row per entity, segment and time bucket of the platform's stats file.
const file = $input.first().json.data;
const { start_time, granularity } = file.request.params;
const step = { HOUR: 3600000, DAY: 86400000 }[granularity] ?? 0;
const begin = Date.parse(start_time);
const rows = [];
for (const entity of file.data) {
  for (const { segment, metrics } of entity.id_data) {
    const names = Object.keys(metrics);
    for (let i = 0; i < file.time_series_length; i++) {
      const row = {
        id: entity.id,
        segment: segment ? segment.segment_value : null,
        start: new Date(begin + i * step).toISOString(),
      };
      for (const name of names) row[name] = metrics[name] === null ? null : metrics[name][i];
      row.spend = row.billed_charge_local_micro == null ? null : row.billed_charge_local_micro / 1e6;
      rows.push({ json: row });
    }
  }
}
return rows;`;

const baseNode = (name, type, typeVersion, parameters) => ({
	id: nodeId(),
	name,
	type: `n8n-nodes-base.${type}`,
	typeVersion,
	position: [0, 0],
	parameters,
});

/** HTTP Request (the file), Compression, Extract From File (JSON), Code (flatten). */
function n8nNodesWorkflow(url) {
	return unsaved(
		chain('StatsBenchN8n001', "Stats job file: n8n's own nodes", [
			baseNode('Download file', 'httpRequest', 4.2, {
				url,
				options: { response: { response: { responseFormat: 'file' } } },
			}),
			baseNode('Decompress', 'compression', 1.1, {
				operation: 'decompress',
				binaryPropertyName: 'data',
				outputPrefix: 'file_',
			}),
			baseNode('Extract JSON', 'extractFromFile', 1, {
				operation: 'fromJson',
				binaryPropertyName: 'file_0',
				destinationKey: 'data',
				options: {},
			}),
			baseNode('Flatten buckets', 'code', 2, { jsCode: FLATTEN }),
		]),
	);
}

module.exports = { statsJob, oursWorkflow, n8nNodesWorkflow, N8N_PATH, JOB_DAYS, SEGMENTATION };
