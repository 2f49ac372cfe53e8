import { fieldLabel } from '../../../shared/fields/fieldLabel';
import { deletedItems } from '../../shared/dataItems';

/** Streaming endpoints a connection can belong to (reference, getConnectionHistory `endpoints`). */
export const STREAM_ENDPOINTS = [
	'filtered_stream',
	'sample_stream',
	'sample10_stream',
	'firehose_stream',
	'posts_compliance_stream',
	'users_compliance_stream',
	'post_label_stream',
	'firehose_stream_lang_en',
	'firehose_stream_lang_ja',
	'firehose_stream_lang_ko',
	'firehose_stream_lang_pt',
	'likes_firehose_stream',
	'likes_sample10_stream',
	'likes_compliance_stream',
];

/** Dropdown entries: "Filtered Stream" for filtered_stream. */
export const endpointOptions = STREAM_ENDPOINTS.map((value) => ({
	name: fieldLabel(value),
	value,
}));

/** A delete's answer: `{successful_kills, failed_kills, results: [{uuid, success, error_message}]}`. */
export const killsOutput = { postReceive: [deletedItems] };
