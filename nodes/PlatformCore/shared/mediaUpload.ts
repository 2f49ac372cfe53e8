import { NodeOperationError, type IDataObject } from 'n8n-workflow';

import { dataRecord, platformRequest } from '../../shared/transport/platformRequest';
import { coreCredential, type CoreCredential } from '../../shared/transport/coreRequest';
import { checkValue, invalidField, listOf, rules } from '../../shared/validation';
import { platformMultipartRequest } from '../transport/multipartRequest';
import { waitForProcessing } from './mediaProcessing';
import { normalizeMimeType, planUpload, type UploadPlan } from './uploadPlan';
import { uploadSource, type UploadSource } from './uploadSource';
import type { CodeOperationContext } from '../../shared/descriptions/codeOperation';
import { itemFile } from './itemFile';

export interface UploadOptions {
	additionalOwners?: string;
	chunkSizeKb?: number;
	maxProcessingWaitSeconds?: number;
	mimeType?: string;
	uploadMethod?: string;
	/** Sent as `shared` when the upload starts; only a segmented upload names it. */
	shared?: boolean;
}

/**
 * Uploads the file of one item's binary field (in one request or in segments, then waits for
 * processing) and answers the media record. Also used by operations that send media in one step
 * (a direct message with an image).
 */
export async function uploadFromBinary(
	context: CodeOperationContext,
	itemIndex: number,
	binaryField: string,
	category: string,
	options: UploadOptions = {},
): Promise<IDataObject> {
	checkValue(context.getNode(), itemIndex, 'Additional Owners', options.additionalOwners, [
		rules.ids,
	]);
	const binary = itemFile(context, itemIndex, binaryField);
	const source = await uploadSource(context, itemIndex, binaryField, binary);
	const chunkSizeBytes = Math.max(1, Math.floor(options.chunkSizeKb ?? 4096)) * 1024;
	const plan = planUpload(
		{
			mediaType: normalizeMimeType(options.mimeType || binary.mimeType),
			size: source.size,
			category,
			method: options.shared === undefined ? (options.uploadMethod ?? 'auto') : 'chunked',
			chunkSizeBytes,
		},
		binaryField,
	);
	if ('problem' in plan) throw invalidField(context.getNode(), itemIndex, plan.field, plan.problem);

	const credential = await coreCredential(
		context,
		context.getNodeParameter('authentication', 0, 'oAuth1') as string,
	);
	const upload: MediaUpload = {
		context,
		credential,
		plan,
		source,
		fileName: binary.fileName ?? 'media',
		owners: listOf(options.additionalOwners ?? ''),
		shared: options.shared,
	};
	if (plan.oneShot) return await uploadOneShot(upload);
	const finished = await uploadInSegments(upload, chunkSizeBytes);
	const statusUrl = (id: string) =>
		credential.url(`/2/media/upload?command=STATUS&media_id=${encodeURIComponent(id)}`);
	return await waitForProcessing.call(
		context,
		credential.credentialType,
		statusUrl,
		finished,
		options.maxProcessingWaitSeconds ?? 300,
		itemIndex,
	);
}

interface MediaUpload {
	context: CodeOperationContext;
	/** The node's credential; its `url` makes the absolute URLs the sign-in credential needs. */
	credential: CoreCredential;
	plan: UploadPlan;
	source: UploadSource;
	fileName: string;
	owners: string[];
	shared?: boolean;
}

const file = (upload: MediaUpload, data: Buffer) => ({
	field: 'media',
	filename: upload.fileName,
	contentType: upload.plan.mediaType,
	data,
});

async function uploadOneShot(upload: MediaUpload): Promise<IDataObject> {
	const parts = [
		file(upload, await upload.source.whole()),
		{ field: 'media_category', value: upload.plan.category },
	];
	if (upload.owners.length)
		parts.push({ field: 'additional_owners', value: upload.owners.join(',') });
	const answer = await platformMultipartRequest.call(
		upload.context,
		upload.credential,
		{ method: 'POST', url: upload.credential.url('/2/media/upload') },
		parts,
		{ expect: dataRecord('the uploaded media') },
	);
	return (answer as { data: IDataObject }).data;
}

async function uploadInSegments(upload: MediaUpload, chunkSizeBytes: number): Promise<IDataObject> {
	const { context, credential, plan, source } = upload;
	const { credentialType, url } = credential;
	const body: IDataObject = {
		media_type: plan.mediaType,
		total_bytes: source.size,
		media_category: plan.category,
	};
	if (upload.owners.length) body.additional_owners = upload.owners;
	if (upload.shared !== undefined) body.shared = Boolean(upload.shared);
	const started = (await platformRequest.call(
		context,
		credentialType,
		{ method: 'POST', url: url('/2/media/upload/initialize'), body },
		{ expect: dataRecord('the upload session') },
	)) as { data: IDataObject };
	const id = String(started.data.id);
	const path = `/2/media/upload/${encodeURIComponent(id)}`;
	let index = 0;
	let sent = 0;
	// Every append's body is written into this one buffer (multipartBody says why); room for the
	// segment, the part headers and the file name, percent-encoded at worst.
	const bodyBuffer = Buffer.allocUnsafe(
		chunkSizeBytes + 1024 + 3 * Buffer.byteLength(upload.fileName),
	);
	// One segment at a time: its body stays in memory until the platform acknowledges it, no longer.
	for await (const segment of source.segments(chunkSizeBytes)) {
		// Sending a segment again replaces it, so an append may be retried after a 500 or 503.
		await platformMultipartRequest.call(
			context,
			credential,
			{ method: 'POST', url: url(`${path}/append`) },
			[{ field: 'segment_index', value: String(index) }, file(upload, segment)],
			{ idempotent: true, bodyBuffer },
		);
		index++;
		sent += segment.length;
	}
	if (sent !== source.size || index !== plan.segments)
		throw new NodeOperationError(
			context.getNode(),
			`The binary file changed while it was uploaded: ${sent} bytes in ${index} segments were read, ${source.size} bytes in ${plan.segments} segments expected`,
		);
	const finished = (await platformRequest.call(
		context,
		credentialType,
		{ method: 'POST', url: url(`${path}/finalize`) },
		{ expect: dataRecord('the uploaded media') },
	)) as { data: IDataObject };
	return { media_key: started.data.media_key, ...finished.data };
}
