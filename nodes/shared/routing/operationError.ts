import { NodeApiError, NodeOperationError, type INode } from 'n8n-workflow';

/**
 * n8n's operation error for a problem found by the node itself (a bad field, a refused kind of
 * authentication, an answer the node refuses to use), thrown where n8n's declarative routing runs
 * it: a preSend, the pagination hook or a postReceive (all of them leave through the hook:
 * toolRefusals.ts).
 *
 * Why it extends NodeApiError: n8n's RoutingNode (1.x and 2.x alike) passes on a NodeApiError as
 * it is, but turns every other error of a preSend or postReceive into a new NodeApiError with
 * `httpCode: 'none'`. The editor shows such an error as one "From Platform" with "Error code:
 * none", although nothing was sent. This error carries no HTTP code and no raw messages, and names
 * itself NodeOperationError, the name n8n's engine and editor tell error kinds apart by: the
 * editor and the stored execution see the operation error it is. Under Continue On Fail n8n keeps
 * it as the item's error, as it keeps any other.
 *
 * n8n's check is `instanceof`, so it holds where the package loads n8n's own n8n-workflow: n8n
 * installs community packages without their peer dependencies and puts its modules on NODE_PATH.
 * Where another copy is found first (a node_modules folder above the package), n8n rewraps every
 * error of the package, its API errors too; the e2e run folder sits outside the repository for
 * that reason (test/e2e/line.js).
 */
export class RoutedOperationError extends NodeApiError {
	constructor(
		node: INode,
		message: string,
		options: { itemIndex?: number; description?: string } = {},
	) {
		super(node, {}, { message, description: options.description, itemIndex: options.itemIndex });
		this.name = 'NodeOperationError';
		this.level = 'warning';
		// What makes the editor show an error as the platform's: an HTTP code, the response.
		Reflect.deleteProperty(this, 'httpCode');
		Reflect.deleteProperty(this, 'errorResponse');
	}
}

/**
 * The error to throw from code that routing runs: a NodeOperationError becomes the same error as
 * a RoutedOperationError (message, description and item kept); anything else is left as it is.
 */
export function routedError(error: unknown): unknown {
	if (!(error instanceof NodeOperationError)) return error;
	const routed = new RoutedOperationError(error.node, error.message, {
		itemIndex: error.context.itemIndex as number | undefined,
		description: error.description ?? undefined,
	});
	Object.assign(routed.context, error.context);
	return routed;
}
