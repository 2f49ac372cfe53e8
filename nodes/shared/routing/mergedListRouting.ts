import type { IDataObject, INodePropertyRouting } from 'n8n-workflow';

import { type ListPaging, listRouting, walkingPages } from './listRouting';
import type { Executor } from './policyRouting';
import type { PreSend } from './preSend';
import { wantsFullResponse } from '../descriptions/output';

/**
 * A core list whose answers carry expanded objects apart from the records, in `includes` (posts,
 * direct message events...), with Return All / Limit. By default each record comes with its own
 * expanded objects merged in (`merge` reads one answer), which is what a workflow can use item by
 * item; with Output "Full Response" each page comes whole, as the platform sends it.
 */
export function mergedListRouting(
	url: string,
	preSend: PreSend[],
	paging: ListPaging,
	merge: (body: IDataObject) => IDataObject[],
): INodePropertyRouting {
	const request: INodePropertyRouting = {
		request: { method: 'GET', url },
		...(preSend.length ? { send: { preSend } } : {}),
	};
	const pageMerged = walkingPages({ ...paging, records: merge });
	const pageWhole = walkingPages({ ...paging, fullResponseOption: true });
	const send: Executor = async function (requestData) {
		const full = wantsFullResponse(this);
		return await (full ? pageWhole : pageMerged).call(this, requestData);
	};
	return listRouting(request, paging, { send });
}
