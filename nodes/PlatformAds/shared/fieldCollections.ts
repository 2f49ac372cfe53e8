import type { INodeProperties } from 'n8n-workflow';

/** The collection of the fields an update sends (see someFieldToChange). */
export const UPDATE_FIELDS = 'updateFields';

/** Used in operations' fields only: describeResource shows them for their operation. */
const collection =
	(displayName: string, name: string) =>
	(options: INodeProperties[]): INodeProperties => ({
		displayName,
		name,
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options,
	});

/** The Additional Fields collection of a create: optional values, sent only when added. */
export const additionalFieldsCollection = collection('Additional Fields', 'additionalFields');

/** The Update Fields collection of an update: only the fields added are changed. */
export const updateFieldsCollection = collection('Update Fields', UPDATE_FIELDS);
