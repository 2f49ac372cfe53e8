import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { readAccountId } from '../../../shared/ads/accountLocator';
import { recordRouting, type PreSend } from '../../../shared/ads/adsRouting';
import { adsRequest } from '../../../shared/ads/adsRequest';
import { WEB_EVENT_TAGS } from '../../../shared/ads/webEventTagLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { checkValue, locatorValue, someFieldToChange } from '../../../shared/validation';
import { checkWindowOrder, RECORD, TAG_CHECKS, tagFields, tagQuery } from './tagFields';

const UPDATE_FIELDS = 'updateFields';

/**
 * The changed values checked; when only one window changes, the tag is read first and the new
 * window compared with its stored other one (the platform refuses a post-view window longer than
 * the post-engagement one).
 */
const updateQuery: PreSend = async function (options) {
	const node = this.getNode();
	const item = this.getItemIndex();
	const fields = this.getNodeParameter(UPDATE_FIELDS, {}) as IDataObject;
	for (const check of TAG_CHECKS)
		checkValue(node, item, check.field, fields[check.parameter], check.rules);
	const click = fields.click_window;
	const view = fields.view_through_window;
	if (click !== undefined && view !== undefined)
		checkWindowOrder(node, item, { click, view }, 'both');
	else if (click !== undefined || view !== undefined) {
		const tagId = String(locatorValue(this.getNodeParameter(RECORD.parameter, '')) ?? '');
		const stored = (
			await adsRequest.call(this, {
				method: 'GET',
				path: `/12/accounts/${encodeURIComponent(readAccountId(this))}${WEB_EVENT_TAGS}/${encodeURIComponent(tagId)}`,
			})
		).data as IDataObject;
		checkWindowOrder(
			node,
			item,
			{ click: click ?? stored.click_window, view: view ?? stored.view_through_window },
			click !== undefined ? 'click' : 'view',
		);
	}
	options.qs = { ...options.qs, ...tagQuery(fields) };
	return options;
};

const updateFieldsCollection: INodeProperties = {
	displayName: 'Update Fields',
	name: UPDATE_FIELDS,
	type: 'collection',
	placeholder: 'Add Field',
	default: {},
	options: tagFields(false).map((field) => ({ ...field, required: undefined })),
};

/** PUT /12/accounts/:account_id/web_event_tags/:web_event_tag_id */
export const updateOperation: Operation = {
	name: 'Update',
	value: 'update',
	action: 'Update a web event tag',
	description: 'Rename a web event tag or change its type, attribution windows or retargeting',
	routing: recordRouting('PUT', WEB_EVENT_TAGS, RECORD, [someFieldToChange(), updateQuery]),
	fields: [updateFieldsCollection],
};
