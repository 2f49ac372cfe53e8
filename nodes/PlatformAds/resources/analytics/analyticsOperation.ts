import type { INodeExecutionData } from 'n8n-workflow';

import type { Operation } from '../../../shared/descriptions/resource';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/**
 * An analytics operation: its entry and fields (as every operation) and the code that runs it
 * (the node's customOperations): they gather items and send several requests.
 */
export interface AnalyticsOperation extends Operation {
	execute(this: CodeOperationContext): Promise<INodeExecutionData[][]>;
}
