import type { IExecuteSingleFunctions } from 'n8n-workflow';

import { checkRequired, checkValue, rules } from '../../../shared/validation';
import { ACCOUNT_FIELD } from '../../../shared/ads/accountLocator';
import { CAMPAIGN_FIELD } from '../../../shared/ads/campaignLocator';
import type { LocatorField } from '../../../shared/ads/adsRouting';
import { FUNDING_INSTRUMENT_FIELD } from '../../shared/fundingInstrumentLocator';
import { campaignCurrency, instrumentCurrency } from '../../shared/currencyRules';
import { itemParameter } from './campaignParams';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

type Context = CodeOperationContext | IExecuteSingleFunctions;

/** One item's id from a locator, checked: required, letters and digits only. */
export function locatorId(context: Context, itemIndex: number, locator: LocatorField): string {
	const id = String(itemParameter(context, itemIndex)(locator.parameter, '', true) ?? '').trim();
	checkRequired(context.getNode(), itemIndex, locator.field, id);
	checkValue(context.getNode(), itemIndex, locator.field, id, [rules.adsId]);
	return id;
}

/** The currency of the item's funding instrument (create) or campaign (update), when asked. */
export const currencyOf =
	(context: Context, itemIndex: number, mode: 'create' | 'update') => async () => {
		const account = locatorId(context, itemIndex, ACCOUNT_FIELD);
		return mode === 'create'
			? await instrumentCurrency(
					context,
					account,
					locatorId(context, itemIndex, FUNDING_INSTRUMENT_FIELD),
				)
			: await campaignCurrency(context, account, locatorId(context, itemIndex, CAMPAIGN_FIELD));
	};
