import type { IDataObject, IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { checkValue, invalidField, rules } from '../../../shared/validation';

/** The list's name (1 to 25 characters) and description (at most 100), checked, as the body. */
export function listBody(
	context: IExecuteSingleFunctions,
	values: IDataObject,
	requireName: boolean,
): IDataObject {
	const node = context.getNode();
	const item = context.getItemIndex();
	const body: IDataObject = {};
	if (values.name !== undefined || requireName) {
		const name = String(values.name ?? '').trim();
		if (name === '') throw invalidField(node, item, 'Name', 'is required');
		checkValue(node, item, 'Name', name, [rules.chars(1, 25)]);
		body.name = name;
	}
	if (values.description !== undefined && values.description !== '') {
		checkValue(node, item, 'Description', values.description, [rules.chars(0, 100)]);
		body.description = String(values.description);
	}
	if (values.private !== undefined) body.private = Boolean(values.private);
	return body;
}

/** preSend of Create: name, description and privacy. */
export async function sendNewList(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const values: IDataObject = {
		name: this.getNodeParameter('name', ''),
		...(this.getNodeParameter('additionalFields', {}) as IDataObject),
	};
	return { ...requestOptions, body: listBody(this, values, true) };
}

/** preSend of Update: the fields to change, at least one. */
export async function sendListChanges(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const body = listBody(this, this.getNodeParameter('updateFields', {}) as IDataObject, false);
	if (Object.keys(body).length === 0)
		throw invalidField(
			this.getNode(),
			this.getItemIndex(),
			'Update Fields',
			'needs at least one field to change',
		);
	return { ...requestOptions, body };
}
