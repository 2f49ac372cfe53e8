import type {
	IExecuteSingleFunctions,
	IHttpRequestOptions,
	INodeParameterResourceLocator,
	IPollFunctions,
} from 'n8n-workflow';

import { itemIndexOf, nodeParameter } from '../nodeContext';
import { checkValue, invalidField, rules } from '../validation';

/**
 * The id a parameter holds: a plain string, or a resource locator in ID or URL mode. In URL
 * mode the id is the first group of `urlPattern`. Read without n8n's extractValue, whose error
 * for a URL that does not match names neither the item nor how to fix it.
 */
export function readId(
	context: IExecuteSingleFunctions | IPollFunctions,
	parameter: string,
	field: string,
	urlPattern?: RegExp,
): string {
	const item = itemIndexOf(context);
	const raw = nodeParameter(context, parameter, '') as string | INodeParameterResourceLocator;
	const locator = typeof raw === 'object' && raw !== null ? raw : { mode: 'id', value: raw };
	let id = String(locator.value ?? '').trim();
	if (locator.mode === 'url' && urlPattern) {
		const match = urlPattern.exec(id);
		if (!match) {
			throw invalidField(
				context.getNode(),
				item,
				field,
				`must be a link to it (e.g. https://<site>/<username>/status/<id>), got "${id.slice(0, 80)}"`,
			);
		}
		id = match[1];
	}
	if (id === '') throw invalidField(context.getNode(), item, field, 'is required');
	checkValue(context.getNode(), item, field, id, [rules.id]);
	return id;
}

/**
 * A preSend that puts a checked id into the request URL in place of `placeholder` (`:id`), so an
 * operation's routing still names its endpoint (`/2/posts/:id`) and a bad id never leaves the node.
 */
export function idInPath(
	parameter: string,
	field: string,
	urlPattern?: RegExp,
	placeholder = ':id',
) {
	return async function putIdInPath(
		this: IExecuteSingleFunctions,
		requestOptions: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> {
		const id = readId(this, parameter, field, urlPattern);
		return {
			...requestOptions,
			url: requestOptions.url.replace(placeholder, encodeURIComponent(id)),
		};
	};
}

/** A preSend that puts a checked id into the JSON body as `bodyField` (`{post_id}`). */
export function idInBody(parameter: string, field: string, bodyField: string, urlPattern?: RegExp) {
	return async function putIdInBody(
		this: IExecuteSingleFunctions,
		requestOptions: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> {
		const id = readId(this, parameter, field, urlPattern);
		const body = (requestOptions.body ?? {}) as Record<string, unknown>;
		return { ...requestOptions, body: { ...body, [bodyField]: id } };
	};
}
