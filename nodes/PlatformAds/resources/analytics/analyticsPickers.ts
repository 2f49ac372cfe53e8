import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { entityChoices } from '../../../shared/adsAnalytics/entityChoices';
import { ENTITY_PICKERS } from './analyticsFields';

/** loadOptions of the analytics pickers: analyticsCampaigns, analyticsLineItems, ... */
export const analyticsPickers = Object.fromEntries(
	Object.entries(ENTITY_PICKERS).map(([entity, { method }]) => [
		method,
		async function (this: ILoadOptionsFunctions) {
			return await entityChoices(this, entity);
		},
	]),
) as Record<string, (this: ILoadOptionsFunctions) => Promise<INodePropertyOptions[]>>;
