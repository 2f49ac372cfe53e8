import {
	NodeApiError,
	NodeOperationError,
	type IDataObject,
	type INode,
	type INodeParameters,
} from 'n8n-workflow';

/**
 * Errors told to an AI model. When a node runs as a tool (an AI Agent's, or behind the MCP Server
 * Trigger), n8n names the node's type with "Tool" at the end and hands the error's message and
 * description to the model, which cannot open the panel or "run the node again": it can only
 * call the tool again with other arguments, or stop. So, for a tool only, the error:
 * - names the argument to change: the `$fromAI` key that fills the field, or says that the field
 *   is fixed in the tool's settings, so the person who built the workflow must change it;
 * - says "call the tool again" where a person would read "run the node again";
 * - for a refusal of the platform, says whether trying again can help.
 * A workflow step's errors are left exactly as they are.
 */
export const runsAsTool = (node: INode | undefined): boolean => /Tool$/.test(node?.type ?? '');

/** Where a check records the field it refused (a panel label), for the wording above. */
export const REFUSED_FIELD = 'refusedField';

const FROM_AI = /\$fromAI\(\s*(['"`])([^'"`]+)\1/;

/**
 * Letters and digits only, lower case, without a last "id": "Account", "Account ID", "accountId"
 * and "Account_ID" meet.
 */
const plain = (text: string) =>
	text
		.toLowerCase()
		.replace(/[^a-z0-9]/g, '')
		.replace(/(.)id$/, '$1');

/** Every parameter (inside collections too) with its path's last name and its value. */
function* parametersOf(parameters: INodeParameters, name = ''): Generator<[string, unknown]> {
	for (const [key, value] of Object.entries(parameters)) {
		const own = Array.isArray(parameters) ? name : key;
		if (value && typeof value === 'object' && !('__rl' in value))
			yield* parametersOf(value as INodeParameters, own);
		else
			yield [
				own,
				value && typeof value === 'object' ? (value as { value?: unknown }).value : value,
			];
	}
}

/**
 * How the model can change the refused field: by the `$fromAI` key that fills it, or not at all
 * when the field is fixed in the tool's settings. The field is named by its panel label; n8n's own
 * keys are made from that label, and a parameter's name reads the same without spaces.
 */
export function argumentFor(node: INode, field: string): string {
	const wanted = plain(field);
	for (const [name, value] of parametersOf(node.parameters)) {
		const key = typeof value === 'string' ? FROM_AI.exec(value)?.[2] : undefined;
		if (plain(name) === wanted || (key && plain(key) === wanted))
			return key
				? `Call the tool again with another value for its argument "${key}".`
				: `"${field}" is set in the tool's settings, not by you: ask the person who built the workflow to change it.`;
	}
	return `Call the tool again with another value for "${field}".`;
}

/** Whether trying again can help, from the HTTP status of the platform's refusal. */
function retryAdvice(httpCode: string | null | undefined): string | undefined {
	const status = Number(httpCode);
	if (!Number.isInteger(status) || status < 400) return undefined;
	if (status === 429) return 'Trying again after the rate limit resets can help.';
	if (status >= 500 || status === 408) return 'Trying again later can help.';
	return 'Trying again with the same arguments will not help.';
}

const PERSON_WORDS: Array<[RegExp, string]> = [
	[/\brun the node again\b/g, 'call the tool again'],
	[/\bRun the node again\b/g, 'Call the tool again'],
];

const inToolWords = (text: string) =>
	PERSON_WORDS.reduce((result, [pattern, words]) => result.replace(pattern, words), text);

/**
 * The error as a model should read it when the node runs as a tool (see above); anything else is
 * returned as it is.
 */
export function spokenToTool(error: unknown): unknown {
	if (!(error instanceof NodeApiError || error instanceof NodeOperationError)) return error;
	if (!runsAsTool(error.node) || error.context.spokenToTool) return error;
	const field = error.context[REFUSED_FIELD] as string | undefined;
	// A tool call is one item: "Item 1" tells the model nothing.
	error.message = inToolWords(error.message.replace(/^Item \d+: /, ''));
	error.description = field
		? `Nothing was sent. ${argumentFor(error.node, field)}`
		: [
				inToolWords(error.description ?? ''),
				error instanceof NodeApiError ? retryAdvice(error.httpCode) : undefined,
			]
				.filter((text) => text)
				.join(' ');
	error.context.spokenToTool = true;
	return error;
}

/**
 * A tool's error, worded for the model, as its answer (On Error: Continue; see
 * routing/toolRefusals.ts).
 */
export function toolErrorAnswer(spoken: unknown): IDataObject {
	if (!(spoken instanceof Error)) return { error: String(spoken) };
	const { description } = spoken as Error & { description?: string | null };
	return { error: spoken.message, ...(description ? { details: description } : {}) };
}
