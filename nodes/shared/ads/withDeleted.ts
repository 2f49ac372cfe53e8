import type { INodeProperties } from 'n8n-workflow';
import { booleanQueryOption } from './booleanQueryOption';

/** `with_deleted` of single-record GETs: a deleted record is found only with it. */
export const withDeletedOption = (show: Record<string, string[]> = {}): INodeProperties => ({
	displayName: 'Options',
	name: 'getOptions',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	displayOptions: { show },
	options: [
		booleanQueryOption(
			'With Deleted',
			'withDeleted',
			'with_deleted',
			'Whether to return the record even when it is deleted',
		),
	],
});
