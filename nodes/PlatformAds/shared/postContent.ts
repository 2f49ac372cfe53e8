import type {
	IDataObject,
	IExecuteSingleFunctions,
	IHttpRequestOptions,
	INodeProperties,
} from 'n8n-workflow';

import { NOT_A_TIME, toRfc3339 } from '../../shared/times';
import {
	invalidField,
	JOINED_LIST,
	listOf,
	rules,
	someFieldToChange,
	validateParameters,
	type FieldCheck,
} from '../../shared/validation';
import { ACCOUNT_PARAMETER } from '../../shared/ads/accountLocator';
import { POST_NAME_MAX } from './postLimits';
import { mediaKeysRule } from './postMediaKeys';
import { promotableUserLocator, promotableUserQuery } from './promotableUserLocator';
import type { PreSend } from '../../shared/ads/adsRouting';
import { byDisplayName } from '../../shared/descriptions/optionOrder';

/**
 * What scheduled posts and draft posts share: who posts, the text, the media, the card, the
 * name and nullcast, on create (text or media required) and on update (each optional, media and
 * card removable).
 */

export const UPDATE_FIELDS = 'updateFields';
export const ADDITIONAL_FIELDS = 'additionalFields';
const AS_USER = 'asUserId';
const query = (property: string) => ({ send: { type: 'query' as const, property } });

export const textField: INodeProperties = {
	displayName: 'Text',
	name: 'text',
	type: 'string',
	typeOptions: { rows: 3 },
	default: '',
	description: 'The text of the post; required when there is no media',
	// Left out when empty: a post of media alone sends no text.
	routing: { send: { type: 'query', property: 'text', value: '={{ $value || undefined }}' } },
};
const mediaKeysField: INodeProperties = {
	displayName: 'Media Names or IDs',
	name: 'mediaKeys',
	type: 'multiOptions',
	typeOptions: {
		loadOptionsMethod: 'postMediaLibraryKeys',
		loadOptionsDependsOn: [`${ACCOUNT_PARAMETER}.value`],
	},
	default: [],
	description:
		'Up to 4 images, or 1 GIF, or 1 video of the account media library. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	routing: { send: { type: 'query', property: 'media_keys', value: JOINED_LIST } },
};
const cardUriField: INodeProperties = {
	displayName: 'Card URI',
	name: 'cardUri',
	type: 'string',
	default: '',
	placeholder: 'card://1044294149527166979',
	description: 'The card_uri of a card to attach',
	routing: query('card_uri'),
};
const nameField: INodeProperties = {
	displayName: 'Name',
	name: 'name',
	type: 'string',
	default: '',
	description: `A name to find the post by (at most ${POST_NAME_MAX} characters)`,
	routing: query('name'),
};
const nullcastField: INodeProperties = {
	displayName: 'Nullcast',
	name: 'nullcast',
	type: 'boolean',
	default: true,
	description:
		"Whether the post is promoted-only: shown only where it is promoted, not to the advertiser's followers",
	routing: query('nullcast'),
};
const removeField = (name: string, what: string): INodeProperties => ({
	displayName: `Remove ${what}`,
	name,
	type: 'boolean',
	default: false,
	description: `Whether to take the ${what.toLowerCase()} off the post`,
});

/** user_id of the lists of posts (List Options): a promotable user; the account's own when left out. */
export const USER_ID_OPTION: INodeProperties = {
	displayName: 'User ID',
	name: 'userId',
	type: 'string',
	default: '',
	placeholder: '756201191646691328',
	description: "A promotable user's numeric ID; without it, the account's own user",
	routing: query('user_id'),
};
export const USER_ID_CHECK: FieldCheck = {
	parameter: 'listOptions.userId',
	field: 'User ID',
	rules: [rules.id],
};

/** Scheduled At, in the workflow's time zone unless it names its own. */
export const scheduledAtField = (required: boolean): INodeProperties => ({
	displayName: 'Scheduled At',
	name: 'scheduledAt',
	type: 'dateTime',
	...(required ? { required: true } : {}),
	default: '',
	description:
		"When to publish, in the workflow's time zone, to the minute (seconds are dropped), at most one year ahead",
});

/** The fields of a create: As User, Text and Media, and the others under Additional Fields. */
export function createContentFields(show: Record<string, string[]>): INodeProperties[] {
	return [
		promotableUserLocator(show, {
			name: AS_USER,
			displayName: 'As User',
			description:
				"The promotable user who posts: the account's own user, or one who allowed the account to post for them",
			by: 'user',
		}),
		{ ...textField, displayOptions: { show } },
		{ ...mediaKeysField, displayOptions: { show } },
		{
			displayName: 'Additional Fields',
			name: ADDITIONAL_FIELDS,
			type: 'collection',
			placeholder: 'Add Field',
			default: {},
			displayOptions: { show },
			options: [cardUriField, nameField, nullcastField],
		},
	];
}

