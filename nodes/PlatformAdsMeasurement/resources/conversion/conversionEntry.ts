import type { IDataObject } from 'n8n-workflow';

import { parameterOfItem } from '../../../shared/ads/sameForEveryItem';
import { knownZone, toUtcMilliseconds, NOT_A_TIME } from '../../../shared/times';
import { checkRequired, invalidField, locatorValue } from '../../../shared/validation';
import { checkConversionTime, WIDEST_WINDOW_DAYS } from './conversionTimes';
import { identifierReader, identifiersToSend, mapsAutomatically, SENT_AS } from './identifiers';
import { sourceError, type Source } from '../../../shared/inputFieldError';
import { fieldByName, INPUT_FIELDS } from './inputFields';
import { PARAMETERS } from './send.fields';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/** One input item as one conversion, and what its output item says about it. */
export interface ConversionEntry {
	conversion: IDataObject;
	/** No identifier: the event, the conversion ID, time, value and currency sent, fields used. */
	output: IDataObject;
	/** The conversion time in epoch milliseconds, checked against the event's windows. */
	timeMs: number;
	/** The bare ID of the event tag (without tw-<pixel>-). */
	tagId: string;
}

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
const DECIMAL = /^\d+(\.\d+)?$/;
const EVENT_ID = /^(?:[0-9a-z]+|tw-[0-9a-z]+-[0-9a-z]+)$/;
const NOT_AN_AMOUNT =
	'must be a number of currency units such as 19.99 (no currency sign, "." before the decimals)';

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

const isEmpty = (value: unknown) => value === '' || value === undefined || value === null;

/**
 * Reads and checks each item's conversion, naming the item and the field (the panel's, or the
 * input item's one Map Automatically read), before anything is sent. Parameters without an
 * expression are read once per run (100,000 items). `nowMs` is the run's clock.
 */
export function conversionReader(context: CodeOperationContext, nowMs: number) {
	const node = context.getNode();
	const zone = knownZone(context.getTimezone());
	const identifiers = identifierReader(context);
	const automatic = mapsAutomatically(context);
	const items = context.getInputData();
	const read = <T>(name: string, fallback: T, extractValue = false) =>
		parameterOfItem<T>(context, name, fallback, extractValue ? { extractValue } : undefined);
	const event = read<unknown>(PARAMETERS.event, '', true);
	const countryCode = read<string>(PARAMETERS.countryCode, '');
	const time = read<unknown>(PARAMETERS.time, '');
	const value = read<unknown>(PARAMETERS.value, '');
	const currency = read<string>(PARAMETERS.currency, '');
	const conversionId = read<unknown>(PARAMETERS.conversionId, '');
	const options = read<IDataObject>(PARAMETERS.options, {});

	return (itemIndex: number): ConversionEntry => {
		const json = (items[itemIndex]?.json ?? {}) as IDataObject;
		const fieldsUsed: IDataObject = {};
		/**
		 * A panel field's value or, left empty, the item's field of one of `names` (when `fromItem`):
		 * the value with where it came from, recorded in fields_used as `sentAs`.
		 */
		const valueOf = (
			panelValue: unknown,
			panel: string,
			names: readonly string[],
			sentAs: string,
			fromItem = true,
		): { value: unknown; source: Source } => {
			if (!isEmpty(panelValue) || !fromItem) return { value: panelValue, source: { panel } };
			const found = fieldByName(json, names);
			if (!found) return { value: undefined, source: { panel } };
			fieldsUsed[sentAs] = found.field;
			return { value: found.value, source: { input: [found.field] } };
		};

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
		const raw = identifiers(itemIndex);
		const conversion: IDataObject = {
			conversion_time: '',
			event_id: eventId,
			identifiers: identifiersToSend(context, itemIndex, raw, code),
		};
		for (const [kind, field] of Object.entries(raw.fields ?? {}))
			if (String(raw.values[kind as keyof typeof raw.values] ?? '').trim())
				fieldsUsed[SENT_AS[kind as keyof typeof SENT_AS]] = field;

		const timeRead = valueOf(
			time(itemIndex),
			'Conversion Time',
			INPUT_FIELDS.time,
			'conversion_time',
		);
		const sentTime = conversionTime(
			isEmpty(timeRead.value) ? new Date(nowMs) : timeRead.value,
			zone,
		);
		if (!sentTime) throw sourceError(node, itemIndex, timeRead.source, NOT_A_TIME);
		const timeMs = Date.parse(sentTime);
		const { problem } = checkConversionTime(timeMs, nowMs, WIDEST_WINDOW_DAYS);
		if (problem) throw sourceError(node, itemIndex, timeRead.source, problem);
		conversion.conversion_time = sentTime;

		const valueRead = valueOf(value(itemIndex), 'Value', INPUT_FIELDS.value, 'value', automatic);
		const currencyRead = valueOf(
			currency(itemIndex),
			'Currency',
			INPUT_FIELDS.currency,
			'price_currency',
			automatic && !isEmpty(valueRead.value),
		);
		if (!isEmpty(valueRead.value)) {
			const text = decimalText(valueRead.value);
			if (text === undefined) throw sourceError(node, itemIndex, valueRead.source, NOT_AN_AMOUNT);
			const currencyCode = isEmpty(currencyRead.value)
				? 'USD'
				: String(currencyRead.value).trim().toUpperCase();
			if (!CURRENCIES.has(currencyCode))
				throw sourceError(
					node,
					itemIndex,
					currencyRead.source,
					'must be a three-letter ISO 4217 code such as USD or EUR',
				);
			conversion.value = text;
			conversion.price_currency = currencyCode;
		}

		const idRead = valueOf(
			conversionId(itemIndex),
			'Conversion ID',
			INPUT_FIELDS.conversionId,
			'conversion_id',
		);
		const id = String(idRead.value ?? '').trim();
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
			timeMs,
			tagId: eventId.replace(/^tw-[0-9a-z]+-/, ''),
			output: {
				event_id: eventId,
				conversion_time: sentTime,
				...(id ? { conversion_id: id } : {}),
				...(conversion.value !== undefined
					? { value: conversion.value, price_currency: conversion.price_currency }
					: {}),
				fields_used: fieldsUsed,
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
