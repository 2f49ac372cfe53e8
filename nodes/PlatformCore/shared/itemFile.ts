import type { IBinaryData } from 'n8n-workflow';

import type { CodeOperationContext } from '../../shared/descriptions/codeOperation';
import { RoutedOperationError } from '../../shared/routing/operationError';
import { itemLabel } from '../../shared/validation';

/**
 * The file an item holds under its binary field, or an error that says where the file should be.
 * A tool call (an AI Agent's, an MCP client's) carries text only, never a file: the error says so,
 * and what a model can do instead, before anything is sent.
 */
export function itemFile(
	context: CodeOperationContext,
	itemIndex: number,
	binaryField: string,
): IBinaryData {
	const files = Object.keys(context.getInputData()[itemIndex]?.binary ?? {});
	if (files.includes(binaryField)) return context.helpers.assertBinaryData(itemIndex, binaryField);
	const where =
		files.length > 0
			? `, but the input item's files are under ${files.map((name) => `"${name}"`).join(', ')}`
			: ', where the input item holds no file';
	throw new RoutedOperationError(
		context.getNode(),
		`${itemLabel(itemIndex)}: Input Binary Field names "${binaryField}"${where}`,
		{
			itemIndex,
			description:
				'Nothing was sent. This operation sends a file that the input item holds, such as one a Read Files or HTTP Request node put there. A tool call carries only text, so as a tool it cannot send a file: upload the file in a workflow step, then give the media ID it answers where the operation takes media IDs.',
		},
	);
}