/** The Update Fields of an update (`extra`: Scheduled At for scheduled posts). */
export const updateContentFields = (
	show: Record<string, string[]>,
	extra: INodeProperties[] = [],
): INodeProperties => ({
	displayName: 'Update Fields',
	name: UPDATE_FIELDS,
	type: 'collection',
	placeholder: 'Add Field',
	default: {},
	displayOptions: { show },
	options: [
		cardUriField,
		mediaKeysField,
		nameField,
		nullcastField,
		removeField('removeCard', 'Card'),
		removeField('removeMediaKeys', 'Media'),
		...extra,
		textField,
	].sort(byDisplayName),
});

const mediaKeysCheck = (prefix: string): FieldCheck => ({
	parameter: `${prefix}mediaKeys`,
	field: 'Media Names or IDs',
	rules: [mediaKeysRule],
});
const nameCheck = (prefix: string): FieldCheck => ({
	parameter: `${prefix}name`,
	field: 'Name',
	rules: [rules.chars(1, POST_NAME_MAX)],
});

/** A create needs text unless it has media keys. */
const textOrMedia: PreSend = async function (this: IExecuteSingleFunctions, options) {
	const text = String(this.getNodeParameter('text', '') ?? '');
	if (!text.trim() && listOf(this.getNodeParameter('mediaKeys', '')).length === 0)
		throw invalidField(
			this.getNode(),
			this.getItemIndex(),
			'Text',
			'is required when there is no media',
		);
	return options;
};

/** The user_id's place: as_user_id on create. */
const asUser = promotableUserQuery(AS_USER, 'As User', 'as_user_id');

/**
 * Scheduled At as the platform takes it: UTC, to the minute, later than now and at most one year
 * ahead. `parameter` is where the field is (top level on create, in Update Fields on update).
 */
export function scheduledAtQuery(parameter: string, required: boolean): PreSend {
	return async function sendScheduledAt(this: IExecuteSingleFunctions, options) {
		const raw = String(this.getNodeParameter(parameter, '') ?? '').trim();
		const fail = (problem: string) =>
			invalidField(this.getNode(), this.getItemIndex(), 'Scheduled At', problem);
		if (!raw) {
			if (required) throw fail('is required');
			return options;
		}
		const time = toRfc3339(raw, this.getTimezone());
		if (!time) throw fail(NOT_A_TIME);
		const minute = `${time.slice(0, 16)}:00Z`;
		const now = new Date();
		const yearAhead = new Date(now);
		yearAhead.setUTCFullYear(now.getUTCFullYear() + 1);
		if (Date.parse(minute) <= now.getTime()) throw fail(`must be in the future, got ${minute}`);
		if (Date.parse(minute) > yearAhead.getTime())
			throw fail(`must be at most one year ahead, got ${minute}`);
		options.qs = { ...options.qs, scheduled_at: minute };
		return options;
	};
}

/** The checks of a create. */
export const createContentChecks = (): PreSend[] => [
	validateParameters(mediaKeysCheck(''), nameCheck(`${ADDITIONAL_FIELDS}.`)),
	textOrMedia,
	// Last: the account's own user may need a request, which must not go out for a bad item.
	asUser,
];

/** Remove Card / Remove Media send the parameter empty, which is how the platform unsets it. */
const removals: PreSend = async function (
	this: IExecuteSingleFunctions,
	options: IHttpRequestOptions,
) {
	const fields = this.getNodeParameter(UPDATE_FIELDS, {}) as IDataObject;
	const qs = { ...options.qs };
	for (const [remove, value, property, what] of [
		['removeCard', 'cardUri', 'card_uri', 'Card'],
		['removeMediaKeys', 'mediaKeys', 'media_keys', 'Media'],
	]) {
		if (fields[remove] !== true) continue;
		if (String(fields[value] ?? '').trim())
			throw invalidField(
				this.getNode(),
				this.getItemIndex(),
				`Remove ${what}`,
				`cannot be used together with ${what === 'Card' ? 'Card URI' : 'Media Names or IDs'}: choose one`,
			);
		qs[property] = '';
	}
	options.qs = qs;
	return options;
};

/** The checks of an update. */
export const updateContentChecks = (): PreSend[] => [
	someFieldToChange(),
	validateParameters(mediaKeysCheck(`${UPDATE_FIELDS}.`), nameCheck(`${UPDATE_FIELDS}.`)),
	removals,
];
