import { listOf, type Rule } from '../../shared/validation';
import { MEDIA_KEY } from '../../shared/patterns';

/**
 * A media key is `<type digit>_<media id>` (what media upload and the media library return):
 * 3 an image, 16 an animated GIF, 7 a video, 13 an amplify video (the media library's key for
 * videos it hosts, which counts as a video here too).
 */
const KINDS: Record<string, 'image' | 'GIF' | 'video'> = {
	'3': 'image',
	'16': 'GIF',
	'7': 'video',
	'13': 'video',
};
export const MAX_IMAGES = 4;

/** Up to 4 images, or 1 animated GIF, or 1 video, never mixed. */
export const mediaKeysRule: Rule = (value) => {
	const keys = listOf(value);
	const kinds: string[] = [];
	for (const key of keys) {
		const kind = KINDS[MEDIA_KEY.exec(key)?.[1] ?? ''];
		if (!kind)
			return `must hold media keys of images (3_...), GIFs (16_...) or videos (7_... or 13_...); "${key.slice(0, 40)}" is not one`;
		kinds.push(kind);
	}
	const images = kinds.filter((kind) => kind === 'image').length;
	if (images === kinds.length) {
		return images > MAX_IMAGES
			? `allows at most ${MAX_IMAGES} images (it has ${images})`
			: undefined;
	}
	return kinds.length === 1
		? undefined
		: `allows up to ${MAX_IMAGES} images, or 1 GIF, or 1 video, not mixed (it has ${keys.length} keys: ${kinds.join(', ')})`;
};
