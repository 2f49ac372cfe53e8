import { type IDataObject, type INodeProperties } from 'n8n-workflow';

import type { Operation } from '../../../shared/descriptions/resource';
import { checkRequired, checkValue, invalidField, rules } from '../../../shared/validation';
import { additionalFieldsCollection } from '../../shared/fieldCollections';
import { adsRouting, requireIds, type PreSend } from '../../../shared/ads/adsRouting';
import { givenValues, kindPath } from '../../shared/cardKinds';
import { MAX_CHOICE, MAX_DURATION, MAX_NAME, MIN_DURATION, POLL } from './pollCardKind';
import { ACCOUNT_FIELD } from '../../../shared/ads/accountLocator';
import { requiredText } from '../../../shared/descriptions/properties';
import { thousands } from '../../../shared/descriptions/thousands';

const CHOICES = [
	{ name: 'first_choice', field: 'First Choice' },
	{ name: 'second_choice', field: 'Second Choice' },
	{ name: 'third_choice', field: 'Third Choice' },
	{ name: 'fourth_choice', field: 'Fourth Choice' },
];

/**
 * The query of POST cards/poll. Parameters of non-batch endpoints are query
 * parameters unless a JSON body is stated, and the platform takes one only for component cards.
 * Every rule is checked first: a choice needs the ones before it, then the required values and
 * the limits.
 */
const pollQuery: PreSend = async function (request) {
	const node = this.getNode();
	const item = this.getItemIndex();
	const extra = this.getNodeParameter('additionalFields', {}) as IDataObject;
	const values = givenValues({
		name: this.getNodeParameter('name', ''),
		duration_in_minutes: this.getNodeParameter('durationInMinutes', ''),
		first_choice: this.getNodeParameter('firstChoice', ''),
		second_choice: this.getNodeParameter('secondChoice', ''),
		third_choice: extra.thirdChoice,
		fourth_choice: extra.fourthChoice,
		media_key: extra.mediaKey,
	});
	for (let index = CHOICES.length - 1; index >= 2; index--) {
		if (values[CHOICES[index].name] === undefined) continue;
		const missing = CHOICES.slice(0, index).find((choice) => values[choice.name] === undefined);
		if (missing)
			throw invalidField(
				node,
				item,
				CHOICES[index].field,
				`needs ${CHOICES.slice(0, index)
					.map((choice) => choice.field)
					.join(', ')} (${missing.field} is empty)`,
			);
	}
	checkRequired(node, item, 'Name', values.name);
	checkValue(node, item, 'Name', values.name, [rules.chars(1, MAX_NAME)]);
	checkRequired(node, item, 'Duration (Minutes)', values.duration_in_minutes);
	checkValue(node, item, 'Duration (Minutes)', values.duration_in_minutes, [
		rules.intBetween(MIN_DURATION, MAX_DURATION),
	]);
	for (const { name, field } of CHOICES) {
		if (name === 'first_choice' || name === 'second_choice')
			checkRequired(node, item, field, values[name]);
		checkValue(node, item, field, values[name], [rules.chars(1, MAX_CHOICE)]);
	}
	return { ...request, qs: { ...request.qs, ...values } };
};

const choice = (
	displayName: string,
	name: string,
	required: boolean,
	description: string,
): INodeProperties => ({
	displayName,
	name,
	type: 'string',
	...(required ? { required } : {}),
	default: '',
	description: `${description} (at most ${MAX_CHOICE} characters)`,
});

/** POST /12/accounts/:account_id/cards/poll */
export const createOperation: Operation = {
	name: 'Create',
	value: 'create',
	action: 'Create a poll card',
	description:
		'Create a poll card (2 to 4 choices, open for 5 minutes to 7 days). Poll cards cannot be changed once created.',
	routing: adsRouting(
		{ method: 'POST', url: kindPath(POLL) },
		{ preSend: [requireIds(ACCOUNT_FIELD), pollQuery] },
	),
	fields: [
		{
			displayName:
				'Poll cards cannot be changed once created: check the choices and the duration before running',
			name: 'noUpdateNotice',
			type: 'notice',
			default: '',
		},
		requiredText(
			'Name',
			'name',
			`Name of the card (at most ${MAX_NAME} characters), for finding it later`,
		),
		{
			displayName: 'Duration (Minutes)',
			name: 'durationInMinutes',
			type: 'number',
			typeOptions: { minValue: MIN_DURATION, maxValue: MAX_DURATION },
			required: true,
			default: 1440,
			description: `How long the poll stays open, from ${MIN_DURATION} minutes to ${thousands(MAX_DURATION)} (7 days); counted from creation, not from its first use in a post`,
		},
		...['First', 'Second'].map((order) =>
			choice(`${order} Choice`, `${order.toLowerCase()}Choice`, true, `${order} answer`),
		),
		additionalFieldsCollection([
			...['Third', 'Fourth'].map((order) =>
				choice(
					`${order} Choice`,
					`${order.toLowerCase()}Choice`,
					false,
					`${order} answer; needs the ones before it`,
				),
			),
			{
				displayName: 'Media Key',
				name: 'mediaKey',
				type: 'string',
				default: '',
				placeholder: 'e.g. 3_1151345051455221760',
				description:
					'An image (at least 800 px wide, aspect ratio 1.91:1) or video of the account media library, for a media poll (beta: needs the PROMOTED_MEDIA_POLLS account feature)',
			},
		]),
	],
};
