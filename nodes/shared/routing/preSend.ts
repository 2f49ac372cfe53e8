import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

/** A check or change of one item's request before it is sent (n8n routing's preSend). */
export type PreSend = (
	this: IExecuteSingleFunctions,
	options: IHttpRequestOptions,
) => Promise<IHttpRequestOptions>;
