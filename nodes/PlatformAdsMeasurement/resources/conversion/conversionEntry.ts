import type { IDataObject } from 'n8n-workflow';

import { parameterOfItem } from '../../../shared/ads/sameForEveryItem';
import { knownZone, toUtcMilliseconds, NOT_A_TIME } from '../../../shared/times';
import { checkRequired, invalidField, locatorValue } from '../../../shared/validation';
import { identifierReader, identifiersToSend } from './identifiers';
import { PARAMETERS } from './send.fields';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/** One input item as one conversion, and what its output item says about it. */
export interface ConversionEntry {
	conversion: IDataObject;
	/** No identifier: the event, the conversion ID and the time sent. */
	output: IDataObject;
}

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
const DECIMAL = /^\d+(\.\d+)?$/;
const EVENT_ID = /^(?:[0-9a-z]+|tw-[0-9a-z]+-[0-9a-z]+)$/;

/** A value in currency units as the decimal string the platform wants ("20.00", "19.999"). */
function decimalText(value: unknown): string | undefined {
	if (typeof value === 'number') {
		if (!Number.isFinite(value) || value < 0) return undefined;
		const cents = value.toFixed(2);
		return Number(cents) === value ? cents : String(Number(value.toFixed(6)));
	}
	const text = String(value).trim();
	return DECIMAL.test(text) ? text : undefined;
}

/** A time typed or mapped (text, a Date, n8n's DateTime) as UTC with exactly three fraction digits. */
function conversionTime(value: unknown, zone: string): string | undefined {
	if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
	const text =
		value && typeof value === 'object' && 'toISO' in value
			? String((value as { toISO: () => string }).toISO())
			: String(value ?? '').trim();
	// A time without an offset is read in the workflow's zone, its milliseconds kept.
	return toUtcMilliseconds(text, zone);
}

/**
 * Reads and checks each item's conversion, naming the item and the field, before anything is
 * sent. Parameters without an expression are read once per run (100,000 items).
 */
export function conversionReader(context: CodeOperationContext) {
	const node = context.getNode();
	const zone = knownZone(context.getTimezone());
	const identifiers = identifierReader(context);
	const read = <T>(name: string, fallback: T, extractValue = false) =>
		parameterOfItem<T>(context, name, fallback, extractValue ? { extractValue } : undefined);
	const event = read<unknown>(PARAMETERS.event, '', true);
	const countryCode = read<string>(PARAMETERS.countryCode, '');
	const time = read<unknown>(PARAMETERS.time, '');
	const value = read<unknown>(PARAMETERS.value, '');
	const currency = read<string>(PARAMETERS.currency, 'USD');
	const conversionId = read<unknown>(PARAMETERS.conversionId, '');
	const options = read<IDataObject>(PARAMETERS.options, {});

	return (itemIndex: number): ConversionEntry => {
		const eventId = String(locatorValue(event(itemIndex)) ?? '').trim();
		checkRequired(
			node,
			itemIndex,
			'Event',
			eventId,
			'is required: pick the web event tag the conversions count for',
		);
		if (!EVENT_ID.test(eventId))
			throw invalidField(
				node,
				itemIndex,
				'Event',
				'must be a web event tag ID such as o87ne (or tw-<pixel>-<event>)',
			);

		const code = String(countryCode(itemIndex) ?? '').trim();
		if (code && !/^\+?[1-9][0-9]{0,2}$/.test(code))
			throw invalidField(
				node,
				itemIndex,
				'Default Country Calling Code',
				'must be a country calling code of 1 to 3 digits, such as 1 or 44',
			);
		const conversion: IDataObject = {
			conversion_time: '',
			event_id: eventId,
			identifiers: identifiersToSend(context, itemIndex, identifiers(itemIndex), code),
		};

		const rawTime = time(itemIndex);
		const sentTime = conversionTime(
			rawTime === '' || rawTime === undefined ? new Date() : rawTime,
			zone,
		);
		if (!sentTime) throw invalidField(node, itemIndex, 'Conversion Time', NOT_A_TIME);
		conversion.conversion_time = sentTime;

		const currencyCode = String(currency(itemIndex) ?? '')
			.trim()
			.toUpperCase();
		if (!CURRENCIES.has(currencyCode))
			throw invalidField(
				node,
				itemIndex,
				'Currency',
				'must be a three-letter ISO 4217 code such as USD or EUR',
			);
		const rawValue = value(itemIndex);
		if (rawValue !== '' && rawValue !== undefined && rawValue !== null) {
			const text = decimalText(rawValue);
			if (text === undefined)
				throw invalidField(
					node,
					itemIndex,
					'Value',
					'must be a number of currency units such as 19.99 (no currency sign, "." before the decimals)',
				);
			conversion.value = text;
			conversion.price_currency = currencyCode;
		}

		const id = String(conversionId(itemIndex) ?? '').trim();
		if (id) conversion.conversion_id = id;

		const extra = options(itemIndex);
		if (extra.numberItems !== undefined) {
			const count = Number(extra.numberItems);
			if (!Number.isInteger(count) || count < 1)
				throw invalidField(node, itemIndex, 'Number of Items', 'must be a whole number above zero');
			conversion.number_items = count;
		}
		if (typeof extra.description === 'string' && extra.description.trim())
			conversion.description = extra.description.trim();
		const contents = ((extra.contents as IDataObject | undefined)?.content ?? []) as IDataObject[];
		if (contents.length > 0)
			conversion.contents = contents.map((content, n) => contentOf(context, itemIndex, content, n));

		return {
			conversion,
			output: {
				event_id: eventId,
				conversion_time: sentTime,
				...(id ? { conversion_id: id } : {}),
			},
		};
	};
}

/** One product of Contents, by the platform's names (num_items, not number_items). */
function contentOf(
	context: CodeOperationContext,
	itemIndex: number,
	content: IDataObject,
	n: number,
): IDataObject {
	const text = (key: string) => String(content[key] ?? '').trim();
	const numItems = Number(content.numItems ?? 1);
	if (!Number.isInteger(numItems) || numItems < 1)
		throw invalidField(
			context.getNode(),
			itemIndex,
			`Contents (product ${n + 1}) Number of Items`,
			'must be a whole number above zero',
		);
	const sent: IDataObject = { num_items: numItems };
	if (text('contentId')) sent.content_id = text('contentId');
	if (text('contentName')) sent.content_name = text('contentName');
	if (text('contentType')) sent.content_type = text('contentType');
	if (text('contentGroupId')) sent.content_group_id = text('contentGroupId');
	if (Number(content.contentPrice ?? 0) !== 0) sent.content_price = Number(content.contentPrice);
	return sent;
}
