import type { IDataObject } from 'n8n-workflow';

import { parameterOfItem } from '../../../shared/ads/sameForEveryItem';
import { IDENTIFIER_FIELDS } from './fields';
import type { IdentifierKind } from './identifiers';
import {
	DEFINE_BELOW,
	INPUT_FIELD_NAMES_PARAMETER,
	MAPPING_PARAMETER,
	MAP_AUTOMATICALLY,
} from './mapping';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/**
 * The raw value of one identifier kind for one item, before it is split, checked and hashed; under
 * Map Automatically it also names the input field each kind is read from (errors name it).
 */
export type IdentifierSource = ((itemIndex: number, kind: IdentifierKind) => unknown) & {
	inputField?: (kind: IdentifierKind) => string;
};

/** The input field each identifier kind is read from under Map Automatically (by default its own name). */
export function inputFieldNames(
	context: CodeOperationContext,
	kinds: readonly IdentifierKind[],
): Record<IdentifierKind, string> {
	const chosen = context.getNodeParameter(INPUT_FIELD_NAMES_PARAMETER, 0, {}) as IDataObject;
	return Object.fromEntries(
		kinds.map((kind) => [kind, String(chosen[kind] ?? '').trim() || kind]),
	) as Record<IdentifierKind, string>;
}

/** Where identifiers come from in this run: each item's JSON, or the mapped fields. */
export function identifierSource(
	context: CodeOperationContext,
	kinds: readonly IdentifierKind[],
): IdentifierSource {
	const mapping = context.getNodeParameter(MAPPING_PARAMETER, 0, DEFINE_BELOW) as string;
	if (mapping === MAP_AUTOMATICALLY) {
		const names = inputFieldNames(context, kinds);
		const items = context.getInputData();
		return Object.assign(
			(itemIndex: number, kind: IdentifierKind) => items[itemIndex].json[names[kind]],
			{ inputField: (kind: IdentifierKind) => names[kind] },
		);
	}
	const fields = Object.fromEntries(
		kinds.map((kind) => [kind, parameterOfItem(context, IDENTIFIER_FIELDS[kind].name, '')]),
	) as Record<IdentifierKind, (itemIndex: number) => unknown>;
	return (itemIndex, kind) => fields[kind](itemIndex);
}
