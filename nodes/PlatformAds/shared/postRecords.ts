import type { INodeProperties } from 'n8n-workflow';

import { rules, validateParameters, type FieldCheck } from '../../shared/validation';
import type { Operation } from '../../shared/descriptions/resource';
import { ACCOUNT_FIELD, accountPath } from '../../shared/ads/accountLocator';
import { adsListFields, adsListRouting, type AdsListSettings } from '../../shared/ads/adsList';
import { adsRouting, recordRouting, requireIds, type PreSend } from '../../shared/ads/adsRouting';
import { idLocator } from '../../shared/ads/adsLocators';
import {
	createContentChecks,
	createContentFields,
	updateContentChecks,
	updateContentFields,
	USER_ID_CHECK,
	USER_ID_OPTION,
} from './postContent';

/**
 * Scheduled posts and draft posts are the same kind of record (a post not yet published, of a
 * promotable user): these build their operations from what differs, the resource, the path and
 * the noun.
 */
export interface PostRecordKind {
	resource: string;
	/** Path after the account, e.g. /scheduled_posts. */
	collection: string;
	/** "scheduled post" */
	noun: string;
	/** The record's locator parameter. */
	parameter: string;
}

const show = (kind: PostRecordKind, operation: string) => ({
	resource: [kind.resource],
	operation: [operation],
});
/** "scheduled post" as the panel names it: Scheduled Post. */
const capitalized = (noun: string) =>
	noun.replace(/(^| )([a-z])/g, (_, space: string, letter: string) => space + letter.toUpperCase());

/** The record a Get, Update, Delete or Preview works on, by its numeric id. */
export const postRecordCheck = (kind: PostRecordKind): FieldCheck => ({
	parameter: kind.parameter,
	field: capitalized(kind.noun),
	rules: [rules.id],
});

/** The record's locator (by ID: the lists are long and hold no name to search). */
export const postRecordLocator = (kind: PostRecordKind, show: Record<string, string[]>) =>
	idLocator(
		{
			name: kind.parameter,
			displayName: capitalized(kind.noun),
			description: `The ${kind.noun}, by its ID (from Get Many or Create)`,
			placeholder: '1339940521097347073',
		},
		show,
	);

export const postRecordGet = (kind: PostRecordKind): Operation => ({
	name: 'Get',
	value: 'get',
	action: `Get a ${kind.noun}`,
	description: `Retrieve one ${kind.noun}`,
	routing: recordRouting('GET', kind.collection, postRecordCheck(kind)),
});

export const postRecordDelete = (kind: PostRecordKind): Operation => ({
	name: 'Delete',
	value: 'delete',
	action: `Delete a ${kind.noun}`,
	description: `Delete the ${kind.noun} for good: it cannot be read again`,
	routing: recordRouting('DELETE', kind.collection, postRecordCheck(kind)),
});

export function postRecordGetMany(kind: PostRecordKind): Operation {
	const settings: AdsListSettings = {
		show: show(kind, 'getAll'),
		url: accountPath(kind.collection),
		maxCount: 200,
		standardOptions: false,
		options: [USER_ID_OPTION],
		preSend: [requireIds(ACCOUNT_FIELD), validateParameters(USER_ID_CHECK)],
	};
	return {
		name: 'Get Many',
		value: 'getAll',
		action: `Get many ${kind.noun}s`,
		description: `List the ${kind.noun}s of a promotable user of the account`,
		routing: adsListRouting(settings),
		fields: adsListFields(settings),
	};
}

/** `extra`: fields and checks only one kind has (Scheduled At). */
export const postRecordCreate = (
	kind: PostRecordKind,
	description: string,
	extra: { fields?: INodeProperties[]; preSend?: PreSend[] } = {},
): Operation => ({
	name: 'Create',
	value: 'create',
	action: `Create a ${kind.noun}`,
	description,
	routing: adsRouting(
		{ method: 'POST', url: accountPath(kind.collection) },
		{
			preSend: [requireIds(ACCOUNT_FIELD), ...(extra.preSend ?? []), ...createContentChecks()],
		},
	),
	fields: [...(extra.fields ?? []), ...createContentFields(show(kind, 'create'))],
});

export const postRecordUpdate = (
	kind: PostRecordKind,
	extra: { fields?: INodeProperties[]; preSend?: PreSend[] } = {},
): Operation => ({
	name: 'Update',
	value: 'update',
	action: `Update a ${kind.noun}`,
	description: `Change the text, media, card, name or nullcast of a ${kind.noun}`,
	routing: recordRouting('PUT', kind.collection, postRecordCheck(kind), [
		...updateContentChecks(),
		...(extra.preSend ?? []),
	]),
	fields: [updateContentFields(show(kind, 'update'), extra.fields)],
});
