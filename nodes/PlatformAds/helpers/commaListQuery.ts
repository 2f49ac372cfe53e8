import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { invalidField, listOf, type Rule } from '../../shared/validation';
import type { PreSend } from './adsRouting';

export interface CommaListSettings {
	/** Parameter path, e.g. `listOptions.creativeTypes` (a text list or a multi-select). */
	parameter: string;
	/** Display name, for errors. */
	field: string;
	/** The query parameter that carries the list. */
	property: string;
	/** The most values the platform takes. */
	max: number;
	/** The rule each value must pass. */
	entry: Rule;
}

/**
 * Sends a text list or a multi-select as the comma list the ads interface takes (`a,b,c`),
 * trimmed, once every value passed its rule and the count is within the platform's limit. A
 * multi-select set by an expression may hold anything (an array or a comma text), so both are read.
 */
export function commaListQuery(settings: CommaListSettings): PreSend {
	return async function sendCommaList(this: IExecuteSingleFunctions, options: IHttpRequestOptions) {
		const values = listOf(this.getNodeParameter(settings.parameter, ''));
		if (values.length === 0) return options;
		const fail = (problem: string) => invalidField(this.getNode(), this.getItemIndex(), settings.field, problem);
		if (values.length > settings.max) throw fail(`allows at most ${settings.max} values (it has ${values.length})`);
		for (const value of values) {
			const problem = settings.entry(value);
			if (problem) throw fail(problem);
		}
		options.qs = { ...options.qs, [settings.property]: values.join(',') };
		return options;
	};
}
