import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { checkValue, rules } from '../../../shared/validation';
import { checkCustomAuthentication } from '../../authentication';
import { forEachItem } from '../../shared/eachItem';
import { complianceRequest, jobFieldsProperty, jobTypeProperty } from './complianceJob';
import type { Operation } from '../../../shared/descriptions/resource';
import { APP } from '../../../shared/authenticationKinds';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';
import { itemFile } from '../../shared/itemFile';

/**
 * POST /2/compliance/jobs: a job that checks a file of post or user IDs. With Upload IDs From
 * Input, the file of a binary field goes to the job's upload URL in the same step (a custom
 * operation: two requests, the second to the storage address the platform names, without the
 * platform's credential).
 */
export const createOperation: Operation = {
	name: 'Create',
	value: 'create',
	action: 'Create a compliance job',
	description: 'Start a job that tells which of your stored posts or users were deleted or changed',
	acceptedAuthentication: APP,
	sends: { body: ['type', 'name', 'resumable'] },
	requests:
		"POST /2/compliance/jobs, then PUT of the ids file to the job's upload URL when one is attached",
	fields: [
		{ ...jobTypeProperty, description: 'What the IDs in the file are' },
		{
			displayName: 'Name',
			name: 'name',
			type: 'string',
			default: '',
			placeholder: 'e.g. Weekly archive check',
			description: 'A name for the job, at most 64 characters',
		},
		{
			displayName: 'Resumable Upload',
			name: 'resumable',
			type: 'boolean',
			default: false,
			description:
				'Whether the upload address takes a large file in resumable parts (for uploading it yourself). Sent as resumable.',
		},
		{
			displayName: 'Upload IDs From Input',
			name: 'uploadBinary',
			type: 'boolean',
			default: false,
			description:
				'Whether to upload the file of IDs (one per line) from an input binary field in this step',
		},
		{
			displayName: 'Input Binary Field',
			name: 'binaryPropertyName',
			type: 'string',
			default: 'data',
			required: true,
			displayOptions: { show: { uploadBinary: [true] } },
			hint: 'The name of the input binary field holding the IDs, one per line',
		},
		jobFieldsProperty,
	],
	execute: createJob,
};

export async function createJob(this: CodeOperationContext): Promise<INodeExecutionData[][]> {
	return await forEachItem(this, async (itemIndex) => {
		checkCustomAuthentication(this, itemIndex, 'Compliance Job', createOperation);
		const name = String(this.getNodeParameter('name', itemIndex, ''));
		checkValue(this.getNode(), itemIndex, 'Name', name, [rules.chars(0, 64)]);
		const upload = this.getNodeParameter('uploadBinary', itemIndex, false) as boolean;
		const field = String(this.getNodeParameter('binaryPropertyName', itemIndex, 'data'));
		if (upload) itemFile(this, itemIndex, field);
		const bytes = upload ? await this.helpers.getBinaryDataBuffer(itemIndex, field) : undefined;
		const body: IDataObject = {
			type: this.getNodeParameter('jobType', itemIndex, 'posts'),
			...(name ? { name } : {}),
		};
		if (this.getNodeParameter('resumable', itemIndex, false)) body.resumable = true;
		const job = await complianceRequest(this, itemIndex, 'POST', '/2/compliance/jobs', body);
		if (!bytes) return job;
		// The upload address is the storage's, signed for this job: no platform credential goes there.
		await this.helpers.httpRequest({
			method: 'PUT',
			url: String(job.upload_url),
			body: bytes,
			headers: { 'content-type': 'text/plain' },
		});
		return { ...job, uploaded: true };
	});
}
