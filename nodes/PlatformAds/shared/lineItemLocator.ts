import type { INodeProperties } from 'n8n-workflow';

import { idLocator, idSegment } from './locators';

export const LINE_ITEM_PARAMETER = 'lineItemId';

/** A line item, by ID: the spec shows no line item list, so there is nothing to pick from. */
export const lineItemLocator = (
	show: Record<string, string[]>,
	name = LINE_ITEM_PARAMETER,
): INodeProperties =>
	idLocator(
		{
			name,
			displayName: 'Line Item',
			description: 'The line item (ad group) of the account',
			placeholder: '8v7jo',
			hint: 'The platform lists no line items here: copy the ID from Ads Manager, or map it from Targeted Audience > Get, which lists the line items targeting an audience',
		},
		show,
	);

/** `/line_items/<line item id>`, to follow accountPath(). */
export const lineItemSegment = (): string => `/line_items/${idSegment(LINE_ITEM_PARAMETER)}`;
