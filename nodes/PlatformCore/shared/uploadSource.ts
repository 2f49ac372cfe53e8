import type { IBinaryData } from 'n8n-workflow';
import type { CodeOperationContext } from '../../shared/descriptions/codeOperation';

/**
 * Where the bytes of a file to upload come from. Binary data n8n stores by id (filesystem, S3,
 * database) is read as a stream, one segment at a time, so a 500 MB video never sits in memory
 * whole; binary data held in the item itself (n8n's in-memory mode) is in memory already and is
 * cut into segments without copying.
 */
export interface UploadSource {
	/** Bytes of the whole file. */
	size: number;
	/** The whole file, for the one-request upload of an image. */
	whole(): Promise<Buffer>;
	/** The file in segments of segmentSize bytes (the last one shorter), in order. */
	segments(segmentSize: number): AsyncIterable<Buffer>;
}

export async function uploadSource(
	context: CodeOperationContext,
	itemIndex: number,
	binaryField: string,
	binary: IBinaryData,
): Promise<UploadSource> {
	const whole = async () => await context.helpers.getBinaryDataBuffer(itemIndex, binaryField);
	const { id } = binary;
	if (id) {
		const { fileSize } = await context.helpers.getBinaryMetadata(id);
		return {
			size: fileSize,
			whole,
			segments: async function* (segmentSize) {
				const stream = await context.helpers.getBinaryStream(id, segmentSize);
				yield* fixedSizeSegments(stream, segmentSize);
			},
		};
	}
	const bytes = await whole();
	return {
		size: bytes.length,
		whole: async () => bytes,
		segments: async function* (segmentSize) {
			for (let start = 0; start < bytes.length; start += segmentSize)
				yield bytes.subarray(start, start + segmentSize);
		},
	};
}

/**
 * Pieces of any size (a file read stream gives pieces of the size asked for, S3 whatever the
 * network brings) regrouped into segments of exactly segmentSize bytes, the last one shorter.
 * A piece that holds whole segments is cut without copying; only a segment spread over several
 * pieces is copied into one buffer. At most one segment is held besides the piece being read.
 * Leaving the loop early (a failed append) closes the stream.
 */
export async function* fixedSizeSegments(
	pieces: AsyncIterable<Buffer>,
	segmentSize: number,
): AsyncGenerator<Buffer> {
	let held: Buffer[] = [];
	let heldBytes = 0;
	for await (const piece of pieces) {
		let rest = piece;
		while (heldBytes + rest.length >= segmentSize) {
			const need = segmentSize - heldBytes;
			const segment =
				heldBytes === 0
					? rest.subarray(0, segmentSize)
					: Buffer.concat([...held, rest.subarray(0, need)], segmentSize);
			held = [];
			heldBytes = 0;
			rest = rest.subarray(need);
			yield segment;
		}
		if (rest.length > 0) {
			held.push(rest);
			heldBytes += rest.length;
		}
	}
	if (heldBytes > 0) yield Buffer.concat(held, heldBytes);
}
