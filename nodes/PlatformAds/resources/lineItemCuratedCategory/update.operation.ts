import type { IExecuteSingleFunctions, IHttpRequestOptions, INodeProperties } from 'n8n-workflow';

import { invalidField } from '../../../shared/validation';
import { curatedCategoryLocator } from '../../shared/curatedCategoryLocator';
import { lineItemLocator } from '../../../shared/ads/lineItemLocator';
import { recordRouting } from '../../../shared/ads/adsRouting';
import { COLLECTION, LINKED, linked, RECORD_ID } from './linkedRecords';
import { optional } from '../../../shared/descriptions/properties';
import type { Operation } from '../../../shared/descriptions/resource';
import { ADS_ID_PATTERN } from '../../../shared/patterns';

/** An update that names neither would change nothing. */
async function someLink(
	this: IExecuteSingleFunctions,
	options: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	if (options.qs?.curated_category_id === undefined && options.qs?.line_item_id === undefined) {
		throw invalidField(
			this.getNode(),
			this.getItemIndex(),
			'Curated Category',
			'or Line Item is needed: an update must change at least one of them',
		);
	}
	return options;
}

/** A locator that may stay empty (an update keeps what is not given). */
const optionalLocator = (property: INodeProperties): INodeProperties => ({
	...optional(property),
	description: `${property.description}; leave empty to keep it`,
	modes: property.modes?.map((mode) => ({
		...mode,
		validation: mode.validation?.map((rule) =>
			typeof rule === 'object' && rule.type === 'regex'
				? {
						...rule,
						properties: { ...rule.properties, regex: `^(${ADS_ID_PATTERN.slice(1, -1)})?$` },
					}
				: rule,
		),
	})),
});

/** PUT /12/accounts/:account_id/line_item_curated_categories/:id */
export const updateOperation: Operation = {
	name: 'Update',
	value: 'update',
	action: 'Update a line item curated category',
	description: 'Change the curated category or the line item of the association',
	routing: recordRouting('PUT', COLLECTION, RECORD_ID, [linked(true), someLink]),
	fields: [
		optionalLocator(
			curatedCategoryLocator(
				{ resource: ['lineItemCuratedCategory'], operation: ['update'] },
				LINKED.curatedCategory,
			),
		),
		optionalLocator(
			lineItemLocator(
				{ resource: ['lineItemCuratedCategory'], operation: ['update'] },
				LINKED.lineItem,
			),
		),
	],
};
