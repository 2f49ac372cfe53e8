import { randomUUID } from 'node:crypto';

import { adsError } from '../errors';
import { adsRoute } from '../adsRules';
import { conversionCounts, countConversion, countedConversions } from '../serverConversions';
import type { Reply, Route } from '../types';
import { accountOfPixel, markTracking, webEventTags, type WebEventTag } from './adsWebEventTags';

const MAX_CONVERSIONS = 500;
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const SHA256 = /^[0-9a-f]{64}$/i;
const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const DECIMAL = /^\d+(\.\d+)?$/;
const CONVERSION_KEYS = [
	'conversion_time',
	'event_id',
	'identifiers',
	'conversion_id',
	'value',
	'price_currency',
	'number_items',
	'description',
	'contents',
];
const IDENTIFIER_KEYS = [
	'twclid',
	'hashed_email',
	'hashed_phone_number',
	'ip_address',
	'user_agent',
];
const CONTENT_KEYS = [
	'content_id',
	'content_group_id',
	'content_name',
	'content_price',
	'content_type',
	'num_items',
];

interface Problem {
	code: string;
	message: string;
	parameter: string;
}

const problem = (parameter: string, message: string, code = 'INVALID_PARAMETER'): Problem => ({
	code,
	message,
	parameter,
});

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/** The account's live single event tag an event_id names (bare or tw-{pixel}-{event}). */
function eventProblems(
	tags: WebEventTag[],
	accountId: string,
	pixel: string,
	eventId: unknown,
): { tag?: WebEventTag; problems: Problem[] } {
	const elsewhere = problem(
		'event_id',
		`event_id (${String(eventId)}) does not belong to provided account`,
		'NOT_FOUND',
	);
	if (typeof eventId !== 'string' || eventId === '')
		return { problems: [problem('event_id', 'Event ID was not found', 'MISSING_PARAMETER')] };
	const prefixed = /^tw-([0-9a-z]+)-([0-9a-z]+)$/.exec(eventId);
	if (prefixed && prefixed[1] !== pixel)
		return {
			problems: [elsewhere],
		};
	const id = prefixed ? prefixed[2] : eventId;
	const notSingle = problem('event_id', `event_id (${eventId}) is not a single event tag (SET)`);
	if (id === pixel || !/^[0-9a-z]+$/.test(id)) return { problems: [notSingle] };
	const tag = tags.find((candidate) => candidate.id === id && !candidate.deleted);
	if (!tag)
		return {
			problems: [elsewhere, notSingle],
		};
	if (tag.account_id !== accountId)
		return {
			problems: [elsewhere],
		};
	return { tag, problems: [] };
}

function identifierProblems(identifiers: unknown): Problem[] {
	if (!Array.isArray(identifiers) || identifiers.length === 0)
		return [problem('identifiers', 'At least one user identifier must be provided')];
	const problems: Problem[] = [];
	const present = new Set<string>();
	for (const identifier of identifiers) {
		if (!isObject(identifier)) {
			problems.push(problem('identifiers', 'Each identifier must be an object'));
			continue;
		}
		for (const [key, value] of Object.entries(identifier)) {
			if (!IDENTIFIER_KEYS.includes(key))
				problems.push(problem(key, `Unexpected identifier ${key}`));
			else if (typeof value !== 'string') problems.push(problem(key, `${key} must be a string`));
			else if (value === '') problems.push(problem(key, `${key} must not be empty`));
			else if (key.startsWith('hashed_') && !SHA256.test(value))
				problems.push(problem(key, `${key} (${value.slice(0, 80)}) is not a valid SHA-256 hash`));
			else if (key === 'ip_address' && !IPV4.test(value))
				problems.push(problem(key, `ip_address (${value.slice(0, 80)}) is not an IPv4 address`));
			else if (value.trim() !== value)
				problems.push(problem(key, `${key} has leading or trailing spaces`));
			else present.add(key);
		}
	}
	const usable =
		present.has('twclid') ||
		present.has('hashed_email') ||
		present.has('hashed_phone_number') ||
		(present.has('ip_address') && present.has('user_agent'));
	if (!usable && problems.length === 0)
		problems.push(problem('identifiers', 'At least one user identifier must be provided'));
	return problems;
}

function optionalProblems(conversion: Json): Problem[] {
	const problems: Problem[] = [];
	const { value, price_currency, number_items, description, conversion_id, contents } = conversion;
	if (value !== undefined && (typeof value !== 'string' || !DECIMAL.test(value)))
		problems.push(
			problem('value', `value (${String(value)}) must be a decimal string such as "20.00"`),
		);
	if (
		price_currency !== undefined &&
		(typeof price_currency !== 'string' || !/^[A-Z]{3}$/.test(price_currency))
	)
		problems.push(
			problem(
				'price_currency',
				`price_currency (${String(price_currency)}) is not an ISO 4217 code`,
			),
		);
	if (
		number_items !== undefined &&
		!(Number.isInteger(number_items) && (number_items as number) > 0)
	)
		problems.push(problem('number_items', 'number_items must be an integer greater than zero'));
	if (description !== undefined && typeof description !== 'string')
		problems.push(problem('description', 'description must be a string'));
	if (conversion_id !== undefined && (typeof conversion_id !== 'string' || conversion_id === ''))
		problems.push(problem('conversion_id', 'conversion_id must be a non-empty string'));
	if (contents !== undefined) {
		if (!Array.isArray(contents) || contents.some((content) => !isObject(content)))
			problems.push(problem('contents', 'contents must be an array of objects'));
		else
			for (const content of contents as Json[])
				for (const key of Object.keys(content))
					if (!CONTENT_KEYS.includes(key))
						problems.push(problem(key, `Unexpected content field ${key}`));
	}
	return problems;
}

