import type { IDataObject } from 'n8n-workflow';

import { toRfc3339 } from '../../../shared/times';
import { invalidField } from '../../../shared/validation';
import {
	ALREADY_HASHED_PARAMETER,
	COUNTRY_CODE_OPTION,
	EFFECTIVE_AT_OPTION,
	EXPIRES_AT_OPTION,
	OPTIONS_PARAMETER,
} from './fields';
import type { ReadSettings } from './readUser';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/** Time of one option (see shared/times.ts), in UTC, or undefined when empty; the error names the field, not the value. */
function timeOption(
	context: CodeOperationContext,
	itemIndex: number,
	value: unknown,
	field: string,
): string | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	const time = toRfc3339(
		value instanceof Date ? value.toISOString() : String(value),
		context.getTimezone(),
	);
	if (!time)
		throw invalidField(
			context.getNode(),
			itemIndex,
			field,
			'must be a date and time (ISO 8601, e.g. 2026-12-01T00:00:00Z)',
		);
	return time;
}

/** What applies to one user beside its identifiers: how they are read, and the membership window. */
export interface UserTerms {
	alreadyHashed: boolean;
	defaultCountryCode: string;
	/** effective_at and expires_at as sent, when there are any. */
	window: IDataObject;
}

/** Reads and checks the terms of one item (errors name the item and the field). */
export function readTerms(
	context: CodeOperationContext,
	itemIndex: number,
	settings: ReadSettings,
): UserTerms {
	const alreadyHashed = context.getNodeParameter(
		ALREADY_HASHED_PARAMETER,
		itemIndex,
		false,
	) as boolean;
	const options = context.getNodeParameter(OPTIONS_PARAMETER, itemIndex, {}) as IDataObject;
	const defaultCountryCode = String(options[COUNTRY_CODE_OPTION] ?? '').trim();
	if (defaultCountryCode && !/^\+?[1-9][0-9]{0,2}$/.test(defaultCountryCode)) {
		throw invalidField(
			context.getNode(),
			itemIndex,
			'Default Country Calling Code',
			'must be a country calling code of 1 to 3 digits, such as 1 or 44',
		);
	}
	const effectiveAt = settings.effectiveAt
		? timeOption(context, itemIndex, options[EFFECTIVE_AT_OPTION], 'Effective At')
		: undefined;
	const expiresAt =
		timeOption(context, itemIndex, options[EXPIRES_AT_OPTION], 'Expires At') ??
		settings.defaultExpiresAt?.();
	if (
		expiresAt !== undefined &&
		Date.parse(expiresAt) <= (effectiveAt === undefined ? Date.now() : Date.parse(effectiveAt))
	) {
		throw invalidField(
			context.getNode(),
			itemIndex,
			'Expires At',
			`must be later than ${effectiveAt === undefined ? 'now' : 'Effective At'}`,
		);
	}
	const window: IDataObject = {
		...(effectiveAt !== undefined ? { effective_at: effectiveAt } : {}),
		...(expiresAt !== undefined ? { expires_at: expiresAt } : {}),
	};
	return { alreadyHashed, defaultCountryCode, window };
}
