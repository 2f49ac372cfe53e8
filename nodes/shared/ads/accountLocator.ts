import type { INodeProperties } from 'n8n-workflow';

import { itemIndexOf, type NodeContext } from '../nodeContext';
import { checkRequired, checkValue, rules } from '../validation';
import { idLocator, idSegment } from './adsLocators';

export const ACCOUNT_PARAMETER = 'accountId';
/** The account parameter, for the checks that name it in errors. */
export const ACCOUNT_FIELD = { parameter: ACCOUNT_PARAMETER, field: 'Account' };

/** The ads account an operation works in: from `GET /12/accounts` (searchable by name) or by ID. */
export const accountLocator = (show: Record<string, string[]> = {}): INodeProperties =>
	idLocator(
		{
			name: ACCOUNT_PARAMETER,
			displayName: 'Account',
			description: 'The ads account (it must be associated with the authenticated user)',
			placeholder: '18ce54d4x5t',
			searchListMethod: 'searchAccounts',
		},
		show,
	);

/** The item's account ID, checked (required, an ads ID), in code that reads it itself. */
export function readAccountId(context: NodeContext, itemIndex = itemIndexOf(context)): string {
	const options = { extractValue: true };
	// Custom code (execute) names the item; routing, polls and pickers do not (see nodeParameter).
	const raw =
		'getInputData' in context && !('getItemIndex' in context)
			? context.getNodeParameter(ACCOUNT_PARAMETER, itemIndex, '', options)
			: context.getNodeParameter(ACCOUNT_PARAMETER, '', options);
	const accountId = String(raw ?? '').trim();
	checkRequired(context.getNode(), itemIndex, ACCOUNT_FIELD.field, accountId);
	checkValue(context.getNode(), itemIndex, ACCOUNT_FIELD.field, accountId, [rules.adsId]);
	return accountId;
}

/**
 * Routing URL of an account-scoped path: `/12/accounts/<account id>` followed by `rest`; a few
 * paths live on another version of the interface (tailored audience permissions: `/5/`).
 */
export const accountPath = (rest = '', version = 12): string =>
	`=/${version}/accounts/${idSegment(ACCOUNT_PARAMETER)}${rest}`;
