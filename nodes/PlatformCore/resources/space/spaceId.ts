import type { IExecuteSingleFunctions, IHttpRequestOptions, INodeProperties } from 'n8n-workflow';

import { SPACE_ID } from '../../../shared/patterns';
import { checkValue, invalidField, rules } from '../../../shared/validation';

export const spaceIdProperty: INodeProperties = {
	displayName: 'Space ID',
	name: 'spaceId',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. 1DXxyRYNejbKM',
	description: "The space's ID, 1 to 13 letters and digits (the end of its link)",
};

/** preSend: the checked space id in place of `:id`. */
export async function spaceIdInPath(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const id = String(this.getNodeParameter('spaceId', '')).trim();
	if (id === '') throw invalidField(this.getNode(), this.getItemIndex(), 'Space ID', 'is required');
	checkValue(this.getNode(), this.getItemIndex(), 'Space ID', id, [
		rules.matches(SPACE_ID, '1 to 13 letters and digits'),
	]);
	return { ...requestOptions, url: requestOptions.url.replace(':id', id) };
}
