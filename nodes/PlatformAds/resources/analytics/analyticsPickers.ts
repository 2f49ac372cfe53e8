import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { STATS_ENTITIES } from '../../../shared/adsAnalytics/analyticsEnums';
import { entityChoices } from '../../../shared/adsAnalytics/entityChoices';
import { pickerMethod } from './analyticsFields';

/** loadOptions of the analytics pickers: analyticsCampaigns, analyticsLineItems, ... */
export const analyticsPickers = Object.fromEntries(
	Object.keys(STATS_ENTITIES)
		.filter((entity) => entity !== 'ACCOUNT')
		.map((entity) => [
			pickerMethod(entity),
			async function (this: ILoadOptionsFunctions) {
				return await entityChoices(this, entity);
			},
		]),
) as Record<string, (this: ILoadOptionsFunctions) => Promise<INodePropertyOptions[]>>;
