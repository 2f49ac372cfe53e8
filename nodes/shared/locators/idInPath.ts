import type {
	IExecuteSingleFunctions,
	INode,
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
	const id = locatorId(context.getNode(), item, field, raw, urlPattern);
	if (id === '') throw invalidField(context.getNode(), item, field, 'is required');
	return id;
}

/**
 * The checked numeric id of a value that is a plain string (as saved before the field became a
 * locator, or written by an expression) or a resource locator; a link (URL mode, or a plain string
 * that is one) gives the id it holds. Empty when nothing was entered.
 */
export function locatorId(
	node: INode,
	item: number,
	field: string,
	raw: unknown,
	urlPattern?: RegExp,
): string {
	const locator =
		typeof raw === 'object' && raw !== null
			? (raw as INodeParameterResourceLocator)
			: { mode: 'id', value: raw };
	let id = String(locator.value ?? '').trim();
	const link = urlPattern?.exec(id);
	if (locator.mode === 'url' && urlPattern && !link)
		throw invalidField(
			node,
			item,
			field,
			`must be a link to it (e.g. https://<site>/<username>/status/<id>), got "${id.slice(0, 80)}"`,
		);
	if (link) id = link[1];
	if (id !== '') checkValue(node, item, field, id, [rules.id]);
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
