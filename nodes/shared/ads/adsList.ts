import type {
	IExecuteSingleFunctions,
	IHttpRequestOptions,
	INodeProperties,
	INodePropertyRouting,
} from 'n8n-workflow';

import { adsPaging, listRouting, returnAllOrLimit } from '../routing/listRouting';
import type { RoutingExtensions } from '../routing/policyRouting';
import {
	checkValue,
	invalidField,
	rules,
	validateParameters,
	type FieldCheck,
} from '../validation';
import type { Operation } from '../descriptions/resource';
import { envelopeProperty } from './envelope';
import { ACCOUNT_FIELD, accountPath } from './accountLocator';
import { requireIds, type PreSend } from './adsRouting';
import { booleanQueryOption } from './booleanQueryOption';
import { byDisplayName } from '../descriptions/optionOrder';

export type Show = { resource: string[]; operation: string[] };

/** The Options collection of ads lists (count and cursor are the node's own business). */
export const LIST_OPTIONS = 'listOptions';

/** `sort_by`: an attribute and a direction, as the ads interface writes it. */
const SORT_BY_RULE = rules.matches(
	/^[a-z_]+-(asc|desc)$/,
	'an attribute and a direction such as created_at-asc or name-desc',
);

/** sort_by, with_deleted and with_total_count, which most ads lists take. */
export const standardListOptions = (maxCount: number, withDeleted = true): INodeProperties[] => [
	{
		displayName: 'Sort By',
		name: 'sortBy',
		type: 'string',
		default: '',
		placeholder: 'created_at-desc',
		description: 'Such as created_at-asc or name-desc',
		routing: { send: { type: 'query', property: 'sort_by' } },
	},
	...(withDeleted
		? [
				booleanQueryOption(
					'With Deleted',
					'withDeleted',
					'with_deleted',
					'Whether to include deleted records',
				),
			]
		: []),
	// Short: this property is repeated in every list's options. One page only, since with_total_count
	// is refused with cursor (the check below says so when it fails).
	booleanQueryOption(
		'With Total Count',
		'withTotalCount',
		'with_total_count',
		'Whether to ask for total_count (one page only, not with Return All)',
	),
];

/** Filters of the campaign and line item lists, worded for both: the shared Options hold each once. */
export const NAME_STARTS_WITH_OPTION: INodeProperties = {
	displayName: 'Name Starts With',
	name: 'q',
	type: 'string',
	default: '',
	description: 'Only those whose name starts with this text',
	routing: { send: { type: 'query', property: 'q' } },
};
export const WITH_DRAFT_OPTION = booleanQueryOption(
	'With Draft',
	'withDraft',
	'with_draft',
	'Whether to include drafts (entity status DRAFT)',
);

/**
 * with_total_count is exclusive with cursor, and every page after the first is asked for with a
 * cursor: so it is refused before sending unless one page is all that will be asked for.
 */
function checkListOptions(maxCount: number): PreSend {
	return async function checkOptions(this: IExecuteSingleFunctions, options: IHttpRequestOptions) {
		const node = this.getNode();
		const item = this.getItemIndex();
		checkValue(node, item, 'Sort By', this.getNodeParameter(`${LIST_OPTIONS}.sortBy`, ''), [
			SORT_BY_RULE,
		]);
		if (this.getNodeParameter(`${LIST_OPTIONS}.withTotalCount`, false) === true) {
			const returnAll = this.getNodeParameter('returnAll', false) as boolean;
			const limit = this.getNodeParameter('limit', 50) as number;
			if (returnAll || limit > maxCount) {
				throw invalidField(
					node,
					item,
					'With Total Count',
					`cannot be used with ${returnAll ? 'Return All' : `a Limit above ${maxCount}`}: the next pages need cursor, which the platform refuses together with with_total_count. Turn off Return All (Limit at most ${maxCount}) or With Total Count`,
				);
			}
		}
		return options;
	};
}

export interface AdsListSettings {
	show: Show;
	url: string;
	/** The largest count the endpoint allows; Return All asks for it. */
	maxCount: number;
	/** Sub-options of the Options collection beyond the standard ones. */
	options?: INodeProperties[];
	/** The endpoint takes sort_by, with_deleted and with_total_count. */
	standardOptions?: boolean;
	/** false: the endpoint takes sort_by and with_total_count but no with_deleted (audience permissions). */
	withDeleted?: boolean;
	/** Checks of the operation's own fields (ids, required values), before the list checks. */
	preSend?: PreSend[];
	/** Extensions of the hook the list's pages go through (explained statuses: policyRouting.ts). */
	extensions?: RoutingExtensions;
}

/** Routing of an ads list with Return All / Limit over next_cursor, one item per record or per page. */
export function adsListRouting(settings: AdsListSettings): INodePropertyRouting {
	const preSend = [
		...(settings.preSend ?? []),
		...(settings.standardOptions === false ? [] : [checkListOptions(settings.maxCount)]),
	];
	return listRouting(
		{
			request: { method: 'GET', url: settings.url },
			send: preSend.length ? { preSend } : undefined,
		},
		adsPaging(settings.maxCount, true),
		settings.extensions,
	);
}

/** Return All, Limit, Return Full Response and the Options collection of an ads list. */
export function adsListFields(settings: AdsListSettings): INodeProperties[] {
	const options = [
		...(settings.standardOptions === false
			? []
			: standardListOptions(settings.maxCount, settings.withDeleted !== false)),
		...(settings.options ?? []),
	];
	return [
		...returnAllOrLimit(settings.show),
		envelopeProperty(settings.show),
		...(options.length
			? [
					{
						displayName: 'Options',
						name: LIST_OPTIONS,
						type: 'collection',
						placeholder: 'Add Option',
						default: {},
						displayOptions: { show: settings.show },
						options: [...options].sort(byDisplayName),
					} as INodeProperties,
				]
			: []),
	];
}

/**
 * A list of one collection of the chosen account (Get Many unless `operation` says otherwise):
 * the account's id checked first, then the filters' own `checks`, Return All / Limit up to the
 * largest page the endpoint allows (1000 unless `maxCount` says otherwise).
 */
export function accountListOperation(settings: {
	resource: string;
	operation?: { name: string; value: string };
	/** The collection's path after the account's: `/campaigns`. */
	collection: string;
	action: string;
	description: string;
	options?: INodeProperties[];
	checks?: FieldCheck[];
	maxCount?: number;
}): Operation {
	const { name, value } = settings.operation ?? { name: 'Get Many', value: 'getAll' };
	const checks = settings.checks ?? [];
	const listSettings: AdsListSettings = {
		show: { resource: [settings.resource], operation: [value] },
		url: accountPath(settings.collection),
		maxCount: settings.maxCount ?? 1000,
		...(settings.options ? { options: settings.options } : {}),
		preSend: [requireIds(ACCOUNT_FIELD), ...(checks.length ? [validateParameters(...checks)] : [])],
	};
	return {
		name,
		value,
		action: settings.action,
		description: settings.description,
		routing: adsListRouting(listSettings),
		fields: adsListFields(listSettings),
	};
}
