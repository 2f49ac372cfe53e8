// Copies the icons to dist/icons/, where the nodes' and credentials' `file:` icons point (tsc
// copies no images). n8n-node build would copy every PNG and SVG of the repository, the photos
// of docs/images included, into dist/ and so into the package (package.json's `files`).
const { task, src, dest } = require('gulp');

task('build:icons', copyIcons);

/** Returns the stream, so gulp waits until every icon is written. */
function copyIcons() {
	return src('icons/*.{png,svg}', { encoding: false }).pipe(dest('dist/icons'));
}
