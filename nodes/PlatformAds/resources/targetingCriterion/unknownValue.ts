import type { IDataObject, INodePropertyRouting } from 'n8n-workflow';

import { itemLabel } from '../../../shared/validation';
import { rewordErrors } from '../../shared/explainStatus';
import { LOOKUP_OF_TYPE } from '../../shared/targeting/targetingTypes';

/** What the panel calls a value of the type: LOCATION → location, TV_SHOW → TV show. */
const noun = (type: string) => type.toLowerCase().replace(/_/g, ' ').replace(/^tv /, 'TV ');

/** What to do about a value the platform does not know, for a type with a list or without. */
export function unknownValueMessage(type: string, value: string): string {
	const what = `Targeting Value "${value.slice(0, 80)}" is not a ${noun(type)} the platform knows`;
	return LOOKUP_OF_TYPE[type]
		? `${what}: choose it in the From List mode, which searches the ${noun(type)}s by name`
		: `${what}: check the value typed (By ID or Keyword)`;
}

/**
 * The platform's refusal of a targeting value it does not know (400, INVALID_PARAMETER on
 * targeting_value) said once, as the item's problem with a pointer to the list; the platform's
 * own words follow as the description.
 */
export const explainUnknownValue = (routing: INodePropertyRouting): INodePropertyRouting =>
	rewordErrors(routing, (failed, requestData, context) => {
		if (
			failed.httpCode !== '400' ||
			failed.errorResponse?.code !== 'INVALID_PARAMETER' ||
			!/targeting_value/.test(String(failed.description ?? ''))
		)
			return;
		const sent = (requestData.options.qs ?? {}) as IDataObject;
		failed.description = `The platform answered: ${failed.message}`;
		failed.message = `${itemLabel(context.getItemIndex())}: ${unknownValueMessage(
			String(sent.targeting_type ?? ''),
			String(sent.targeting_value ?? ''),
		)}`;
	});
