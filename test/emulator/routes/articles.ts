import { checkId, checked, notFound } from '../requestChecks';
import type { EmulatorState } from '../state';
import { postRecords } from '../stores';
import type { Route } from '../types';

interface Article {
	id: string;
	author_id: string;
	title: string;
	blocks: Array<{ type: string; text: string }>;
	post_id?: string;
}

const articles = (state: EmulatorState) => state.collection<Article>('articles');

/** Drafts and publishing: a published draft becomes a post of its author that links to it. */
export const routes: Route[] = [
	{
		api: 'core',
		method: 'POST',
		path: '/2/articles/draft',
		auth: 'user',
		handler: checked(({ body, auth, state }) => {
			const { title, content_state } = body as {
				title: string;
				content_state: { blocks: Article['blocks'] };
			};
			const article = {
				id: state.nextNumericId(),
				author_id: String(auth.userId),
				title,
				blocks: content_state.blocks,
			};
			articles(state).push(article);
			return { status: 201, body: { data: { id: article.id, title } } };
		}),
	},
	{
		api: 'core',
		method: 'POST',
		path: '/2/articles/:article_id/publish',
		auth: 'user',
		handler: checked(({ params, auth, state }) => {
			const id = checkId('article_id', params.article_id);
			const article = articles(state).find((one) => one.id === id && one.author_id === auth.userId);
			if (!article) throw notFound('article', 'article_id', id);
			if (!article.post_id) {
				article.post_id = state.nextNumericId();
				postRecords(state).push({
					id: article.post_id,
					text: article.title,
					author_id: article.author_id,
					created_at: new Date().toISOString(),
					edit_history_post_ids: [article.post_id],
					article: { title: article.title },
				});
			}
			return { body: { data: { post_id: article.post_id } } };
		}),
	},
];
