import type { INodeProperties } from 'n8n-workflow';

/** `with_deleted` of single-record GETs: a deleted record is found only with it. */
export const withDeletedOption = (show: Record<string, string[]> = {}): INodeProperties => ({
	displayName: 'Options',
	name: 'getOptions',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	displayOptions: { show },
	options: [
		{
			displayName: 'With Deleted',
			name: 'withDeleted',
			type: 'boolean',
			default: false,
			description: 'Whether to return the record even when it is deleted',
			routing: { send: { type: 'query', property: 'with_deleted' } },
		},
	],
});
