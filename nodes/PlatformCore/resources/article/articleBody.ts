import type { IDataObject, IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { invalidField } from '../../../shared/validation';

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
	return { ...requestOptions, body: { title, content_state: contentState(body) } };
}
