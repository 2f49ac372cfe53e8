import type {
	IDataObject,
	IExecuteSingleFunctions,
	IHttpRequestOptions,
	INodeProperties,
} from 'n8n-workflow';

import { checkValue, invalidField, rules } from '../../../shared/validation';

const COVER_CATEGORIES = [
	{ name: 'Image', value: 'post_image' },
	{ name: 'GIF', value: 'post_gif' },
	{ name: 'Video', value: 'post_video' },
];

/** The cover of a draft: an uploaded image, GIF or video shown above the article. */
export const coverOptions: INodeProperties[] = [
	{
		displayName: 'Cover Media ID',
		name: 'coverMediaId',
		type: 'string',
		default: '',
		placeholder: 'e.g. 1455952740635586573',
		description:
			'ID of uploaded media (from Media > Upload) shown as the cover of the article. Sent as cover_media.media_id.',
	},
	{
		displayName: 'Cover Media Category',
		name: 'coverMediaCategory',
		type: 'options',
		options: COVER_CATEGORIES,
		default: 'post_image',
		description:
			'What the cover media is, as it was uploaded (needs Cover Media ID). Sent as cover_media.media_category.',
	},
];

/** Lines starting with `# `, `## ` or `### ` are headings, `- ` list items, `> ` quotes. */
const BLOCK_TYPES: Array<[RegExp, string]> = [
	[/^###\s+/, 'header-three'],
	[/^##\s+/, 'header-two'],
	[/^#\s+/, 'header-one'],
	[/^[-*]\s+/, 'unordered-list-item'],
	[/^\d+\.\s+/, 'ordered-list-item'],
	[/^>\s+/, 'blockquote'],
];

/**
 * The body as the platform stores articles (one block per paragraph), from text a person
 * writes: paragraphs separated by blank lines, with the few markers above for headings, lists and
 * quotes. A marketer writes text, not a content-state object.
 */
export function contentState(text: string): IDataObject {
	const blocks = text
		.split(/\n\s*\n|\n(?=[-*#>]|\d+\.)/)
		.map((paragraph) => paragraph.trim())
		.filter(Boolean)
		.map((paragraph) => {
			const [marker, type] = BLOCK_TYPES.find(([pattern]) => pattern.test(paragraph)) ?? [
				undefined,
				'unstyled',
			];
			return { type, text: marker ? paragraph.replace(marker, '') : paragraph };
		});
	return { blocks, entities: [] };
}

/** preSend of Create Draft: the title and the body, checked. */
export async function sendDraft(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const node = this.getNode();
	const item = this.getItemIndex();
	const title = String(this.getNodeParameter('title', '')).trim();
	if (title === '') throw invalidField(node, item, 'Title', 'is required');
	const body = String(this.getNodeParameter('body', ''));
	if (body.trim() === '') throw invalidField(node, item, 'Body', 'is required');
	const draft: IDataObject = { title, content_state: contentState(body) };
	const options = this.getNodeParameter('options', {}) as IDataObject;
	const cover = String(options.coverMediaId ?? '').trim();
	if (cover) {
		checkValue(node, item, 'Cover Media ID', cover, [rules.id]);
		const category = options.coverMediaCategory ?? 'post_image';
		checkValue(node, item, 'Cover Media Category', category, [
			rules.oneOf(COVER_CATEGORIES.map((one) => one.value)),
		]);
		draft.cover_media = { media_id: cover, media_category: category };
	} else if (options.coverMediaCategory !== undefined)
		throw invalidField(node, item, 'Cover Media Category', 'needs Cover Media ID');
	return { ...requestOptions, body: draft };
}
