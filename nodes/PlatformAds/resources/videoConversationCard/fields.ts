import type {
	IDataObject,
	IExecuteSingleFunctions,
	IHttpRequestOptions,
	INodeProperties,
} from 'n8n-workflow';

import {
	checkRequired,
	checkValue,
	invalidField,
	rules,
	type Rule,
} from '../../../shared/validation';
import { givenValues } from '../../shared/cardKinds';

/** Limits of video conversation cards: a CTA is a hashtag of at most 20 characters besides '#'. */
const MAX_CTA = 20;
const MAX_TEXT = 23;
const MAX_NAME = 80;
const ctaRule: Rule = (value) => {
	const length = [...String(value).replace(/#/g, '')].length;
	return length > MAX_CTA
		? `must be at most ${MAX_CTA} characters long, not counting # (it has ${length})`
		: undefined;
};

interface VideoField {
	name: string;
	parameter: string;
	field: string;
	description: string;
	/** Required on create (first_cta, first_cta_post, media_key, name, thank_you_text). */
	required?: boolean;
	rules?: Rule[];
	placeholder?: string;
}

const CTAS = ['first', 'second', 'third', 'fourth'];
const titled = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const VIDEO_FIELDS: VideoField[] = [
	{
		name: 'name',
		parameter: 'name',
		field: 'Name',
		description: 'Name of the card, for finding it later',
		required: true,
		rules: [rules.chars(1, MAX_NAME)],
	},
	{
		name: 'media_key',
		parameter: 'mediaKey',
		field: 'Media Key',
		description: 'A 16:9 video of the account media library',
		required: true,
		placeholder: 'e.g. 7_1151345051455221760',
	},
	{
		name: 'title',
		parameter: 'title',
		field: 'Title',
		description: `Headline of the card (at most ${MAX_TEXT} characters); required when there is no Second CTA`,
		rules: [rules.chars(1, MAX_TEXT)],
	},
	...CTAS.flatMap((order): VideoField[] => [
		{
			name: `${order}_cta`,
			parameter: `${order}Cta`,
			field: `${titled(order)} CTA`,
			description: `${titled(order)} call to action, a hashtag such as #YES (at most ${MAX_CTA} characters besides #)${order === 'second' ? '; required when there is no Title' : ''}`,
			required: order === 'first',
			rules: [ctaRule],
			placeholder: '#YES',
		},
		{
			name: `${order}_cta_post`,
			parameter: `${order}CtaPost`,
			field: `${titled(order)} CTA Post`,
			description: `Text of the post a person sends by choosing the ${order} CTA (needed with it)`,
			required: order === 'first',
		},
	]),
	{
		name: 'thank_you_text',
		parameter: 'thankYouText',
		field: 'Thank You Text',
		description: `Shown after a CTA is chosen (at most ${MAX_TEXT} characters)`,
		required: true,
		rules: [rules.chars(1, MAX_TEXT)],
	},
	{
		name: 'thank_you_url',
		parameter: 'thankYouUrl',
		field: 'Thank You URL',
		description: 'Link shown with the thank you text',
		placeholder: 'https://example.com',
	},
	{
		name: 'poster_media_key',
		parameter: 'posterMediaKey',
		field: 'Poster Media Key',
		description: 'Image shown before the video plays (default: its first frame)',
	},
	{
		name: 'unlocked_image_media_key',
		parameter: 'unlockedImageMediaKey',
		field: 'Unlocked Image Media Key',
		description: 'An image of the media library shown once a CTA is chosen',
	},
	{
		name: 'unlocked_video_media_key',
		parameter: 'unlockedVideoMediaKey',
		field: 'Unlocked Video Media Key',
		description: 'A video of the media library shown once a CTA is chosen',
	},
];

/** A field of the node: a top-level one when required on create, else one of a collection. */
export function videoProperty(field: VideoField, required: boolean): INodeProperties {
	return {
		displayName: field.field,
		name: field.parameter,
		type: 'string',
		default: '',
		// Only when required: `required: false` is n8n's default, and bytes in the description.
		...(required ? { required } : {}),
		description: field.description,
		...(field.placeholder ? { placeholder: field.placeholder } : {}),
	};
}

/**
 * The query of the create and the update. Parameters of non-batch endpoints are query
 * parameters unless a JSON body is stated, and the platform takes one only for component cards.
 * On create the required fields are checked and Title or Second CTA must be among the values sent;
 * on both, each CTA sent needs its CTA post. An update leaves the fields it does not send as they
 * are (an empty field is not sent, so it cannot clear one), so the card keeps the Title or Second
 * CTA it was created with: a rename alone is a valid update.
 */
export function videoConversationQuery(create: boolean, collection: string) {
	return async function buildQuery(
		this: IExecuteSingleFunctions,
		request: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> {
		const node = this.getNode();
		const item = this.getItemIndex();
		const extra = this.getNodeParameter(collection, {}) as IDataObject;
		const raw = Object.fromEntries(
			VIDEO_FIELDS.map((field) => [
				field.name,
				create && field.required
					? this.getNodeParameter(field.parameter, '')
					: extra[field.parameter],
			]),
		);
		const values = givenValues(raw);
		if (!create && Object.keys(values).length === 0)
			throw invalidField(node, item, 'Update Fields', 'needs at least one field to change');
		for (const field of VIDEO_FIELDS) {
			if (create && field.required) checkRequired(node, item, field.field, values[field.name]);
			checkValue(node, item, field.field, values[field.name], field.rules ?? []);
		}
		for (const order of CTAS) {
			if (values[`${order}_cta`] !== undefined && values[`${order}_cta_post`] === undefined) {
				throw invalidField(
					node,
					item,
					`${titled(order)} CTA Post`,
					`is required with the ${titled(order)} CTA`,
				);
			}
		}
		if (create && values.title === undefined && values.second_cta === undefined) {
			throw invalidField(node, item, 'Title', 'or Second CTA is required');
		}
		return { ...request, qs: { ...request.qs, ...values } };
	};
}
