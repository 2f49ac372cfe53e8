import { NodeOperationError, sleep, type IDataObject } from 'n8n-workflow';

import { dataRecord, platformRequest } from '../../shared/transport/platformRequest';
import type { CodeOperationContext } from '../../shared/descriptions/codeOperation';

/** Answers of finalize and STATUS carry this while a video or GIF is processed. */
interface ProcessingInfo {
	state?: string;
	check_after_secs?: number;
	progress_percent?: number;
	error?: { message?: string; name?: string };
}

/**
 * Polls `GET /2/media/upload?command=STATUS` until processing succeeded or failed, waiting the
 * check_after_secs each answer names (at least a second), for at most `maxWaitSeconds` in all.
 * With 0 it does not wait and returns the answer as it is (Get Upload Status can follow later).
 */
export async function waitForProcessing(
	this: CodeOperationContext,
	credentialType: string,
	statusUrl: (mediaId: string) => string,
	data: IDataObject,
	maxWaitSeconds: number,
	itemIndex: number,
): Promise<IDataObject> {
	const deadline = Date.now() + maxWaitSeconds * 1000;
	let current = data;
	for (;;) {
		const info = current.processing_info as ProcessingInfo | undefined;
		if (!info || info.state === 'succeeded' || maxWaitSeconds === 0) return current;
		if (info.state === 'failed') {
			const reason = info.error?.message ?? info.error?.name;
			throw new NodeOperationError(
				this.getNode(),
				`The platform could not process media ${String(current.id)}${reason ? `: ${reason}` : ''}`,
				{
					itemIndex,
					description:
						'Processing failed after the upload: check that the file is a valid video or GIF of the type it claims.',
				},
			);
		}
		const waitMs = Math.max(1, Number(info.check_after_secs) || 1) * 1000;
		if (Date.now() + waitMs > deadline) {
			throw new NodeOperationError(
				this.getNode(),
				`Media ${String(current.id)} is still being processed after ${maxWaitSeconds} s (state ${String(info.state)})`,
				{
					itemIndex,
					description:
						'Raise Options > Max Processing Wait, or check later with the Get Upload Status operation.',
				},
			);
		}
		await sleep(waitMs);
		const answer = (await platformRequest.call(
			this,
			credentialType,
			{ method: 'GET', url: statusUrl(String(current.id)) },
			{ expect: dataRecord('the upload status') },
		)) as { data: IDataObject };
		current = answer.data;
	}
}
