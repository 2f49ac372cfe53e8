import { rows } from '../matrixCase';

const POST_ID = '1700000000000000000';

/** Core interface, community notes: a note on a post classified as misleading. */
export const communityNoteCases = rows(
	1,
	'core',
	{
		resource: 'communityNote',
		operation: 'create',
		classification: 'misinformed_or_potentially_misleading',
	},
	[
		[
			'a post ID that is not one',
			{ postId: 'abc', text: 'see https://x.org' },
			'Item 1: Post ID must be a numeric ID of 1 to 19 digits, got "abc"',
		],
		[
			'a text without a source URL',
			{ postId: POST_ID, text: 'trust me' },
			'Item 1: Text must be a text that cites a source URL (http:// or https://), got "trust me"',
		],
		[
			'no post ID',
			{ postId: '={{ "" }}', text: 'see https://x.org' },
			'Item 1: Post ID is required',
		],
		['no text', { postId: POST_ID, text: '={{ "" }}' }, 'Item 1: Text is required'],
		[
			'a misleading note without tags',
			{ postId: POST_ID, text: 'see https://x.org', misleadingTags: [] },
			'Item 1: Misleading Tags needs at least one tag when the post is classified as misleading',
		],

		[
			'evaluate without the note text',
			{ operation: 'evaluate', postId: POST_ID, noteText: '={{ "" }}' },
			'Item 1: Note Text is required',
		],
	],
);
