import type { IDataObject } from 'n8n-workflow';

import { accountCreateOperation, type PreSend } from '../../../shared/ads/adsRouting';
import { WEB_EVENT_TAGS } from '../../../shared/ads/webEventTagLocator';
import { checkRequired, checkValue } from '../../../shared/validation';
import { checkWindowOrder, TAG_CHECKS, tagFields, tagQuery } from './tagFields';

const NAMES = ['name', 'type', 'click_window', 'view_through_window', 'retargeting_enabled'];

/** Every value checked (the windows and their order), then all five as query parameters. */
const createQuery: PreSend = async function (options) {
	const node = this.getNode();
	const item = this.getItemIndex();
	const fields: IDataObject = Object.fromEntries(
		NAMES.map((name) => [name, this.getNodeParameter(name, '')]),
	);
	checkRequired(node, item, 'Name', fields.name);
	for (const check of TAG_CHECKS)
		checkValue(node, item, check.field, fields[check.parameter], check.rules);
	checkWindowOrder(
		node,
		item,
		{ click: fields.click_window, view: fields.view_through_window },
		'both',
	);
	options.qs = { ...options.qs, ...tagQuery(fields) };
	return options;
};

/** POST /12/accounts/:account_id/web_event_tags */
export const createOperation = accountCreateOperation({
	collection: WEB_EVENT_TAGS,
	action: 'Create a web event tag',
	description: 'Add a conversion event (purchase, lead, page view, ...) to the website tag',
	preSend: [createQuery],
	fields: tagFields(true),
});
