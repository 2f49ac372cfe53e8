import type { IDataObject, IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { invalidField } from '../../shared/validation';
import type { PreSend } from './adsRouting';

/** The collection of the fields an update sends. */
export const UPDATE_FIELDS = 'updateFields';

/** An update without any field would send nothing to change: refused before sending. */
export function requireSomeField(collection = UPDATE_FIELDS, field = 'Update Fields'): PreSend {
	return async function checkSomeField(this: IExecuteSingleFunctions, options: IHttpRequestOptions) {
		const values = this.getNodeParameter(collection, {}) as IDataObject;
		if (Object.values(values).every((value) => value === '' || value === undefined || value === null)) {
			throw invalidField(this.getNode(), this.getItemIndex(), field, 'needs at least one field to change');
		}
		return options;
	};
}
