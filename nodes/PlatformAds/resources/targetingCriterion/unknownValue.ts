import type { IDataObject } from 'n8n-workflow';

import { itemLabel } from '../../../shared/validation';
import type { ErrorExplanation } from '../../../shared/routing/policyRouting';
import { LOOKUP_OF_TYPE } from '../../shared/targeting/targetingTypes';

/** What the panel calls a value of the type: LOCATION → location, TV_SHOW → TV show. */
const noun = (type: string) => type.toLowerCase().replace(/_/g, ' ').replace(/^tv /, 'TV ');

/** What to do about a value the platform does not know, for a type with a list or without. */
export function unknownValueMessage(type: string, value: string): string {
	const article = /^[aeiou]/i.test(noun(type)) ? 'an' : 'a';
	const what = `Targeting Value "${value.slice(0, 80)}" is not ${article} ${noun(type)} the platform knows`;
	return LOOKUP_OF_TYPE[type]
		? `${what}: choose it in the From List mode, which searches the ${noun(type)}s by name`
		: `${what}: check the value typed (By ID or Keyword)`;
}

/** The platform's refusal of a value it does not know: INVALID_PARAMETER on targeting_value. */
const refusesValue = (code: unknown, parameter: unknown) =>
	code === 'INVALID_PARAMETER' && /targeting_value/.test(String(parameter ?? ''));

/** The message of a refused value, for the criterion sent (its type and value). */
const refusedValueMessage = (sent: IDataObject) =>
	unknownValueMessage(String(sent.targeting_type ?? ''), String(sent.targeting_value ?? ''));

/**
 * The platform's refusal of a targeting value it does not know (400, INVALID_PARAMETER on
 * targeting_value) said once, as the item's problem with a pointer to the list; the platform's
 * own words follow as the description.
 */
export const explainUnknownValue: ErrorExplanation = (failed, requestData, context) => {
	if (failed.httpCode !== '400' || !refusesValue(failed.errorResponse?.code, failed.description))
		return;
	const sent = (requestData.options.qs ?? {}) as IDataObject;
	failed.description = `The platform answered: ${failed.message}`;
	failed.message = `${itemLabel(context.getItemIndex())}: ${refusedValueMessage(sent)}`;
};

/**
 * The same message for one criterion of a batch (Create Many) whose operation error refuses its
 * value; undefined for any other error, which keeps the platform's words.
 */
export function unknownValueRefusal(error: unknown, sent: IDataObject): string | undefined {
	const { code, parameter } = (error ?? {}) as IDataObject;
	return refusesValue(code, parameter) ? refusedValueMessage(sent) : undefined;
}
