import type { IDataObject } from 'n8n-workflow';

import { isoUtc } from '../../../shared/times';
import { sourceError } from '../../../shared/inputFieldError';
import { invalidField, listOf } from '../../../shared/validation';
import { ALREADY_HASHED_PARAMETER, IDENTIFIER_FIELDS, OPTIONS_PARAMETER } from './fields';
import { IdentifierProblem, identifierToSend, type IdentifierKind } from './identifiers';
import type { IdentifierSource } from './identifierSource';
import { identifierSource } from './identifierSource';
import { oncePerRunUnless } from '../../../shared/ads/sameForEveryItem';
import { operationBytes, userBytes } from './bodyBytes';
import { readTerms, type UserTerms } from './userTerms';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

export type OperationType = 'Update' | 'Delete';

/** One input item as one operation of a users batch, and what its output item says about it. */
export interface UserEntry {
	operation: { operation_type: OperationType; params: IDataObject };
	/** No identifier value: how many of each kind were sent, and the membership window. */
	output: IDataObject;
	/** What the operation adds to a request body, in bytes. */
	bytes: number;
}

export interface ReadSettings {
	kinds: readonly IdentifierKind[];
	operationType: OperationType;
	/** Whether the endpoint takes effective_at (custom audiences do, do-not-reach lists do not). */
	effectiveAt: boolean;
	/** expires_at sent when the user leaves it empty; without it none is sent (the platform's default applies). */
	defaultExpiresAt?: () => string /** Added to every output item, e.g. {custom_audience_id}. */;
	target?: IDataObject;
}

/** A time 13 months after now, the platform's default expiry (the day clamped to the month's end). */
export function thirteenMonthsFromNow(now = new Date()): string {
	const target = new Date(
		Date.UTC(
			now.getUTCFullYear(),
			now.getUTCMonth() + 13,
			1,
			now.getUTCHours(),
			now.getUTCMinutes(),
			now.getUTCSeconds(),
		),
	);
	const lastDay = new Date(
		Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
	).getUTCDate();
	target.setUTCDate(Math.min(now.getUTCDate(), lastDay));
	return isoUtc(target.getTime());
}

/**
 * The values of one identifier field: a list, or comma-separated text. A partner user ID is the
 * advertiser's own and is sent as is: not split on commas, not trimmed (a list stays a list).
 */
function valuesOf(kind: IdentifierKind, raw: unknown): string[] {
	// Most items hold one value or none: answered without splitting (100,000 items a run).
	if (raw === undefined || raw === null || raw === '') return [];
	if (typeof raw === 'string' && !raw.includes(',') && kind !== 'partner_user_id') {
		const value = raw.trim();
		return value ? [value] : [];
	}
	if (kind !== 'partner_user_id') return listOf(raw);
	const values = Array.isArray(raw) ? raw.map(String) : [String(raw)];
	return values.filter((value) => value !== '');
}

/**
 * The identifiers of one item: each kind's values normalized and hashed (errors name field and
 * position, never the value). `place` names where they were read when it is not the item's own
 * fields (an entry of Sync With List's Previous List).
 */
export function readIdentifiers(
	context: CodeOperationContext,
	itemIndex: number,
	settings: Pick<ReadSettings, 'kinds'>,
	source: IdentifierSource,
	terms: UserTerms,
	place = '',
): IDataObject {
	const user: IDataObject = {};
	let found = false;
	for (const kind of settings.kinds) {
		const values = valuesOf(kind, source(itemIndex, kind));
		if (values.length === 0) continue;
		found = true;
		user[kind] = values.map((value, position) => {
			try {
				return identifierToSend(kind, value, terms);
			} catch (error) {
				const which = values.length > 1 ? ` (value ${position + 1} of ${values.length})` : '';
				const problem = error instanceof IdentifierProblem ? error.message : 'could not be hashed';
				// Under Map Automatically the item's own field, which the panel does not show.
				if (source.inputField && !place)
					throw sourceError(
						context.getNode(),
						itemIndex,
						{ input: [source.inputField(kind)] },
						`${which.trim()} ${problem}`.trim(),
					);
				throw invalidField(
					context.getNode(),
					itemIndex,
					place + IDENTIFIER_FIELDS[kind].displayName + which,
					problem,
				);
			}
		});
	}
	if (!found) {
		const problem = `${settings.kinds.length === 1 ? 'is' : 'are all'} empty: each item is one user and needs at least one of them`;
		if (source.inputField && !place)
			throw sourceError(
				context.getNode(),
				itemIndex,
				{ input: settings.kinds.map((kind) => source.inputField!(kind)) },
				problem,
			);
		throw invalidField(context.getNode(), itemIndex, place + identifierNames(settings), problem);
	}
	return user;
}

/** The identifier fields as the panel labels them: "Email, Phone Number". */
export const identifierNames = (settings: Pick<ReadSettings, 'kinds'>): string =>
	settings.kinds.map((kind) => IDENTIFIER_FIELDS[kind].displayName).join(', ');

/**
 * The reader of one run: reads and checks one item, throwing (naming item and field) before
 * anything is sent. Terms without an expression are read once for the run, and automatic mapping
 * reads identifiers from the item's JSON: a large upload resolves nothing per item.
 */
export function userReader(
	context: CodeOperationContext,
	settings: ReadSettings,
): (itemIndex: number) => UserEntry {
	const termsOf = oncePerRunUnless(
		context,
		[ALREADY_HASHED_PARAMETER, OPTIONS_PARAMETER],
		(itemIndex) => readTerms(context, itemIndex, settings),
	);
	const source = identifierSource(context, settings.kinds);
	const { operationType } = settings;
	// An operation's bytes beside its user are the same for every item with the same terms.
	const bytesBeside = new WeakMap<UserTerms, number>();
	return (itemIndex) => {
		const terms = termsOf(itemIndex);
		const user = readIdentifiers(context, itemIndex, settings, source, terms);
		const counts: IDataObject = {};
		for (const kind of Object.keys(user)) counts[kind] = (user[kind] as string[]).length;
		const operation = { operation_type: operationType, params: { users: [user], ...terms.window } };
		if (!bytesBeside.has(terms))
			bytesBeside.set(
				terms,
				operationBytes({ ...operation, params: { ...operation.params, users: [{}] } }) - 2,
			);
		return {
			operation,
			output: {
				operation_type: operationType,
				identifier_counts: counts,
				...terms.window,
				...settings.target,
			},
			bytes: (bytesBeside.get(terms) as number) + userBytes(user as Record<string, string[]>),
		};
	};
}
