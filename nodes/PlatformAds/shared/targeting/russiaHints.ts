import type { NodeHint } from 'n8n-workflow';

import { RUSSIA_WARNING } from './targetingTypes';

/**
 * The warning the platform asks clients to show when a location targets Russia: in the panel
 * while the location is chosen (the picker's entry carries it too) and over the output after a
 * run. A location picked from the list keeps its label, which names Russia for places in Russia.
 */
const RUSSIA_PICKED =
	'={{ $parameter["resource"] === "targetingCriterion" && $parameter["targetingType"] === "LOCATION" && String(($parameter["targetingValue"] || {}).cachedResultName || "").includes("Russia") }}';

export const russiaHints: NodeHint[] = [
	{
		message: `${RUSSIA_WARNING}.`,
		type: 'warning',
		location: 'ndv',
		whenToDisplay: 'always',
		displayCondition: RUSSIA_PICKED,
	},
	{
		message: `${RUSSIA_WARNING}: this run targets Russia.`,
		type: 'warning',
		location: 'outputPane',
		whenToDisplay: 'afterExecution',
		displayCondition: RUSSIA_PICKED,
	},
];
