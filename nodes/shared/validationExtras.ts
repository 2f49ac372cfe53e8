import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { checkValue, invalidField, type FieldCheck } from './validation';

/**
 * Two things validation.ts's checks skip: required fields (checkValue lets an empty value
 * through, so an optional field may stay empty) and resource locators (their raw parameter is
 * `{__rl, mode, value}`; the rules must see the value).
 */

/** The value of a resource locator parameter, or the parameter itself when it is a plain value. */
export function locatorValue(parameter: unknown): unknown {
	if (parameter && typeof parameter === 'object' && '__rl' in parameter) {
		const { value } = parameter as { value?: unknown };
		return typeof value === 'string' ? value.trim() : value;
	}
	return parameter;
}

export interface ExtendedFieldCheck extends FieldCheck {
	/** An empty value fails with "is required" instead of being skipped. */
	required?: boolean;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** A preSend like validateParameters, for required fields and resource locators too. */
export function validateFields(...checks: ExtendedFieldCheck[]) {
	return async function validate(
		this: IExecuteSingleFunctions,
		requestOptions: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> {
		for (const { parameter, field, rules, required } of checks) {
			// '' for a field left out of a collection (getNodeParameter throws without a fallback).
			const value = locatorValue(this.getNodeParameter(parameter, ''));
			if (required && isEmpty(value)) throw invalidField(this.getNode(), this.getItemIndex(), field, 'is required');
			checkValue(this.getNode(), this.getItemIndex(), field, value, rules);
		}
		return requestOptions;
	};
}
