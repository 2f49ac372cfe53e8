import type { IBinaryData, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

/**
 * What the code of an operation written as code reads of n8n: its items and their parameters,
 * the node, Continue On Fail, the workflow's zone, the credential's requests, the items'
 * files and the execution's flow context (lookups made once per execution). n8n hands it in two ways, and both give exactly this (see codeRouting.ts):
 * - a workflow step runs the node's customOperations with n8n's own execute context and every
 *   input item;
 * - a tool (the AI Agent before version 3, the MCP Server Trigger) reaches the node only through
 *   n8n's routing engine, one item at a time; the routing runs the same code with that one item.
 * Naming only what the code uses keeps the second way honest: it offers this much and no more.
 */
export type CodeOperationContext = Pick<
	IExecuteFunctions,
	| 'getNode'
	| 'getNodeParameter'
	| 'getInputData'
	| 'continueOnFail'
	| 'getTimezone'
	| 'getCredentials'
	| 'getExecutionCancelSignal'
	| 'getContext'
> & {
	helpers: Pick<
		IExecuteFunctions['helpers'],
		| 'httpRequest'
		| 'httpRequestWithAuthentication'
		| 'getBinaryMetadata'
		| 'getBinaryStream'
		| 'prepareBinaryData'
		| 'returnJsonArray'
	> & {
		// A file is always named by the item's binary property.
		assertBinaryData(itemIndex: number, propertyName: string): IBinaryData;
		getBinaryDataBuffer(itemIndex: number, propertyName: string): Promise<Buffer>;
	};
};

/** The code that runs an operation written as code, over the items it is handed. */
export type CodeOperation = (this: CodeOperationContext) => Promise<INodeExecutionData[][]>;
