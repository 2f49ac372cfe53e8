import type { IDataObject, INode, INodeProperties } from 'n8n-workflow';

import { checkValue, invalidField, listOf, rules } from '../../../shared/validation';
import { timeToMs } from '../../../shared/times';

/**
 * The metadata of uploaded media besides its alt text, each sent under `metadata` as the platform
 * names it: who may download it, a warning for sensitive content, when it expires, the sites and
 * countries it may be shown in, the subscribers it is for, where it was found, whether it is
 * managed or shared, and how it was uploaded. The reference gives no shape for stickers or for a
 * preview image's key, so neither is offered.
 */
const WARNINGS = [
	{ name: 'Adult Content', value: 'adult_content' },
	{ name: 'Graphic Violence', value: 'graphic_violence' },
	{ name: 'Other Sensitive Content', value: 'other' },
];

const AUDIENCES = [
	{ name: 'Creator Subscribers', value: 'creator_subscriptions' },
	{ name: 'Premium Subscribers', value: 'x_subscriptions' },
];

/** Two-letter country codes (US, DE, ...). */
const COUNTRY_CODE = { pattern: /^[A-Za-z]{2}$/, what: 'two-letter country codes such as US' };
/** Domain names without a scheme (example.com). */
const DOMAIN = {
	pattern: /^[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/,
	what: 'domain names such as example.com',
};

export const metadataOptions: INodeProperties[] = [
	{
		displayName: 'Allow Download',
		name: 'allowDownload',
		type: 'boolean',
		default: true,
		description: 'Whether viewers may download the media. Sent as allow_download_status.',
	},
	{
		displayName: 'Allowed Countries',
		name: 'allowedCountries',
		type: 'string',
		default: '',
		placeholder: 'e.g. US, CA',
		description:
			'Comma-separated two-letter codes of the only countries where the media is shown. Sent as geo_restrictions.',
	},
	{
		displayName: 'Allowed Sites',
		name: 'allowedDomains',
		type: 'string',
		default: '',
		placeholder: 'e.g. example.com, shop.example.com',
		description:
			'Comma-separated domains of the only sites where the media may be embedded. Sent as domain_restrictions.',
	},
	{
		displayName: 'Audience',
		name: 'audience',
		type: 'multiOptions',
		options: AUDIENCES,
		default: [],
		description: 'The subscribers the media is for. Sent as audience_policy.',
	},
	{
		displayName: 'Blocked Countries',
		name: 'blockedCountries',
		type: 'string',
		default: '',
		placeholder: 'e.g. DE',
		description:
			'Comma-separated two-letter codes of countries where the media is not shown. Sent as geo_restrictions.',
	},
	{
		displayName: 'Expires At',
		name: 'expiresAt',
		type: 'dateTime',
		default: '',
		description:
			"When the media stops being shown (in the workflow's time zone unless the value names one). Sent as content_expiration.",
	},
	{
		displayName: 'Found Media ID',
		name: 'foundMediaId',
		type: 'string',
		default: '',
		description:
			"The media's ID at the provider it was found at (needs Found Media Provider). Sent inside found_media_origin.",
	},
	{
		displayName: 'Found Media Provider',
		name: 'foundMediaProvider',
		type: 'string',
		default: '',
		placeholder: 'e.g. giphy',
		description:
			'The provider the media was found at, such as a GIF library (needs Found Media ID). Sent as found_media_origin.provider.',
	},
	{
		displayName: 'Managed',
		name: 'managed',
		type: 'boolean',
		default: false,
		description: 'Whether the media is managed by an app on your behalf. Sent as management_info.',
	},
	{
		displayName: 'Sensitive Content Warning',
		name: 'sensitiveWarning',
		type: 'multiOptions',
		options: WARNINGS,
		default: [],
		description:
			'Show the media behind a warning for these kinds of content. Sent as sensitive_media_warning.',
	},
	{
		displayName: 'Shared',
		name: 'shared',
		type: 'boolean',
		default: false,
		description: 'Whether other accounts may use the media. Sent as shared_info.',
	},
	{
		displayName: 'Upload Source',
		name: 'uploadSource',
		type: 'string',
		default: '',
		placeholder: 'e.g. gallery',
		description: 'How the media was made or uploaded. Sent as upload_source.',
	},
];

/** The reference's names of what metadataOf sends (for the reference coverage test). */
export const METADATA_SENDS = [
	'metadata.allow_download_status',
	'metadata.audience_policy',
	'metadata.content_expiration',
	'metadata.domain_restrictions',
	'metadata.found_media_origin',
	'metadata.geo_restrictions',
	'metadata.management_info',
	'metadata.sensitive_media_warning',
	'metadata.shared_info',
	'metadata.upload_source',
];

/** The options as the platform's metadata objects, each checked before sending. */
export function metadataOf(
	node: INode,
	item: number,
	options: IDataObject,
	timeZone: string,
): IDataObject {
	const check = (field: string, value: unknown, fieldRules: Parameters<typeof checkValue>[4]) =>
		checkValue(node, item, field, value, fieldRules);
	const metadata: IDataObject = {};
	if (options.allowDownload !== undefined)
		metadata.allow_download_status = { allow_download: Boolean(options.allowDownload) };
	const warnings = (options.sensitiveWarning ?? []) as string[];
	if (warnings.length > 0) {
		check('Sensitive Content Warning', warnings, [
			rules.list(1, 3, rules.oneOf(WARNINGS.map((one) => one.value))),
		]);
		metadata.sensitive_media_warning = Object.fromEntries(warnings.map((one) => [one, true]));
	}
	const audience = (options.audience ?? []) as string[];
	if (audience.length > 0) {
		check('Audience', audience, [rules.list(1, 2, rules.oneOf(AUDIENCES.map((one) => one.value)))]);
		metadata.audience_policy = Object.fromEntries(audience.map((one) => [one, ['Any']]));
	}
	if (options.expiresAt) {
		const ms = timeToMs(String(options.expiresAt), timeZone);
		if (ms === undefined)
			throw invalidField(
				node,
				item,
				'Expires At',
				`must be a date and time such as 2026-12-01T18:00:00Z, got "${String(options.expiresAt).slice(0, 40)}"`,
			);
		metadata.content_expiration = { timestamp_sec: Math.floor(ms / 1000) };
	}
	const domains = listOf(options.allowedDomains ?? '');
	if (domains.length > 0) {
		check('Allowed Sites', domains, [rules.list(1, Infinity, DOMAIN)]);
		metadata.domain_restrictions = { whitelist: domains };
	}
	const geo: IDataObject = {};
	for (const [name, field, key] of [
		['allowedCountries', 'Allowed Countries', 'whitelisted_country_codes'],
		['blockedCountries', 'Blocked Countries', 'blacklisted_country_codes'],
	]) {
		const codes = listOf(options[name] ?? '');
		if (codes.length === 0) continue;
		check(field, codes, [rules.list(1, Infinity, COUNTRY_CODE)]);
		geo[key] = codes.map((code) => code.toUpperCase());
	}
	if (Object.keys(geo).length > 0) metadata.geo_restrictions = geo;
	const provider = String(options.foundMediaProvider ?? '').trim();
	const foundId = String(options.foundMediaId ?? '').trim();
	if (provider || foundId) {
		if (!provider)
			throw invalidField(node, item, 'Found Media Provider', 'is required with Found Media ID');
		if (!foundId)
			throw invalidField(node, item, 'Found Media ID', 'is required with Found Media Provider');
		metadata.found_media_origin = { provider, id: foundId };
	}
	if (options.managed !== undefined)
		metadata.management_info = { managed: Boolean(options.managed) };
	if (options.shared !== undefined) metadata.shared_info = { shared: Boolean(options.shared) };
	const source = String(options.uploadSource ?? '').trim();
	if (source) {
		metadata.upload_source = { upload_source: source };
	}
	return metadata;
}