/** Every problem of one conversion, each parameter prefixed with its place in the array. */
function conversionProblems(
	conversion: unknown,
	index: number,
	tags: WebEventTag[],
	accountId: string,
	pixel: string,
): { tag?: WebEventTag; problems: Problem[] } {
	const place = (problems: Problem[]) =>
		problems.map((found) => ({ ...found, parameter: `conversions[${index}].${found.parameter}` }));
	if (!isObject(conversion))
		return { problems: place([problem('conversion', 'Each conversion must be an object')]) };
	const problems: Problem[] = Object.keys(conversion)
		.filter((key) => !CONVERSION_KEYS.includes(key))
		.map((key) => problem(key, `Unexpected parameter ${key}`));
	const time = conversion.conversion_time;
	if (typeof time !== 'string' || !TIME.test(time) || Number.isNaN(Date.parse(time)))
		problems.push(
			problem(
				'conversion_time',
				`Expected Time in yyyy-MM-ddTHH:mm:ss.SSSZ, got "${String(time ?? '')}" for conversion_time`,
			),
		);
	const event = eventProblems(tags, accountId, pixel, conversion.event_id);
	problems.push(
		...event.problems,
		...identifierProblems(conversion.identifiers),
		...optionalProblems(conversion),
	);
	return { tag: event.tag, problems: place(problems) };
}

const refuse = (status: number, errors: Problem[], accountId?: string): Reply => ({
	status,
	body: { errors, request: { params: accountId ? { account_id: accountId } : {} } },
});

/**
 * POST /12/measurement/conversions/:pixel_id: all or nothing. Every problem of every conversion
 * is listed; a request with one is refused whole and counts nothing.
 */
export const routes: Route[] = [
	adsRoute('POST', '/12/measurement/conversions/:pixel_id', ({ state, params, body }) => {
		const pixel = params.pixel_id;
		const accountId = accountOfPixel(state, pixel);
		if (!accountId)
			return adsError(404, 'NOT_FOUND', `Pixel ${pixel} was not found`, {
				details: 'No ads account of the user owns this pixel',
			});
		const conversions = isObject(body) ? body.conversions : undefined;
		if (!Array.isArray(conversions) || conversions.length === 0)
			return refuse(
				400,
				[problem('conversions', 'At least one conversion must be provided')],
				accountId,
			);
		if (conversions.length > MAX_CONVERSIONS)
			return refuse(
				400,
				[problem('conversions', `Conversion count limit is ${MAX_CONVERSIONS}`)],
				accountId,
			);
		const tags = webEventTags(state);
		const checked = conversions.map((conversion, index) =>
			conversionProblems(conversion, index, tags, accountId, pixel),
		);
		const errors = checked.flatMap(({ problems }) => problems);
		if (errors.length > 0)
			return refuse(
				errors.every(({ code }) => code === 'NOT_FOUND') ? 404 : 400,
				errors,
				accountId,
			);
		conversions.forEach((conversion: Json, index) => {
			const tag = checked[index].tag as WebEventTag;
			markTracking(state, tag);
			countConversion(state, {
				account_id: accountId,
				event_tag_id: tag.id,
				type: tag.type,
				conversion_id: (conversion.conversion_id as string | undefined) ?? null,
				time_ms: Date.parse(conversion.conversion_time as string),
				sale_amount_micro: Math.round(Number(conversion.value ?? 0) * 1_000_000),
				value: (conversion.value as string | undefined) ?? null,
				price_currency: (conversion.price_currency as string | undefined) ?? null,
				number_items: (conversion.number_items as number | undefined) ?? 1,
			});
		});
		return {
			body: {
				data: { conversions_processed: conversions.length, debug_id: randomUUID() },
				request: { params: { account_id: accountId } },
			},
		};
	}),
	// Test control (end-to-end tests): what the Conversions API counted, per event tag, and each
	// counted conversion's ID, value and currency (never its identifiers).
	{
		api: 'core',
		method: 'GET',
		path: '/__emulator/conversions',
		auth: 'none',
		handler: ({ state }) => ({
			body: {
				data: {
					...conversionCounts(state),
					counted: countedConversions(state).map(
						({ event_tag_id, conversion_id, value, price_currency }) => ({
							event_tag_id,
							conversion_id,
							value,
							price_currency,
						}),
					),
				},
			},
		}),
	},
];
