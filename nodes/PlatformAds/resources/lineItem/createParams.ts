import type { IDataObject, IExecuteSingleFunctions } from 'n8n-workflow';

import {
	checkRequired,
	checkValue,
	invalidField,
	listOf,
	locatorValue,
	rules,
} from '../../../shared/validation';
import { nodeParameter } from '../../../shared/nodeContext';
import { ACCOUNT_PARAMETER } from '../../../shared/ads/accountLocator';
import { CAMPAIGN_PARAMETER } from '../../../shared/ads/campaignLocator';
import { campaignCurrency, checkAmountsInCurrency } from '../../shared/currencyRules';
import type { AmountUnit } from '../../../shared/ads/money';
import { AMOUNT_UNIT, amountLabel } from '../../shared/moneyFields';
import { objectiveProblem } from './goalRules';
import { isoUtc } from '../../../shared/times';
import { CREATE_STATUS } from '../../shared/createStatus';
import { MONEY_FIELDS, OBJECTIVES, PLACEMENTS, PRODUCT_TYPES } from './lineItemEnums';
import { lineItemParams, type LineItemMode } from './lineItemParams';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

type Context = CodeOperationContext | IExecuteSingleFunctions;

/** The create's required values besides the campaign, as node parameters. */
export const CREATE_PARAMETERS = {
	name: 'name',
	status: CREATE_STATUS,
	objective: 'objective',
	productType: 'productType',
	placements: 'placements',
	startTime: 'startTime',
};

/** One item's ID from a locator, checked: required, letters and digits only. */
export function itemLocatorId(
	context: Context,
	itemIndex: number,
	parameter: string,
	field: string,
): string {
	const id = String(locatorValue(nodeParameter(context, parameter, '', itemIndex)) ?? '').trim();
	checkRequired(context.getNode(), itemIndex, field, id);
	checkValue(context.getNode(), itemIndex, field, id, [rules.adsId]);
	return id;
}

/** The amounts of a create, also checked against the currency's decimals and bidding rules. */
async function withCurrencyChecks(
	context: Context,
	itemIndex: number,
	params: IDataObject,
	currency: () => Promise<string>,
): Promise<IDataObject> {
	const unit = nodeParameter(context, AMOUNT_UNIT, 'currency', itemIndex) as AmountUnit;
	const micros: Record<string, string> = {};
	for (const { name } of MONEY_FIELDS)
		if (params[name] !== undefined) micros[name] = String(params[name]);
	if (Object.keys(micros).length === 0) return params;
	const labels = MONEY_FIELDS.map(({ name, label }) => ({ name, label: amountLabel(label, unit) }));
	await checkAmountsInCurrency(context, itemIndex, micros, await currency(), labels);
	return params;
}

/** The values of the item's collection, checked by the rules both modes share. */
export function collectionParams(
	context: Context,
	itemIndex: number,
	mode: LineItemMode,
	fields: IDataObject,
	publisherNetwork: boolean,
): IDataObject {
	return lineItemParams({
		node: context.getNode(),
		itemIndex,
		mode,
		fields,
		unit: nodeParameter(context, AMOUNT_UNIT, 'currency', itemIndex) as AmountUnit,
		timeZone: context.getTimezone(),
		publisherNetwork,
	});
}

/** One item's POST line_items parameters: the required ones, then Additional Fields, all checked. */
export async function createParams(context: Context, itemIndex: number): Promise<IDataObject> {
	const node = context.getNode();
	const read = (name: string, fallback: unknown) =>
		nodeParameter(context, name, fallback, itemIndex);
	const account = itemLocatorId(context, itemIndex, ACCOUNT_PARAMETER, 'Account');
	const campaign = itemLocatorId(context, itemIndex, CAMPAIGN_PARAMETER, 'Campaign');
	const objective = String(read(CREATE_PARAMETERS.objective, '') ?? '');
	const productType = String(read(CREATE_PARAMETERS.productType, '') ?? '');
	const placements = listOf(read(CREATE_PARAMETERS.placements, []));
	// Left empty, serving starts now.
	const startTime =
		String(read(CREATE_PARAMETERS.startTime, '') ?? '').trim() || isoUtc(Date.now());
	const required: Array<[string, unknown, readonly string[] | undefined]> = [
		['Objective', objective, OBJECTIVES],
		['Product Type', productType, PRODUCT_TYPES],
		['Placements', placements, undefined],
	];
	for (const [field, value, values] of required) {
		checkRequired(node, itemIndex, field, value);
		if (values) checkValue(node, itemIndex, field, value, [rules.oneOf([...values])]);
	}
	const unknown = placements.find((one) => !(PLACEMENTS as readonly string[]).includes(one));
	if (unknown)
		throw invalidField(node, itemIndex, 'Placements', `holds ${unknown}, which is not a placement`);
	const fields: IDataObject = {
		...(read('additionalFields', {}) as IDataObject),
		name: read(CREATE_PARAMETERS.name, '') as string,
		entity_status: read(CREATE_PARAMETERS.status, 'PAUSED') as string,
		start_time: startTime,
		bid_strategy: read('bid_strategy', '') as string,
	};
	for (const { name } of MONEY_FIELDS) fields[name] = read(name, '') as string;
	const problem = objectiveProblem(objective, placements, fields);
	if (problem) throw invalidField(node, itemIndex, ...problem);
	const params = collectionParams(
		context,
		itemIndex,
		'create',
		fields,
		placements.includes('PUBLISHER_NETWORK'),
	);
	return await withCurrencyChecks(
		context,
		itemIndex,
		{
			campaign_id: campaign,
			objective,
			product_type: productType,
			placements: placements.join(','),
			...params,
		},
		async () => await campaignCurrency(context, account, campaign),
	);
}
