import { NodeOperationError, type IDataObject, type INodeExecutionData } from 'n8n-workflow';

import { adsRequest } from '../../../shared/ads/adsRequest';
import { runBatches, sameTargetCheck } from '../../../shared/ads/runBatches';
import { checkValue, invalidField, rules } from '../../../shared/validation';
import { conversionReader, type ConversionEntry } from './conversionEntry';
import { conversionPacer } from './conversionPacing';
import { checkConversionTime, WIDEST_WINDOW_DAYS } from './conversionTimes';
import { eventTagReader, longestWindow, type EventTag } from './eventTags';
import { PARAMETERS, sendFields } from './send.fields';
import type { Operation } from '../../../shared/descriptions/resource';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/** Conversions per request. */
export const MAX_CONVERSIONS = 500;

/**
 * POST /12/measurement/conversions/:pixel_id: every item is checked first, then the web event
 * tags of its events are read (once each: their pixel, type and windows), then the conversions go
 * in input order, 500 a request. The platform takes a request whole or refuses it whole, so a
 * refused request fails exactly its own items. Sending again is safe when every conversion has a
 * conversion ID: the platform counts each (event, conversion ID) once.
 */
export async function sendConversions(this: CodeOperationContext): Promise<INodeExecutionData[][]> {
	const nowMs = Date.now();
	const options = this.getNodeParameter(PARAMETERS.options, 0, {}) as IDataObject;
	const pace = options.pace === false ? async () => {} : conversionPacer();

	// Every item is read and checked before any request: a bad item stops the node here.
	const readConversion = conversionReader(this, nowMs);
	const samePixel = sameTargetCheck(this, [{ parameter: PARAMETERS.pixel, field: 'Pixel' }]);
	// A bad item stops the node, or under Continue On Fail becomes its error item (the errors are
	// the checks' own, naming the item and the field).
	const kept = (error: Error): Error => {
		if (!this.continueOnFail()) throw error;
		return error;
	};
	const read: Array<ConversionEntry | Error> = this.getInputData().map((_, itemIndex) => {
		try {
			samePixel(itemIndex);
			return readConversion(itemIndex);
		} catch (error) {
			return kept(error as Error);
		}
	});

	const chosenPixel = chosenPixelOf(this);
	const eventTag = eventTagReader(this);
	const tags = new Map<string, EventTag>();
	for (const entry of read)
		if (!(entry instanceof Error) && !tags.has(entry.tagId))
			tags.set(entry.tagId, await eventTag(entry.tagId));

	let pixel = chosenPixel;
	let noPixel: Error | undefined;
	try {
		pixel ||= pixelOfEvents(this, read, tags);
	} catch (error) {
		noPixel = error as Error;
	}
	let requestNumber = 0;
	return await runBatches<ConversionEntry>(this, {
		size: MAX_CONVERSIONS,
		refusalAdvice:
			'The platform refused the whole request, so none of its conversions was counted. Correct this item and run the node again.',
		read: (itemIndex) => {
			const entry = read[itemIndex];
			if (entry instanceof Error) throw entry;
			// No pixel for the run: every item that passed its own checks ends with that error.
			if (noPixel) throw noPixel;
			return withTag(this, itemIndex, entry, tags.get(entry.tagId)!, pixel, nowMs);
		},
		send: async (entries) => {
			await pace(entries.length);
			const number = ++requestNumber;
			const body = await adsRequest.call(this, {
				method: 'POST',
				path: `/12/measurement/conversions/${encodeURIComponent(pixel)}`,
				body: { conversions: entries.map(({ conversion }) => conversion) },
				// Sent again only when the platform can tell a repeat: every conversion has its ID.
				idempotent: entries.every(({ conversion }) => conversion.conversion_id !== undefined),
			});
			const data = (body.data ?? {}) as IDataObject;
			return entries.map(({ output }) => ({
				...output,
				pixel_id: pixel,
				conversions_processed: data.conversions_processed,
				debug_id: data.debug_id,
				request: number,
			}));
		},
		refusal: () => undefined,
	});
}

/** The pixel chosen for the run (item 1's), checked before any request; empty when left empty. */
function chosenPixelOf(context: CodeOperationContext): string {
	const chosen = String(
		context.getNodeParameter(PARAMETERS.pixel, 0, '', { extractValue: true }) ?? '',
	).trim();
	if (chosen) checkValue(context.getNode(), 0, 'Pixel', chosen, [rules.adsId]);
	return chosen;
}

/**
 * The pixel of item 1's event (its tag's website_tag_id), for a run whose Pixel was left empty.
 * Refused, naming the field, when the tag cannot tell it.
 */
function pixelOfEvents(
	context: CodeOperationContext,
	read: Array<ConversionEntry | Error>,
	tags: Map<string, EventTag>,
): string {
	const node = context.getNode();
	const first = read.findIndex((entry) => !(entry instanceof Error));
	// Every item failed its checks: nothing is sent, so no pixel is needed.
	if (first < 0) return '';
	const entry = read[first] as ConversionEntry;
	const tag = tags.get(entry.tagId)!;
	const fromTag = 'record' in tag ? String(tag.record.website_tag_id ?? '').trim() : '';
	if (fromTag) return fromTag;
	throw new NodeOperationError(
		node,
		`Item ${first + 1}: Pixel is required: it was left empty, and the pixel of event ${entry.tagId} could not be read (${'unread' in tag ? tag.unread : 'its web event tag names none'})`,
		{
			itemIndex: first,
			description:
				'Pick the pixel in "Pixel" (From List shows the pixels of the account\'s events), or give its ID. Nothing was sent.',
		},
	);
}

/**
 * An item's conversion with what its event's tag says: an event of another pixel is refused, and
 * the output warns of a conversion older than the event's longest attribution window and of a
 * purchase without a value.
 */
function withTag(
	context: CodeOperationContext,
	itemIndex: number,
	entry: ConversionEntry,
	tag: EventTag,
	pixel: string,
	nowMs: number,
): ConversionEntry {
	const record = 'record' in tag ? tag.record : undefined;
	const tagPixel = String(record?.website_tag_id ?? '');
	if (tagPixel && tagPixel !== pixel)
		throw invalidField(
			context.getNode(),
			itemIndex,
			'Event',
			`is an event of pixel ${tagPixel}, but this run sends to pixel ${pixel}: pick an event of that pixel, or the event's own pixel in Pixel`,
		);
	const warnings: string[] = [];
	const window = longestWindow(tag);
	const { warning } = window
		? checkConversionTime(entry.timeMs, nowMs, window)
		: checkConversionTime(
				entry.timeMs,
				nowMs,
				WIDEST_WINDOW_DAYS,
				'the widest attribution window an event can have',
			);
	if (warning) warnings.push(warning);
	if (record?.type === 'PURCHASE' && entry.conversion.value === undefined)
		warnings.push(
			'no value: this purchase is sent without its revenue, so return on ad spend cannot count it; set Value, or give the item a value, total, revenue, amount or price field',
		);
	return {
		...entry,
		output: {
			...entry.output,
			...(record?.type ? { event_type: record.type } : {}),
			...(warnings.length > 0 ? { warnings } : {}),
		},
	};
}

/** Conversion > Send: many items make one request (500 conversions a request). */
export const sendOperation: Operation = {
	name: 'Send',
	value: 'send',
	action: 'Send conversions',
	description:
		"Report each input item as a website conversion (a purchase, a lead, ...) of one of the account's events",
	requests: 'POST /12/measurement/conversions/{pixel_id} (500 conversions a request)',
	execute: sendConversions,
	fields: sendFields,
};
