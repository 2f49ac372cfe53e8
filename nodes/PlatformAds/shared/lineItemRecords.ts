import type { INodeProperties } from 'n8n-workflow';

import { invalidField, rules, validateParameters, type FieldCheck } from '../../shared/validation';
import type { Operation } from '../../shared/descriptions/resource';
import { ACCOUNT_FIELD, accountPath } from '../../shared/ads/accountLocator';
import { adsListFields, adsListRouting, type AdsListSettings } from '../../shared/ads/adsList';
import { adsRouting, recordRouting, requireIds, type PreSend } from '../../shared/ads/adsRouting';
import { locatorId } from '../../shared/locators/idInPath';
import { POST_URL_PATTERN } from '../../shared/patterns';
import { requiredText } from '../../shared/descriptions/properties';
import { lineItemLocator, LINE_ITEM_PARAMETER } from '../../shared/ads/lineItemLocator';
import { locatorQuery } from './locatorQuery';
import { adsIdsOption, lineItemIdsFilter } from '../../shared/ads/commaList';
import { explainStatus } from './explainStatus';
import { idLocator } from '../../shared/ads/adsLocators';
import { withDeletedOption } from '../../shared/ads/withDeleted';

/**
 * A kind of record that ties something to a line item (promoted posts, promoted accounts,
 * scheduled promoted posts): listed by line item, read and deleted by its own id.
 */
export interface LineItemRecordKind {
	resource: string;
	/** `/promoted_posts` */
	collection: string;
	/** `Promoted Post`, as the panel names the record. */
	displayName: string;
	/** The record's id as a parameter: `promotedPostId`. */
	parameter: string;
	/** The list's filter by record ids: `promoted_post_ids`. */
	idsProperty: string;
	placeholder: string;
}

const recordCheck = (kind: LineItemRecordKind): FieldCheck => ({
	parameter: kind.parameter,
	field: kind.displayName,
	rules: [rules.adsId],
});

const noun = (kind: LineItemRecordKind) => kind.displayName.toLowerCase();

/** The record picker of Get and Delete (by ID). */
export const lineItemRecordLocator =
	(kind: LineItemRecordKind, description: string) =>
	(show: Record<string, string[]>): INodeProperties =>
		idLocator(
			{
				name: kind.parameter,
				displayName: kind.displayName,
				description,
				placeholder: kind.placeholder,
			},
			show,
		);

/** Get: GET <collection>/<id>, with_deleted as an option. */
export const getLineItemRecord = (kind: LineItemRecordKind, description: string): Operation => ({
	name: 'Get',
	value: 'get',
	action: `Get a ${noun(kind)}`,
	description,
	routing: recordRouting('GET', kind.collection, recordCheck(kind)),
	fields: [withDeletedOption({ resource: [kind.resource], operation: ['get'] })],
});

/** Delete: DELETE <collection>/<id>; a 404 is explained, and `refusal` explains another status. */
export function deleteLineItemRecord(
	kind: LineItemRecordKind,
	description: string,
	refusal?: Refusal,
): Operation {
	const notFound = explainStatus(
		404,
		`The ${noun(kind)} was not found: it is already deleted or the ID is wrong`,
	);
	return {
		name: 'Delete',
		value: 'delete',
		action: `Delete a ${noun(kind)}`,
		description,
		routing: recordRouting('DELETE', kind.collection, recordCheck(kind), [], {
			explainErrors: [notFound, ...explained(refusal)],
		}),
	};
}

/** The numeric ID a create ties to the line item (user_id, scheduled_post_id). */
export interface LinkedId {
	name: string;
	displayName: string;
	description: string;
	placeholder: string;
	/** A picker of the ID (a resource locator named `name`) in place of a text field. */
	locator?: INodeProperties;
}

/** preSend: the linked locator's checked numeric ID as the query parameter of its name. */
const linkedIdInQuery = (linked: LinkedId): PreSend =>
	async function (options) {
		const item = this.getItemIndex();
		const raw = this.getNodeParameter(linked.name, '');
		const id = locatorId(this.getNode(), item, linked.displayName, raw, POST_URL_PATTERN);
		if (id === '') throw invalidField(this.getNode(), item, linked.displayName, 'is required');
		return { ...options, qs: { ...options.qs, [linked.name]: id } };
	};

/** A refusal the operation explains: an HTTP status, with one ads error code or any. */
export interface Refusal {
	status: number;
	message: string;
	code?: string;
}

/** The explanation of the refusal, if the operation has one. */
const explained = (refusal?: Refusal) =>
	refusal ? [explainStatus(refusal.status, refusal.message, refusal.code)] : [];

/** Create: POST <collection> with line_item_id (the Line Item picker) and one numeric ID. */
export function createLineItemRecord(
	kind: LineItemRecordKind,
	option: { action: string; description: string },
	linked: LinkedId,
	refusal?: Refusal,
): Operation {
	const routing = adsRouting(
		{ method: 'POST', url: accountPath(kind.collection) },
		{
			preSend: [
				requireIds(ACCOUNT_FIELD),
				locatorQuery([
					{ parameter: LINE_ITEM_PARAMETER, field: 'Line Item', property: 'line_item_id' },
				]),
				linked.locator
					? linkedIdInQuery(linked)
					: validateParameters({
							parameter: linked.name,
							field: linked.displayName,
							rules: [rules.id],
							required: true,
						}),
			],
			explainErrors: explained(refusal),
		},
	);
	return {
		name: 'Create',
		value: 'create',
		...option,
		routing,
		fields: [
			lineItemLocator({ resource: [kind.resource], operation: ['create'] }),
			linked.locator ?? {
				...requiredText(linked.displayName, linked.name, linked.description, linked.placeholder),
				routing: { send: { type: 'query', property: linked.name } },
			},
		],
	};
}

/** Get Many: the account's records, filtered by line items and by their own ids. */
export function listLineItemRecords(
	kind: LineItemRecordKind,
	description: string,
	refusal?: Refusal,
): Operation {
	const lineItems = lineItemIdsFilter();
	const own = adsIdsOption({
		name: `${kind.parameter}s`,
		displayName: `${kind.displayName} IDs`,
		property: kind.idsProperty,
		placeholder: '8v7jo,8v7jp',
		description: `Only these ${noun(kind)}s`,
	});
	const settings: AdsListSettings = {
		show: { resource: [kind.resource], operation: ['getAll'] },
		url: accountPath(kind.collection),
		maxCount: 1000,
		options: [lineItems.option, own.option],
		preSend: [requireIds(ACCOUNT_FIELD), validateParameters(lineItems.check, own.check)],
		extensions: { explainErrors: explained(refusal) },
	};
	return {
		name: 'Get Many',
		value: 'getAll',
		action: `Get many ${noun(kind)}s`,
		description,
		routing: adsListRouting(settings),
		fields: adsListFields(settings),
	};
}
