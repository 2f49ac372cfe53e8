import type { INodeProperties } from 'n8n-workflow';

export const spaceIdsProperty: INodeProperties = {
	displayName: 'Space IDs',
	name: 'spaceIds',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. 1DXxyRYNejbKM,1nAJEzEMNBPJL',
	description: 'Comma-separated space IDs, at most 100',
};

export const creatorIdsProperty: INodeProperties = {
	displayName: 'Creator IDs',
	name: 'creatorIds',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. 2244994945,783214',
	description: 'Comma-separated IDs of the users whose spaces to list, at most 100',
};
