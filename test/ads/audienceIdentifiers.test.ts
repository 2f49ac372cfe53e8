import {
	IdentifierProblem,
	identifierToSend,
	normalizeIdentifier,
	sha256Hex,
} from '../../nodes/PlatformAds/shared/audienceUsers/identifiers';

/**
 * The normalization rules that docs/requests.md lists for audience identifiers, each with a known
 * SHA-256 vector. The hashes were computed outside this package
 * (`printf '%s' value | sha256sum`).
 */
const SHA256 = {
	adsapi: '49e0be2aeccfb51a8dee4c945c8a70a9ac500cf6f5cb08112575f74db9b1470d',
	'support@example.com': '25d4b1bcb69cb114ae4cbbffaea1d8c5d2efdcf21a68112306865e9bb235febc',
	'14155551212': 'd570a9f18c3106b98dbbfc46efee736385c01464a7c47dadc5dda81ccc9fcf47',
	'442071838750': '8d5f937f3a5590634cbe975951a6aa1543170671ce6e73cce4062f4e8c288417',
	jack: '31611159e7e6ff7843ea4627745e89225fc866621cfcfdbd40871af4413747cc',
	'4b61639e-47cc-4056-a16a-c8217e029462':
		'225859d35b46df63b4fb381eb3f815b2ef4620bec0a79f2115a6a3eb71a5fa1a',
	'2f5f5391-3e45-4d02-b645-4575a08f86e1':
		'a00961856405836e481b72f8cf41d426d582e2c6a71668c903deedaa7b07f6b7',
	af3802a465767e36: '38bb33cb239524887c276ca99f9a077bc7161629804b914f4fd52e19dcffe92c',
	'143567': '617b8747525a154b1ecf75a42d883df00e0dd6d0f981bea57ac7bdce73e57eae',
	'': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
} as const;

type Kind = Parameters<typeof identifierToSend>[0];

describe('SHA-256', () => {
	test.each(Object.entries(SHA256))(
		'sha256(%j) is the known lowercase hex digest',
		(text, digest) => {
			expect(sha256Hex(text)).toBe(digest);
		},
	);
});

const cases: Array<[string, Kind, string, keyof typeof SHA256, object?]> = [
	[
		'email: surrounding spaces removed, lower-cased',
		'email',
		'  Support@Example.COM ',
		'support@example.com',
	],
	[
		'phone: +, spaces, parentheses and dashes removed',
		'phone_number',
		'+1 (415) 555-1212',
		'14155551212',
	],
	[
		'phone: the 00 international prefix removed',
		'phone_number',
		'0044 20 7183 8750',
		'442071838750',
	],
	[
		'phone: the (0) trunk prefix after the country code removed',
		'phone_number',
		'+44 (0)20 7183 8750',
		'442071838750',
	],
	['phone: dots and slashes removed', 'phone_number', '1.415.555/1212', '14155551212'],
	[
		'phone: without + or 00 and no default code, taken as starting with the country code',
		'phone_number',
		'1 415 555 1212',
		'14155551212',
	],
	[
		'phone: a national number gets the default country code, its trunk zero dropped',
		'phone_number',
		'020 7183 8750',
		'442071838750',
		{ defaultCountryCode: '44' },
	],
	[
		'phone: an international number ignores the default country code',
		'phone_number',
		'+1 415 555 1212',
		'14155551212',
		{ defaultCountryCode: '44' },
	],
	['handle: @ removed, lower-cased, trimmed', 'handle', ' @AdsAPI ', 'adsapi'],
	['handle: without @', 'handle', 'Jack', 'jack'],
	[
		'device id: IDFA lower-cased with its dashes',
		'device_id',
		'4B61639E-47CC-4056-A16A-C8217E029462',
		'4b61639e-47cc-4056-a16a-c8217e029462',
	],
	[
		'device id: AdID lower case with dashes, trimmed',
		'device_id',
		' 2f5f5391-3e45-4d02-b645-4575a08f86e1 ',
		'2f5f5391-3e45-4d02-b645-4575a08f86e1',
	],
	[
		'device id: Android ID lower case without dashes',
		'device_id',
		'AF3802A465767E36',
		'af3802a465767e36',
	],
	['platform id: leading zeros and spaces removed', 'platform_id', ' 00143567', '143567'],
];

describe('normalization rules, each proven by its hash', () => {
	test.each(cases)('%s', (_name, kind, raw, normalized, settings = {}) => {
		expect(normalizeIdentifier(kind, raw, settings)).toBe(normalized);
		expect(identifierToSend(kind, raw, settings)).toBe(SHA256[normalized]);
	});

	test('partner_user_id is sent as is, not hashed (even when "already hashed" is on)', () => {
		expect(identifierToSend('partner_user_id', 'CRM-00042')).toBe('CRM-00042');
		expect(identifierToSend('partner_user_id', 'CRM-00042', { alreadyHashed: true })).toBe(
			'CRM-00042',
		);
	});

	test('an already hashed value is checked and sent unchanged', () => {
		expect(identifierToSend('email', SHA256.adsapi, { alreadyHashed: true })).toBe(SHA256.adsapi);
	});
});

describe('refused values: the problem never repeats the value', () => {
	const refused: Array<[Kind, string, string, object?]> = [
		['email', 'jane.doe', 'is not an email address (name@domain)'],
		['email', 'jane doe@example.com', 'is not an email address (name@domain)'],
		[
			'phone_number',
			'+1 415 555 1212 x12',
			'must be a phone number of digits (spaces, dashes, dots and parentheses are allowed), with its country code',
		],
		['phone_number', '12345', 'must have 7 to 15 digits with its country code'],
		['phone_number', '+1234567890123456', 'must have 7 to 15 digits with its country code'],
		['handle', '@jane.doe', 'must be a handle of 1 to 15 letters, digits or underscores'],
		[
			'handle',
			'a_very_long_handle_name',
			'must be a handle of 1 to 15 letters, digits or underscores',
		],
		[
			'device_id',
			'abc 123',
			'must be a device ID of letters, digits and dashes (IDFA, AdID or Android ID)',
		],
		['platform_id', '12ab', 'must be a numeric user ID of 1 to 19 digits'],
		[
			'email',
			SHA256.adsapi.toUpperCase(),
			'is not a SHA-256 hash (64 lowercase hex characters), yet "Values Are Already Hashed" is on',
			{ alreadyHashed: true },
		],
		[
			'phone_number',
			SHA256.adsapi.slice(1),
			'is not a SHA-256 hash (64 lowercase hex characters), yet "Values Are Already Hashed" is on',
			{ alreadyHashed: true },
		],
	];
	test.each(refused)('%s %j', (kind, raw, problem, settings = {}) => {
		let thrown: unknown;
		try {
			identifierToSend(kind, raw, settings);
		} catch (error) {
			thrown = error;
		}
		expect(thrown).toBeInstanceOf(IdentifierProblem);
		expect((thrown as Error).message).toBe(problem);
		expect((thrown as Error).message).not.toContain(raw);
	});
});
