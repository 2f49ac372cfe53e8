import type {
	DeclarativeRestApiSettings,
	IExecutePaginationFunctions,
	IExecuteSingleFunctions,
	IHttpRequestOptions,
	INodeExecutionData,
	INodeProperties,
	INodePropertyOptions,
	INodePropertyRouting,
} from 'n8n-workflow';

import { runsAsTool, toolErrorAnswer } from '../toolErrors';
import { routedError } from './operationError';

/**
 * A tool's error, answered to the model under On Error: Continue. For a failed item, n8n's routing
 * engine hands a tool's caller `{}` (it keeps the error beside the item, where a model never looks),
 * and an AI Agent before version 3 stops on a tool error it is not handed. So, when the node runs
 * as a tool with On Error set to continue, the error becomes the tool's answer, `{error, details}`:
 * - a check before sending (a preSend) keeps its error on the request instead of throwing, and
 *   every later preSend lets it pass;
 * - the pagination hook, which every operation's request goes through, answers a kept error
 *   without sending, and answers an error of its own the same way.
 * A workflow step, or a tool that stops on errors, throws as before.
 */
const REFUSAL = Symbol('tool refusal');

type WithRefusal = IHttpRequestOptions & { [REFUSAL]?: unknown };
type PreSend = (
	this: IExecuteSingleFunctions,
	options: IHttpRequestOptions,
) => Promise<IHttpRequestOptions>;
type Pagination = (
	this: IExecutePaginationFunctions,
	requestData: DeclarativeRestApiSettings.ResultOptions,
) => Promise<INodeExecutionData[]>;

const answersToModel = (context: IExecuteSingleFunctions) =>
	runsAsTool(context.getNode()) && context.continueOnFail();

/**
 * One wrapper for each function, whatever the number of copies of its field: the description
 * merges copies of a field that hold the same functions (mergeIdenticalProperties.ts).
 */
function once<Fn extends object>(wrap: (fn: Fn) => Fn): (fn: Fn) => Fn {
	const made = new WeakMap<Fn, Fn>();
	return (fn) => {
		let wrapped = made.get(fn);
		if (!wrapped) made.set(fn, (wrapped = wrap(fn)));
		return wrapped;
	};
}

// What a function carries (the checks of validateParameters) stays on its wrapper.
const keepingRefusal = once((preSend: PreSend): PreSend => {
	const check = async function check(this: IExecuteSingleFunctions, options: WithRefusal) {
		if (options[REFUSAL]) return options;
		try {
			return await preSend.call(this, options);
		} catch (error) {
			if (!answersToModel(this)) throw routedError(error);
			return { ...options, [REFUSAL]: routedError(error) };
		}
	};
	return Object.assign(check, preSend);
});

const answeringRefusal = once((pagination: Pagination): Pagination => {
	const send = async function send(
		this: IExecutePaginationFunctions,
		requestData: DeclarativeRestApiSettings.ResultOptions,
	): Promise<INodeExecutionData[]> {
		const kept = (requestData.options as WithRefusal)[REFUSAL];
		try {
			if (kept) throw kept;
			return await pagination.call(this, requestData);
		} catch (error) {
			if (!answersToModel(this)) throw routedError(error);
			return [
				{ json: toolErrorAnswer(routedError(error)), pairedItem: { item: this.getItemIndex() } },
			];
		}
	};
	return Object.assign(send, pagination);
});

/** The routing, its preSends and pagination hook answering a tool's errors (see above). */
export function answeringToolRefusals(routing: INodePropertyRouting): INodePropertyRouting {
	const preSend = routing.send?.preSend;
	const pagination = routing.operations?.pagination;
	return {
		...routing,
		...(preSend ? { send: { ...routing.send, preSend: preSend.map(keepingRefusal) } } : {}),
		...(typeof pagination === 'function'
			? { operations: { ...routing.operations, pagination: answeringRefusal(pagination) } }
			: {}),
	};
}

/** A property with its routing, and that of its options and nested fields, answering refusals. */
export function withToolRefusals<Property extends INodeProperties | INodePropertyOptions>(
	property: Property,
): Property {
	const answered: Property = property.routing
		? { ...property, routing: answeringToolRefusals(property.routing) }
		: property;
	const { options, values } = property as INodeProperties & { values?: INodeProperties[] };
	return {
		...answered,
		...(Array.isArray(options)
			? { options: options.map((option) => withToolRefusals(option as never)) }
			: {}),
		...(Array.isArray(values) ? { values: values.map(withToolRefusals) } : {}),
	};
}
