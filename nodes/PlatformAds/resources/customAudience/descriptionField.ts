import type { INodeProperties } from 'n8n-workflow';

/** The audience's description, free text, on create and update. */
export const descriptionField: INodeProperties = {
	displayName: 'Description',
	name: 'description',
	type: 'string',
	default: '',
	description: 'What the audience holds, for the people of the account',
	routing: { send: { type: 'query', property: 'description' } },
};
