import type { IDataObject } from 'n8n-workflow';

import { ACCOUNT_PARAMETER } from '../../../shared/ads/accountLocator';
import { adsRequest } from '../../../shared/ads/adsRequest';
import { WEB_EVENT_TAGS } from '../../../shared/ads/webEventTagLocator';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/** What Conversion > Send reads of an event's web event tag, or why it could not. */
export type EventTag = { record: IDataObject } | { unread: string };

/**
 * The web event tags of one run's events, each read once (GET .../web_event_tags/:id): their
 * pixel (website_tag_id), type and attribution windows. An app with Conversion Only access may
 * send conversions without reading tags, so a tag that cannot be read is no error here: the
 * conversion is still sent, and the platform judges its event.
 */
export function eventTagReader(
	context: CodeOperationContext,
): (tagId: string) => Promise<EventTag> {
	const accountId = String(
		context.getNodeParameter(ACCOUNT_PARAMETER, 0, '', { extractValue: true }) ?? '',
	).trim();
	const known = new Map<string, Promise<EventTag>>();
	const read = async (tagId: string): Promise<EventTag> => {
		if (!accountId) return { unread: 'no Account is chosen' };
		try {
			const body = await adsRequest.call(context, {
				method: 'GET',
				path: `/12/accounts/${encodeURIComponent(accountId)}${WEB_EVENT_TAGS}/${encodeURIComponent(tagId)}`,
			});
			return { record: (body.data ?? {}) as IDataObject };
		} catch (error) {
			return { unread: (error as Error).message };
		}
	};
	return (tagId) => {
		let tag = known.get(tagId);
		if (!tag) known.set(tagId, (tag = read(tagId)));
		return tag;
	};
}

/** The longest attribution window of a tag read, in days; undefined when unknown. */
export function longestWindow(tag: EventTag): number | undefined {
	if (!('record' in tag)) return undefined;
	const days = [tag.record.click_window, tag.record.view_through_window].filter(
		(value): value is number => typeof value === 'number' && value > 0,
	);
	return days.length > 0 ? Math.max(...days) : undefined;
}
