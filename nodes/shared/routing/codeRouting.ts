import type {
	IExecutePaginationFunctions,
	IGetNodeParameterOptions,
	INodeExecutionData,
	INodePropertyRouting,
} from 'n8n-workflow';

import type { CodeOperation, CodeOperationContext } from '../descriptions/codeOperation';
import { policyHook } from './policyRouting';

/**
 * The one item n8n's routing engine runs, as the context an operation written as code reads
 * (codeOperation.ts). Routing reads an item's parameters without an index; the code names the
 * item it reads, here always the first and only one.
 */
function oneItemContext(routing: IExecutePaginationFunctions): CodeOperationContext {
	const item = routing.getInputData();
	const helpers = routing.helpers;
	return {
		getNode: () => routing.getNode(),
		getInputData: () => [item],
		getNodeParameter: ((
			name: string,
			_item: number,
			fallback?: unknown,
			options?: IGetNodeParameterOptions,
		) =>
			routing.getNodeParameter(
				name,
				fallback,
				options,
			)) as CodeOperationContext['getNodeParameter'],
		continueOnFail: () => routing.continueOnFail(),
		getTimezone: () => routing.getTimezone(),
		getCredentials: async (type) => await routing.getCredentials(type),
		getExecutionCancelSignal: () => routing.getExecutionCancelSignal(),
		getContext: (type) => routing.getContext(type),
		helpers: {
			httpRequest: async (options) => await helpers.httpRequest(options),
			httpRequestWithAuthentication: async (credentialType, options, additional) =>
				await helpers.httpRequestWithAuthentication.call(
					routing,
					credentialType,
					options,
					additional,
				),
			assertBinaryData: (_item, propertyName) => helpers.assertBinaryData(propertyName),
			getBinaryDataBuffer: async (_item, propertyName) =>
				await helpers.getBinaryDataBuffer(propertyName),
			getBinaryMetadata: async (id) => await helpers.getBinaryMetadata(id),
			getBinaryStream: async (id, chunkSize) => await helpers.getBinaryStream(id, chunkSize),
			prepareBinaryData: async (data, filePath, mimeType) =>
				await helpers.prepareBinaryData(data, filePath, mimeType),
			returnJsonArray: (json) => helpers.returnJsonArray(json),
		},
	};
}

/**
 * The routing of an operation written as code. A workflow step runs its code through the node's
 * customOperations, with every input item at once. An AI Agent before version 3 and the MCP Server
 * Trigger call a node's execute only, which n8n sets to its routing engine for a declarative node:
 * without this routing, the engine would send the node's bare base URL. The engine hands each
 * item's prepared request to the pagination hook (`send.paginate` with `operations.pagination`),
 * the one hook of every operation (policyRouting.ts); here it sends nothing itself and runs the
 * operation's code for that one item (its `send` extension), so a tool call sends exactly the
 * requests the operation documents.
 */
export function codeRouting(code: CodeOperation): INodePropertyRouting {
	return {
		send: { paginate: true },
		operations: {
			pagination: policyHook({
				async send(this: IExecutePaginationFunctions): Promise<INodeExecutionData[]> {
					const [items = []] = await code.call(oneItemContext(this));
					// The code counts its one item as the first; routing knows which it is.
					const item = { item: this.getItemIndex() };
					return items.map((output) => ({
						...output,
						pairedItem: Array.isArray(output.pairedItem) ? [item] : item,
					}));
				},
			}),
		},
	};
}
