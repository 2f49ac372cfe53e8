import type { INodeProperties } from 'n8n-workflow';

import type { IdentifierKind } from './identifiers';
import {
	DEFINE_BELOW,
	INPUT_FIELD_NAMES_PARAMETER,
	MAP_AUTOMATICALLY,
	MAPPING_PARAMETER,
	mappingField,
} from './mapping';

/** How each identifier kind appears in the node: its field, and what the user reads about it. */
export const IDENTIFIER_FIELDS: Record<
	IdentifierKind,
	{ name: string; displayName: string; placeholder: string; description: string }
> = {
	email: {
		name: 'email',
		displayName: 'Email',
		placeholder: 'e.g. name@example.com',
		description:
			'Email addresses of the user; trimmed and lower-cased, then SHA-256 hashed before sending',
	},
	phone_number: {
		name: 'phoneNumber',
		displayName: 'Phone Number',
		placeholder: 'e.g. +1 415 555 0100',
		description:
			'Phone numbers with their country code ("+1 415 555 1212" or "0044 20 7183 8750"); reduced to digits without leading zeros, then SHA-256 hashed before sending',
	},
	handle: {
		name: 'handle',
		displayName: 'Handle',
		placeholder: 'e.g. @jack',
		description:
			'Platform handles of the user; "@" removed and lower-cased, then SHA-256 hashed before sending',
	},
	device_id: {
		name: 'deviceId',
		displayName: 'Device ID',
		placeholder: 'e.g. 4b61639e-47cc-4056-a16a-c8217e029462',
		description:
			'Mobile advertising IDs (IDFA, AdID) or Android IDs; trimmed and lower-cased, then SHA-256 hashed before sending',
	},
	platform_id: {
		name: 'platformUserId',
		displayName: 'Platform User ID',
		placeholder: 'e.g. 2244994945',
		description:
			'Numeric platform user IDs; leading zeros removed, then SHA-256 hashed before sending',
	},
	partner_user_id: {
		name: 'partnerUserId',
		displayName: 'Partner User ID',
		placeholder: 'e.g. CRM-10042',
		description: "The user's ID in your own system; sent as is (not hashed)",
	},
};

export const ALREADY_HASHED_PARAMETER = 'alreadyHashed';
export const OPTIONS_PARAMETER = 'userOptions';

const SEVERAL =
	' (several values: comma-separated, or an array from an expression; leave empty when unknown)';

/** The input field names of automatic mapping; an entry left out (or empty) reads the kind's own name. */
const inputFieldNamesField = (
	kinds: readonly IdentifierKind[],
	show: Record<string, string[]>,
): INodeProperties => ({
	displayName: 'Input Field Names',
	name: INPUT_FIELD_NAMES_PARAMETER,
	type: 'collection',
	placeholder: 'Change a Field Name',
	default: {},
	description:
		'The input fields each identifier is read from, when not named as the platform names it',
	displayOptions: { show: { ...show, [MAPPING_PARAMETER]: [MAP_AUTOMATICALLY] } },
	options: kinds.map(
		(kind): INodeProperties => ({
			displayName: IDENTIFIER_FIELDS[kind].displayName,
			name: kind,
			type: 'string',
			default: kind,
			description: `Name of the input field holding ${IDENTIFIER_FIELDS[kind].displayName} values (one value, a comma-separated text or an array)`,
		}),
	),
});

/**
 * The mapping, one field per identifier kind (mapped below) or the input field names (mapped
 * automatically), then "already hashed"; each item of the input is one user.
 */
function identifierFields(
	kinds: readonly IdentifierKind[],
	show: Record<string, string[]>,
): INodeProperties[] {
	return [
		mappingField(show),
		...kinds.map(
			(kind): INodeProperties => ({
				displayName: IDENTIFIER_FIELDS[kind].displayName,
				name: IDENTIFIER_FIELDS[kind].name,
				type: 'string',
				default: '',
				placeholder: IDENTIFIER_FIELDS[kind].placeholder,
				description: IDENTIFIER_FIELDS[kind].description + SEVERAL,
				displayOptions: { show: { ...show, [MAPPING_PARAMETER]: [DEFINE_BELOW] } },
			}),
		),
		inputFieldNamesField(kinds, show),
		{
			displayName: 'Values Are Already Hashed',
			name: ALREADY_HASHED_PARAMETER,
			type: 'boolean',
			default: false,
			description:
				'Whether the identifiers above are already normalized and SHA-256 hashed (64 lowercase hexadecimal characters each); they are then checked and sent unchanged',
			displayOptions: { show },
		},
	];
}

export const COUNTRY_CODE_OPTION = 'defaultCountryCode';
export const EFFECTIVE_AT_OPTION = 'effectiveAt';
export const EXPIRES_AT_OPTION = 'expiresAt';

const countryCodeOption: INodeProperties = {
	displayName: 'Default Country Calling Code',
	name: COUNTRY_CODE_OPTION,
	type: 'string',
	default: '',
	placeholder: 'e.g. 44',
	description:
		'For phone numbers written without "+" or "00": they are read as national numbers, their leading zero dropped and this code put in front ("020 7183 8750" with 44 gives 442071838750). Empty: such numbers must already start with their country code.',
};

const effectiveAtOption: INodeProperties = {
	displayName: 'Effective At',
	name: EFFECTIVE_AT_OPTION,
	type: 'dateTime',
	default: '',
	description:
		'When the membership starts (sent in UTC); the platform uses the time of the request when empty',
};

const expiresAtOption = (whenEmpty: string): INodeProperties => ({
	displayName: 'Expires At',
	name: EXPIRES_AT_OPTION,
	type: 'dateTime',
	default: '',
	description: `When the membership ends (sent in UTC); it must be later than Effective At, or than now. When empty, ${whenEmpty}.`,
});

export interface UsersFieldSettings {
	/** What the notice above the fields says of the upload. */
	notice: string;
	/** Whether the endpoint takes effective_at. */
	effectiveAt: boolean;
	/** What happens when Expires At is left empty. */
	expiresAtWhenEmpty: string;
}

/**
 * The fields of a users upload: a notice, one field per identifier kind, "already hashed", and
 * the Options collection (the membership window, the phone numbers' country code).
 */
export function usersUploadFields(
	kinds: readonly IdentifierKind[],
	show: Record<string, string[]>,
	settings: UsersFieldSettings,
): INodeProperties[] {
	return [
		{
			displayName: settings.notice,
			name: 'usersUploadNotice',
			type: 'notice',
			default: '',
			displayOptions: { show },
		},
		...identifierFields(kinds, show),
		{
			displayName: 'Options',
			name: OPTIONS_PARAMETER,
			type: 'collection',
			placeholder: 'Add Option',
			default: {},
			displayOptions: { show },
			options: [
				countryCodeOption,
				...(settings.effectiveAt ? [effectiveAtOption] : []),
				expiresAtOption(settings.expiresAtWhenEmpty),
			],
		},
	];
}
