import type { IDataObject, IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { rules, checkValue } from '../../../shared/validation';
import {
	type BuilderEntry,
	checkCardComponents,
	checkSlides,
	componentOf,
	failFor,
	LAYOUT,
	slidesOf,
} from './components';
import { MAX_CARD_NAME } from './cardPaths';

/** The components or slides of the item, as the platform takes them, checked. */
function content(this: IExecuteSingleFunctions, layout: string): IDataObject {
	const fail = failFor(this.getNode(), this.getItemIndex());
	if (layout === LAYOUT.slidesJson) {
		const raw = this.getNodeParameter('slidesJson', '[]') as unknown;
		let slides: unknown = raw;
		if (typeof raw === 'string') {
			try {
				slides = JSON.parse(raw);
			} catch {
				throw fail('Slides (JSON)', 'is not valid JSON');
			}
		}
		checkSlides(slides, 'Slides (JSON)', fail);
		return { slides: slides as IDataObject[] };
	}
	const entries = this.getNodeParameter('components.component', []) as BuilderEntry[];
	if (layout === LAYOUT.slides) {
		const slides = slidesOf(entries, fail);
		checkSlides(slides, 'Slides', fail);
		return { slides };
	}
	const components = entries.map(componentOf);
	checkCardComponents(components, 'Components', fail);
	return { components };
}

/**
 * The JSON body of POST cards and of the card update ("JSON body only"; the update
 * replaces each field given): name, and exactly one of components or slides, as the Layout
 * says. Everything is checked here, so a card the platform would refuse is never sent.
 */
export function cardBody(create: boolean) {
	return async function buildCardBody(
		this: IExecuteSingleFunctions,
		request: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> {
		const node = this.getNode();
		const item = this.getItemIndex();
		const name = String(this.getNodeParameter('name', '') ?? '');
		const layout = this.getNodeParameter('layout', LAYOUT.components) as string;
		if (create && name.trim() === '') throw failFor(node, item)('Name', 'is required');
		checkValue(node, item, 'Name', name, [rules.chars(1, MAX_CARD_NAME)]);
		const body: IDataObject = {};
		if (name.trim() !== '') body.name = name;
		if (layout !== LAYOUT.keep) Object.assign(body, content.call(this, layout));
		if (Object.keys(body).length === 0)
			throw failFor(node, item)(
				'Name',
				'or Layout is needed: an update must change the name, the components or the slides',
			);
		return { ...request, body };
	};
}
