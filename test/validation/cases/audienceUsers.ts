import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { mapped, sha, users } from '../../ads/audienceUsersHelpers';
import type { MatrixCase } from '../matrixCase';

const WINDOW = {
	userOptions: { effectiveAt: '={{ $json.from }}', expiresAt: '={{ $json.until }}' },
};
const VALID = {
	email: 'ok@example.com',
	when: '2030-01-01',
	cc: '1',
	from: '2030-01-01T00:00:00Z',
	until: '2030-02-01T00:00:00Z',
};
const NO_IDENTIFIERS = { email: '', phones: '', handle: '', idfa: '', uid: '', crm: '' };

/** Raw identifiers of the bad item: a refusal must not repeat them (they are personal data). */
const rawValues = (json: IDataObject) =>
	Object.values(json)
		.flat()
		.filter((value): value is string => typeof value === 'string' && value.length > 3);

/**
 * Ads interface, custom audience users: [rule, parameters, the bad item's JSON, message, item 0's
 * changes]. Item 0 is fine, item 1 is bad: the batch checks every item before its first request.
 */
const customAudience: Array<[string, INodeParameters, IDataObject, string, IDataObject?]> = [
	[
		'no identifier at all',
		{},
		{ email: '' },
		'Item 2: Email, Phone Number, Handle, Device ID, Platform User ID, Partner User ID are all empty: each item is one user and needs at least one of them',
	],
	[
		'an email that is not one',
		{},
		{ email: 'jane.doe' },
		'Item 2: Email is not an email address (name@domain)',
	],
	[
		'the second of two phone numbers',
		{},
		{ phones: ['+1 415 555 1212', '555-12'] },
		'Item 2: Phone Number (value 2 of 2) must have 7 to 15 digits with its country code',
	],
	[
		'a phone number with letters',
		{},
		{ phones: '+1 415 555 CALL' },
		'Item 2: Phone Number must be a phone number of digits (spaces, dashes, dots and parentheses are allowed), with its country code',
	],
	[
		'a handle with a dot',
		{},
		{ handle: '@jane.doe' },
		'Item 2: Handle must be a handle of 1 to 15 letters, digits or underscores',
	],
	[
		'a device id with a space',
		{},
		{ idfa: 'ab cd' },
		'Item 2: Device ID must be a device ID of letters, digits and dashes (IDFA, AdID or Android ID)',
	],
	[
		'a platform id with letters',
		{},
		{ uid: '12ab' },
		'Item 2: Platform User ID must be a numeric user ID of 1 to 19 digits',
	],
	[
		'an unhashed value with "already hashed" on',
		{ alreadyHashed: true },
		{ email: 'jane@example.com' },
		'Item 2: Email is not a SHA-256 hash (64 lowercase hex characters), yet "Values Are Already Hashed" is on',
		{ email: sha('ok@example.com') },
	],
	[
		'an upper-case hash with "already hashed" on',
		{ alreadyHashed: true },
		{ email: sha('x').toUpperCase() },
		'Item 2: Email is not a SHA-256 hash (64 lowercase hex characters), yet "Values Are Already Hashed" is on',
		{ email: sha('ok@example.com') },
	],
	[
		'expires_at before effective_at',
		WINDOW,
		{ email: 'a@example.com', from: '2031-01-01T00:00:00Z', until: '2030-01-01T00:00:00Z' },
		'Item 2: Expires At must be later than Effective At',
	],
	[
		'expires_at equal to effective_at',
		WINDOW,
		{ email: 'a@example.com', from: '2031-01-01T00:00:00Z', until: '2031-01-01T00:00:00Z' },
		'Item 2: Expires At must be later than Effective At',
	],
	[
		'expires_at in the past without effective_at',
		WINDOW,
		{ email: 'a@example.com', from: '', until: '2020-01-01T00:00:00Z' },
		'Item 2: Expires At must be later than now',
	],
	[
		'an effective_at that is not a time',
		{ userOptions: { effectiveAt: '={{ $json.when }}' } },
		{ email: 'a@example.com', when: 'next week' },
		'Item 2: Effective At must be a date and time (ISO 8601, e.g. 2026-12-01T00:00:00Z)',
	],
];

/** Ads interface, do-not-reach users: item 0 is fine (no expiry), item 1 has `until` in the past. */
const doNotReach: Array<[string, INodeParameters, string]> = [
	[
		'expires_at in the past',
		{ userOptions: { expiresAt: '={{ $json.until }}' } },
		'Item 2: Expires At must be later than now',
	],
	[
		'no email and no phone number',
		{ email: '={{ $json.none }}', phoneNumber: '={{ $json.until ? "" : $json.phone }}' },
		'Item 2: Email, Phone Number are all empty: each item is one user and needs at least one of them',
	],
	[
		'a bad phone number',
		{ phoneNumber: '={{ $json.until ? "12" : $json.phone }}' },
		'Item 2: Phone Number must have 7 to 15 digits with its country code',
	],
];
const DO_NOT_REACH_ITEMS = [
	{ email: 'Ann@Example.com', phone: '+1 415 555 1212', until: '' },
	{ email: 'Ann@Example.com', phone: '+1 415 555 1212', until: '2020-01-01T00:00:00Z' },
];

export const audienceUserCases: MatrixCase[] = [
	...customAudience.map(
		([rule, parameters, bad, message, first = {}]): MatrixCase => ({
			doc: 3,
			node: 'ads',
			rule,
			parameters: { ...mapped('add'), ...parameters } as INodeParameters,
			items: [
				{ ...VALID, ...first },
				{ ...VALID, ...NO_IDENTIFIERS, ...bad },
			],
			message,
			hidden: rawValues(bad),
		}),
	),
	...doNotReach.map(
		([rule, parameters, message]): MatrixCase => ({
			doc: 3,
			node: 'ads',
			rule,
			parameters: users('addUsers', parameters) as INodeParameters,
			items: DO_NOT_REACH_ITEMS,
			message,
		}),
	),
];
